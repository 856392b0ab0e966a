// PATCH /api/user_exams/:uuid/score_it.json: submits the exam. The reply redirects to
// /exams/{uuid}/passed or /failed; the scored exam goes into the cache first and the questions
// are read again there (correctness is revealed only now). 422 when not every question is
// answered, 409 when the exam is no longer in progress.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { scoreUserExam as contract } from '../../../../../shared/contracts/exams';
import { callApi } from '../../../lib/api';
import { examKeys } from './keys';

export function scoreUserExam(uuid: string, client: QueryClient) {
  return callApi(contract, {
    params: { uuid },
    onReply: (reply) => {
      if (reply.status !== 200) return;
      client.setQueryData(examKeys.exam(uuid), reply.body.userExam);
      void client.invalidateQueries({ queryKey: examKeys.questions(uuid), refetchType: 'none' });
      markCoursesStale(client);
    },
  });
}

/** Courses, progress and cards elsewhere in the app changed with the score: read them again when next shown. */
export function markCoursesStale(client: QueryClient): void {
  void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' && query.queryKey[0] !== examKeys.all[0], refetchType: 'none' });
}

export function useScoreUserExam(uuid: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => scoreUserExam(uuid, client) });
}
