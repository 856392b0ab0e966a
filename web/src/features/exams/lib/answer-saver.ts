// Saving exam answers as they are chosen, without ever losing one.
//
// Per question: the learner's latest choice (`selected`) is kept locally whatever happens; at most
// one save is in flight (a newer choice made meanwhile is sent when it returns, so the server
// always ends up with the latest); a failed save is retried automatically a few times with a
// growing delay, again whenever the browser comes back online, and on demand. A 409 (the exam is
// no longer in progress) is not retried: the owner is told through `onConflict`.
//
// Framework-free so the rules can be tested directly; `useAnswerSaver` binds it to React.

export type SaveOutcome = 'saved' | 'conflict' | 'failed';
export type SaveStatus = 'unanswered' | 'saving' | 'saved' | 'failed';

export interface AnswerState {
  /** The learner's current choice (what the radio group shows). */
  selected: string | null;
  /** The choice the server last confirmed. */
  saved: string | null;
  status: SaveStatus;
  /** The last failure was a 409: the exam is no longer in progress. */
  conflict: boolean;
}

export type AnswerStates = Readonly<Record<string, AnswerState>>;

export interface AnswerSaverOptions {
  save: (questionId: string, answerId: string) => Promise<SaveOutcome>;
  /** Delays of the automatic retries after a failure (then only manual or on reconnect). */
  retryDelaysMs?: readonly number[];
  onConflict?: () => void;
}

export const DEFAULT_RETRY_DELAYS_MS = [2_000, 5_000, 15_000] as const;

export class AnswerSaver {
  private states: Record<string, AnswerState> = {};
  private readonly inFlight = new Set<string>();
  private readonly failures = new Map<string, number>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<() => void>();
  private readonly retryDelaysMs: readonly number[];

  constructor(
    questions: readonly { id: string; selectedUserAnswerId: string | null }[],
    private readonly options: AnswerSaverOptions,
  ) {
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    for (const question of questions) {
      const saved = question.selectedUserAnswerId;
      this.states[question.id] = { selected: saved, saved, status: saved ? 'saved' : 'unanswered', conflict: false };
    }
  }

  /** The current states, a new object after every change (for useSyncExternalStore). */
  getSnapshot = (): AnswerStates => this.states;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The learner chose an answer: show it at once and save it. */
  select(questionId: string, answerId: string): void {
    const state = this.states[questionId];
    if (!state) return;
    if (state.selected === answerId && state.status === 'saved') return;
    this.update(questionId, { selected: answerId, status: 'saving', conflict: false });
    this.failures.delete(questionId);
    if (!this.inFlight.has(questionId)) void this.send(questionId);
  }

  /** Save a question's current choice again now (the 'retry' button). */
  retry(questionId: string): void {
    const state = this.states[questionId];
    if (state?.status !== 'failed' || !state.selected || this.inFlight.has(questionId)) return;
    this.update(questionId, { status: 'saving', conflict: false });
    void this.send(questionId);
  }

  /** Retry every failed save (e.g. the browser is back online). */
  retryAll(): void {
    for (const [id, state] of Object.entries(this.states))
      if (state.status === 'failed' && !state.conflict) this.retry(id);
  }

  /** Some choice is not on the server yet (saving, or failed). */
  hasUnsaved(): boolean {
    return Object.values(this.states).some((state) => state.status === 'saving' || state.status === 'failed');
  }

  /** Stops pending automatic retries (the screen is going away). */
  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private async send(questionId: string): Promise<void> {
    const target = this.states[questionId]?.selected;
    if (!target) return;
    this.clearTimer(questionId);
    this.inFlight.add(questionId);
    let outcome: SaveOutcome;
    try {
      outcome = await this.options.save(questionId, target);
    } catch {
      outcome = 'failed';
    }
    this.inFlight.delete(questionId);
    const state = this.states[questionId];
    if (!state) return;

    if (outcome === 'saved') this.update(questionId, { saved: target });
    // A newer choice arrived while this one was on its way: send it now, whatever happened here.
    if (state.selected !== target) {
      void this.send(questionId);
      return;
    }
    if (outcome === 'saved') {
      this.failures.delete(questionId);
      this.update(questionId, { status: 'saved', conflict: false });
      return;
    }
    this.update(questionId, { status: 'failed', conflict: outcome === 'conflict' });
    if (outcome === 'conflict') {
      this.options.onConflict?.();
      return;
    }
    const failures = (this.failures.get(questionId) ?? 0) + 1;
    this.failures.set(questionId, failures);
    const delay = this.retryDelaysMs[failures - 1];
    if (delay !== undefined) {
      this.timers.set(
        questionId,
        setTimeout(() => {
          this.timers.delete(questionId);
          this.retry(questionId);
        }, delay),
      );
    }
  }

  private clearTimer(questionId: string): void {
    const timer = this.timers.get(questionId);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(questionId);
  }

  private update(questionId: string, patch: Partial<AnswerState>): void {
    const current = this.states[questionId];
    if (!current) return;
    this.states = { ...this.states, [questionId]: { ...current, ...patch } };
    for (const listener of this.listeners) listener();
  }
}

/** Answered = the learner has chosen something (saved or not). */
export function answeredCount(states: AnswerStates): number {
  return Object.values(states).filter((state) => state.selected !== null).length;
}

/** Every question answered and every answer confirmed by the server. */
export function allSaved(states: AnswerStates): boolean {
  const list = Object.values(states);
  return (
    list.length > 0 &&
    list.every((state) => state.status === 'saved' && state.saved !== null && state.saved === state.selected)
  );
}
