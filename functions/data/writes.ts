// Conditional writes: the one optimistic-concurrency helper (bounded, jittered retries of a write
// that lost a race), transactions of named items, and the version condition of aggregates.
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { Conflict } from '../lib/errors';
import { db } from './table';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Attempts of one optimistic write, the first included. Six: each attempt is a read and a
 * conditional write (a few ms in AWS) and the pauses between them grow to ~125 ms, so six attempts
 * stay well inside a route's time budget while letting a handful of concurrent writers on one
 * aggregate each win in turn. A request that loses six races in a row is under contention the user
 * should hear about (a 409 to retry), not one to wait out.
 */
export const OPTIMISTIC_ATTEMPTS = 6;

/** What a write step returns when its condition failed (the data function mapped it): read again. */
export const RETRY: unique symbol = Symbol('retry');

/** The pause before attempt `attempt + 1`, in ms: short, growing and jittered (`random` in [0, 1)). */
export const retryPauseMs = (attempt: number, random: number): number => 5 + random * 20 * (attempt + 1);

export interface RetryTiming {
  sleep: (ms: number) => Promise<void>;
  random: () => number;
}

const realTiming: RetryTiming = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

/**
 * A write lost a race and may be retried: a single item's condition failed, or a transaction was
 * cancelled only by its items' conditions or by a concurrent transaction. Anything else (validation,
 * throttling, a domain error) is not.
 */
export function isRetryableWriteFailure(error: unknown): boolean {
  return isConditionalCheckFailure(error) || transactionConflicts(error) !== null;
}

export interface Optimistic<S, T> {
  /** Reads the state the write decides from; called again before every retry. */
  read?: (attempt: number) => S | Promise<S>;
  /** Decides from the state read and writes conditioned on it: a value, or RETRY when the condition failed. */
  write: (state: S, attempt: number) => Promise<T | typeof RETRY>;
  /** Attempts in all; OPTIMISTIC_ATTEMPTS unless a caller has a reason. */
  attempts?: number;
  /** The 409's message when every attempt lost (each use case says what was changed meanwhile). */
  conflict?: string;
  /** Instead of the 409: the error when every attempt lost and that is not a conflict (e.g. throttled reads). */
  exhausted?: () => Error;
  /** Tests inject sleep and randomness. */
  timing?: RetryTiming;
}

/**
 * Read, decide, write conditioned on what was read; when the write lost a race (it returned RETRY
 * or threw a conditional-check / transaction-conflict failure), pause and do it all again, at most
 * `attempts` times, then answer Conflict. Any other error is rethrown at once.
 */
export async function optimistic<T, S = undefined>(spec: Optimistic<S, T>): Promise<T> {
  const attempts = spec.attempts ?? OPTIMISTIC_ATTEMPTS;
  const timing = spec.timing ?? realTiming;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await timing.sleep(retryPauseMs(attempt - 1, timing.random()));
    try {
      // Not an item: without `read`, S is undefined (its default).
      const state = (spec.read ? await spec.read(attempt) : undefined) as S;
      const result = await spec.write(state, attempt);
      if (result !== RETRY) return result;
    } catch (error) {
      if (!isRetryableWriteFailure(error)) throw error;
    }
  }
  throw spec.exhausted?.() ?? new Conflict(spec.conflict ?? 'This was changed at the same time. Please try again.');
}

/** A transaction's items by name; a name may stand for several items, and a falsy entry is left out. */
export type NamedItems = Record<string, TransactItem | readonly TransactItem[] | null | undefined | false>;

/**
 * Runs the named items as one transaction. Resolves to the names of the items whose own condition
 * refused it (empty: committed). A cancellation that is only a collision with a concurrent
 * transaction is thrown, for `optimistic` to retry; any other error is thrown as it is.
 */
export async function transact<N extends NamedItems>(named: N): Promise<(keyof N & string)[]> {
  const items: TransactItem[] = [];
  const owners: (keyof N & string)[] = [];
  for (const [name, entry] of Object.entries(named)) {
    if (!entry) continue;
    // Not an item read back: isArray does not narrow a readonly array out of the union.
    for (const item of Array.isArray(entry) ? entry : [entry as TransactItem]) {
      items.push(item);
      owners.push(name);
    }
  }
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
    return [];
  } catch (error) {
    const failed = transactionConflicts(error);
    if (!failed?.length) throw error;
    return [...new Set(failed.map((index) => owners[index]!))];
  }
}

/**
 * For a cancelled transaction whose items were refused only by their own conditions or by a
 * concurrent transaction on the same items: the indexes of the items whose condition failed
 * (empty for a mere conflict, which is safe to retry). Null for any other error or any other
 * cancellation reason (validation, throttling, ...): the caller rethrows it.
 */
export function transactionConflicts(error: unknown): number[] | null {
  if (!isTransactionCanceled(error)) return null;
  // Not an item: the SDK's TransactionCanceledException, whose reasons are optional.
  const cancelled = error as { CancellationReasons?: { Code?: string }[] };
  const reasons = cancelled.CancellationReasons ?? [];
  const failed: number[] = [];
  for (const [index, reason] of reasons.entries()) {
    const code = reason?.Code ?? 'None';
    if (code === 'ConditionalCheckFailed') failed.push(index);
    else if (code !== 'None' && code !== 'TransactionConflict') return null;
  }
  return reasons.length ? failed : null;
}

/** An AWS SDK error's name (errors are told apart by name). */
const errorName = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;

export const isConditionalCheckFailure = (error: unknown): boolean =>
  errorName(error) === 'ConditionalCheckFailedException';

/** A transaction cancelled for any reason (its items' conditions, a conflict, throttling, ...). */
export const isTransactionCanceled = (error: unknown): boolean => errorName(error) === 'TransactionCanceledException';

/**
 * The condition that an item still has the version its writer read (items written before
 * versioning have none and count as version 0), and the values to bump it by one.
 */
export function versionCheck(expected: number) {
  return {
    condition: expected === 0 ? '(attribute_not_exists(#version) OR #version = :version)' : '#version = :version',
    set: '#version = :nextVersion',
    names: { '#version': 'version' },
    values: { ':version': expected, ':nextVersion': expected + 1 },
  };
}
