// Conditional writes: transactions, optimistic-concurrency versions and what a cancelled
// transaction says about each of its items.
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './table';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export async function transact(items: TransactItem[]): Promise<void> {
  await db().send(new TransactWriteCommand({ TransactItems: items }));
}

/**
 * For a cancelled transaction whose items were refused only by their own conditions or by a
 * concurrent transaction on the same items: the indexes of the items whose condition failed
 * (empty for a mere conflict, which is safe to retry). Null for any other error or any other
 * cancellation reason (validation, throttling, ...): the caller rethrows it.
 */
export function transactionConflicts(error: unknown): number[] | null {
  const cancelled = error as { name?: string; CancellationReasons?: { Code?: string }[] } | null;
  if (cancelled?.name !== 'TransactionCanceledException') return null;
  const reasons = cancelled.CancellationReasons ?? [];
  const failed: number[] = [];
  for (const [index, reason] of reasons.entries()) {
    const code = reason?.Code ?? 'None';
    if (code === 'ConditionalCheckFailed') failed.push(index);
    else if (code !== 'None' && code !== 'TransactionConflict') return null;
  }
  return reasons.length ? failed : null;
}

/** Runs a transaction: true when it committed, false when a condition or a concurrent write refused it. */
export async function commitTransaction(items: TransactItem[]): Promise<boolean> {
  try {
    await transact(items);
    return true;
  } catch (error) {
    if (transactionConflicts(error)) return false;
    throw error;
  }
}

export const isConditionalCheckFailure = (error: unknown): boolean =>
  (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException';

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

/**
 * Runs a transaction whose items are guarded by conditions. A cancellation that is only a collision
 * with a concurrent transaction is retried (with backoff, `attempts` times in all); when items' own
 * conditions failed, `refused` gets their indexes and decides: throw the domain's error or return a
 * value (e.g. "already there"). Anything else is rethrown. Undefined when the transaction committed.
 */
export async function transactRetryingConflicts<T>(
  items: TransactItem[],
  refused: (failed: number[]) => T | Promise<T>,
  attempts = 5,
): Promise<T | undefined> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await transact(items);
      return undefined;
    } catch (error) {
      const failed = transactionConflicts(error);
      if (!failed) throw error;
      if (failed.length) return refused(failed);
      if (attempt >= attempts - 1) throw error;
      await retryPause(attempt);
    }
  }
}

/** Backoff before retrying a write that lost a race: short, growing and jittered. */
export const retryPause = (attempt: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (attempt + 1)));
