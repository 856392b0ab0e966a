// A question's answers: drag to reorder (pointer), Move up / Move down buttons as the keyboard
// way (each move announced in a live region, focus kept on the moved answer), mark the one correct
// answer, edit inline, delete after 'Are you sure?'. Moves and marks show at once (the same rules
// as the server, shared/rules/answers.ts) and are then replaced by the answers the server stored.
import { useEffect, useRef, useState } from 'react';
import { DndContext, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS as DndCss } from '@dnd-kit/utilities';
import type { Answer } from '@shared/contracts/admin';
import { markCorrect, moveAnswer } from '@shared/rules/answers';
import { Button } from '@web/components/ui';
import { invalidateContracts } from '@web/lib/contract-mutation';
import { setContractData } from '@web/lib/contract-query';
import { queryClient } from '@web/lib/query-client';
import { useDeleteAnswer } from '../api/delete-answer';
import { useUpdateAnswer, type AnswerChange } from '../api/update-answer';
import { answersInput, listAnswers } from '../lib/answer-cache';
import { AnswerEditForm } from './answer-edit-form';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';

export function AnswerList({ questionId, answers }: { questionId: string; answers: Answer[] }) {
  const update = useUpdateAnswer(questionId);
  const remove = useDeleteAnswer(questionId);
  const [announcement, setAnnouncement] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Answer | null>(null);
  const focusAfter = useRef<{ id: string; control: 'up' | 'down' } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  // Once the list shows a move, focus goes back to the moved answer's button, or to its other Move
  // button when the answer reached the end that disables this one.
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    const moved = answers.find((answer) => answer.id === target.id);
    if (!moved) return;
    const atEnd = target.control === 'up' ? moved.order <= 1 : moved.order >= answers.length;
    const control = atEnd ? (target.control === 'up' ? 'down' : 'up') : target.control;
    listRef.current
      ?.querySelector<HTMLButtonElement>(
        `[data-answer-id="${CSS.escape(target.id)}"] [data-move="${control}"]:not(:disabled)`,
      )
      ?.focus();
  }, [answers]);

  const showLocally = (next: Answer[]) =>
    setContractData(queryClient, listAnswers, answersInput(questionId), { data: next });

  // Changes go out one after another, in the order they were made: two quick moves sent together
  // could reach the server in either order and leave the other order stored.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  /** Sends a change after the ones before it; on any failure the list is read again so it shows what is stored. */
  const send = (change: AnswerChange, failure: string) => {
    const run = async () => {
      try {
        const reply = await update.mutateAsync(change);
        if (reply.status === 200) return;
      } catch {
        // The API client has shown the failure; fall through to read the stored order again.
      }
      setAnnouncement(failure);
      void invalidateContracts([listAnswers]);
    };
    queue.current = queue.current.then(run);
    return queue.current;
  };

  const move = (answer: Answer, order: number, control?: 'up' | 'down') => {
    if (order < 1 || order > answers.length || order === answer.order) return;
    showLocally(moveAnswer(answers, answer.id, order));
    if (control) focusAfter.current = { id: answer.id, control };
    setAnnouncement(`“${answer.content}” moved to position ${order} of ${answers.length}.`);
    void send({ id: answer.id, order }, `Moving “${answer.content}” failed; the saved order is shown again.`);
  };

  const markAsCorrect = (answer: Answer) => {
    showLocally(markCorrect(answers, answer.id));
    setAnnouncement(`“${answer.content}” is now the correct answer.`);
    void send(
      { id: answer.id, correct: true },
      'Marking the correct answer failed; the saved answers are shown again.',
    );
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const answer = answers.find((candidate) => candidate.id === active.id);
    const target = answers.find((candidate) => candidate.id === over?.id);
    if (answer && target) move(answer, target.order);
  };

  if (answers.length === 0) return <p className="muted">No answers yet. Add the answers, then mark the correct one.</p>;
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: dragAnnouncements(answers),
          screenReaderInstructions: {
            draggable: 'Use the Move up and Move down buttons to reorder answers with the keyboard.',
          },
        }}
      >
        <SortableContext items={answers.map((answer) => answer.id)} strategy={verticalListSortingStrategy}>
          <ol className="answer-list" ref={listRef} aria-label="Answers">
            {answers.map((answer) =>
              editing === answer.id ? (
                <li key={answer.id} className="answer-row" data-answer-id={answer.id}>
                  <AnswerEditForm questionId={questionId} answer={answer} onDone={() => setEditing(null)} />
                </li>
              ) : (
                <SortableAnswer
                  key={answer.id}
                  answer={answer}
                  count={answers.length}
                  onMove={move}
                  onMarkCorrect={markAsCorrect}
                  onEdit={() => setEditing(answer.id)}
                  onDelete={() => setDeleting(answer)}
                />
              ),
            )}
          </ol>
        </SortableContext>
      </DndContext>
      {deleting ? (
        <ConfirmDialog
          title="Are you sure?"
          confirmLabel="Delete Answer"
          pending={remove.isPending}
          pendingLabel="Deleting…"
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            const reply = await remove.mutateAsync(deleting.id).catch(() => null);
            if (reply?.status === 200) setAnnouncement(`“${deleting.content}” deleted.`);
            setDeleting(null);
          }}
        >
          <p>The answer “{deleting.content}” will be deleted.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

