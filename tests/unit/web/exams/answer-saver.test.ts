// The answer-saving rules: latest choice wins, one save in flight per question, failures kept
// and retried (automatically, on demand, on reconnect), conflicts reported and not retried.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerSaver, allSaved, answeredCount, type SaveOutcome } from '@web/features/exams/lib/answer-saver';
import { deferred } from './fixtures';

const questions = [
  { id: 'q1', selectedUserAnswerId: null },
  { id: 'q2', selectedUserAnswerId: 'q2a' },
];

function setup(retryDelaysMs: number[] = []) {
  const pending: { questionId: string; answerId: string; settle: ReturnType<typeof deferred<SaveOutcome>> }[] = [];
  const onConflict = vi.fn();
  const saver = new AnswerSaver(questions, {
    retryDelaysMs,
    onConflict,
    save: (questionId, answerId) => {
      const settle = deferred<SaveOutcome>();
      pending.push({ questionId, answerId, settle });
      return settle.promise;
    },
  });
  return { saver, pending, onConflict };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('AnswerSaver', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.useRealTimers());

  it('starts from the server: answered questions are saved, others unanswered', () => {
    const { saver } = setup();
    expect(saver.getSnapshot()).toEqual({
      q1: { selected: null, saved: null, status: 'unanswered', conflict: false },
      q2: { selected: 'q2a', saved: 'q2a', status: 'saved', conflict: false },
    });
    expect(answeredCount(saver.getSnapshot())).toBe(1);
    expect(allSaved(saver.getSnapshot())).toBe(false);
    expect(saver.hasUnsaved()).toBe(false);
  });

  it('shows a choice at once as saving, then saved', async () => {
    const { saver, pending } = setup();
    const listener = vi.fn();
    saver.subscribe(listener);
    saver.select('q1', 'q1b');
    expect(saver.getSnapshot().q1).toMatchObject({ selected: 'q1b', status: 'saving' });
    expect(saver.hasUnsaved()).toBe(true);
    expect(pending).toHaveLength(1);
    pending[0]!.settle.resolve('saved');
    await tick();
    expect(saver.getSnapshot().q1).toEqual({ selected: 'q1b', saved: 'q1b', status: 'saved', conflict: false });
    expect(allSaved(saver.getSnapshot())).toBe(true);
    expect(saver.hasUnsaved()).toBe(false);
    expect(listener).toHaveBeenCalled();
  });

  it('keeps one save in flight per question and sends the newest choice after it', async () => {
    const { saver, pending } = setup();
    saver.select('q1', 'q1a');
    saver.select('q1', 'q1b');
    saver.select('q1', 'q1c');
    expect(pending.map((p) => p.answerId)).toEqual(['q1a']);
    pending[0]!.settle.resolve('saved');
    await tick();
    // The first save came back, but the learner has moved on: still saving, the latest is sent.
    expect(saver.getSnapshot().q1).toMatchObject({ selected: 'q1c', saved: 'q1a', status: 'saving' });
    expect(pending.map((p) => p.answerId)).toEqual(['q1a', 'q1c']);
    pending[1]!.settle.resolve('saved');
    await tick();
    expect(saver.getSnapshot().q1).toMatchObject({ selected: 'q1c', saved: 'q1c', status: 'saved' });
  });

  it('sends the newest choice even when the older save failed', async () => {
    const { saver, pending } = setup();
    saver.select('q1', 'q1a');
    saver.select('q1', 'q1b');
    pending[0]!.settle.resolve('failed');
    await tick();
    expect(pending.map((p) => p.answerId)).toEqual(['q1a', 'q1b']);
    expect(saver.getSnapshot().q1!.status).toBe('saving');
  });

  it('never drops a failed answer: the choice stays, the status says failed, retry sends it again', async () => {
    const { saver, pending } = setup();
    saver.select('q1', 'q1b');
    pending[0]!.settle.resolve('failed');
    await tick();
    expect(saver.getSnapshot().q1).toEqual({ selected: 'q1b', saved: null, status: 'failed', conflict: false });
    expect(saver.hasUnsaved()).toBe(true);
    expect(answeredCount(saver.getSnapshot())).toBe(2);
    expect(allSaved(saver.getSnapshot())).toBe(false);

    saver.retry('q1');
    expect(saver.getSnapshot().q1!.status).toBe('saving');
    expect(pending[1]!.answerId).toBe('q1b');
    pending[1]!.settle.resolve('saved');
    await tick();
    expect(saver.getSnapshot().q1!.status).toBe('saved');
  });

  it('treats a thrown save (network down) as a failure', async () => {
    const { saver, pending } = setup();
    saver.select('q1', 'q1a');
    pending[0]!.settle.reject(new Error('offline'));
    await tick();
    expect(saver.getSnapshot().q1!.status).toBe('failed');
  });

  it('retries failed saves automatically with growing delays, then waits for the learner', async () => {
    vi.useFakeTimers();
    const { saver, pending } = setup([1000, 3000]);
    saver.select('q1', 'q1a');
    pending[0]!.settle.resolve('failed');
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.getSnapshot().q1!.status).toBe('failed');
    await vi.advanceTimersByTimeAsync(999);
    expect(pending).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pending).toHaveLength(2);
    expect(saver.getSnapshot().q1!.status).toBe('saving');
    pending[1]!.settle.resolve('failed');
    await vi.advanceTimersByTimeAsync(3000);
    expect(pending).toHaveLength(3);
    pending[2]!.settle.resolve('failed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pending).toHaveLength(3);
    expect(saver.getSnapshot().q1!.status).toBe('failed');
    // Coming back online retries whatever failed.
    saver.retryAll();
    expect(pending).toHaveLength(4);
    pending[3]!.settle.resolve('saved');
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.getSnapshot().q1!.status).toBe('saved');
  });

  it('stops automatic retries when disposed', async () => {
    vi.useFakeTimers();
    const { saver, pending } = setup([1000]);
    saver.select('q1', 'q1a');
    pending[0]!.settle.resolve('failed');
    await vi.advanceTimersByTimeAsync(0);
    saver.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(pending).toHaveLength(1);
  });

  it('reports a conflict (exam no longer in progress) once and does not retry it', async () => {
    vi.useFakeTimers();
    const { saver, pending, onConflict } = setup([1000]);
    saver.select('q1', 'q1a');
    pending[0]!.settle.resolve('conflict');
    await vi.advanceTimersByTimeAsync(5000);
    expect(saver.getSnapshot().q1).toMatchObject({ status: 'failed', conflict: true, selected: 'q1a' });
    expect(onConflict).toHaveBeenCalledTimes(1);
    expect(pending).toHaveLength(1);
    saver.retryAll();
    expect(pending).toHaveLength(1);
  });

  it('ignores choosing the answer that is already saved, and unknown questions', () => {
    const { saver, pending } = setup();
    saver.select('q2', 'q2a');
    saver.select('nope', 'x');
    expect(pending).toHaveLength(0);
  });
});
