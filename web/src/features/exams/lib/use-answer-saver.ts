// Binds an AnswerSaver to a screen: one saver per exam, live states, saves through the API,
// retries when the browser comes back online, and pending retries stop when the screen goes.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useAnswerUserQuestion } from '../api/answer-user-question';
import type { UserQuestion } from '../api/list-user-questions';
import { AnswerSaver, type AnswerStates, type SaveOutcome } from './answer-saver';

export function useAnswerSaver(
  userExamUuid: string,
  questions: readonly UserQuestion[],
  onConflict: () => void,
): { saver: AnswerSaver; states: AnswerStates } {
  const answer = useAnswerUserQuestion(userExamUuid);
  const saveRef = useRef(answer.mutateAsync);
  saveRef.current = answer.mutateAsync;
  const conflictRef = useRef(onConflict);
  conflictRef.current = onConflict;

  const [saver] = useState(
    () =>
      new AnswerSaver(questions, {
        save: async (questionId, selectedUserAnswerId): Promise<SaveOutcome> => {
          const reply = await saveRef.current({ questionId, selectedUserAnswerId });
          return reply.status === 200 ? 'saved' : reply.status === 409 ? 'conflict' : 'failed';
        },
        onConflict: () => conflictRef.current(),
      }),
  );
  const states = useSyncExternalStore(saver.subscribe, saver.getSnapshot, saver.getSnapshot);

  useEffect(() => {
    const online = () => saver.retryAll();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      saver.dispose();
    };
  }, [saver]);

  return { saver, states };
}