interface SortableAnswerProps {
  answer: Answer;
  count: number;
  onMove: (answer: Answer, order: number, control?: 'up' | 'down') => void;
  onMarkCorrect: (answer: Answer) => void;
  onEdit: () => void;
  onDelete: () => void;
}

function SortableAnswer({ answer, count, onMove, onMarkCorrect, onEdit, onDelete }: SortableAnswerProps) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({
    id: answer.id,
  });
  const name = `“${answer.content}”`;
  return (
    <li
      ref={setNodeRef}
      className={`answer-row${answer.correct ? ' answer-row--correct' : ''}${isDragging ? ' answer-row--dragging' : ''}`}
      data-answer-id={answer.id}
      style={{ transform: DndCss.Transform.toString(transform), transition }}
    >
      {/* Pointer-only drag handle; the keyboard uses the Move buttons. */}
      <span
        ref={setActivatorNodeRef}
        className="answer-row__handle"
        aria-hidden="true"
        title="Drag to reorder"
        {...listeners}
      >
        ⠿
      </span>
      <span className="answer-row__content">{answer.content}</span>
      {answer.correct ? <span className="admin-badge admin-badge--success">Correct answer</span> : null}
      <span className="answer-row__actions">
        {answer.correct ? null : (
          <Button size="small" onClick={() => onMarkCorrect(answer)} aria-label={`Mark ${name} correct`}>
            Mark correct
          </Button>
        )}
        <Button
          size="small"
          data-move="up"
          isDisabled={answer.order <= 1}
          onClick={() => onMove(answer, answer.order - 1, 'up')}
          aria-label={`Move ${name} up`}
        >
          Move up
        </Button>
        <Button
          size="small"
          data-move="down"
          isDisabled={answer.order >= count}
          onClick={() => onMove(answer, answer.order + 1, 'down')}
          aria-label={`Move ${name} down`}
        >
          Move down
        </Button>
        <Button size="small" onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
        <Button size="small" variation="destructive" onClick={onDelete} aria-label={`Delete ${name}`}>
          Delete
        </Button>
      </span>
    </li>
  );
}

function dragAnnouncements(answers: Answer[]) {
  const nameOf = (id: string | number) => `“${answers.find((answer) => answer.id === id)?.content ?? 'Answer'}”`;
  const positionOf = (id: string | number | undefined) => answers.find((answer) => answer.id === id)?.order ?? 0;
  return {
    onDragStart: ({ active }: { active: { id: string | number } }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) =>
      over ? `${nameOf(active.id)} is over position ${positionOf(over.id)}.` : undefined,
    onDragEnd: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) =>
      over ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)}.` : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }: { active: { id: string | number } }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
}
