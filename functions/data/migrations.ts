// The item migrations' own items (docs/data-model.md, "Migrations"): a record per applied migration
// (so a run applies only the pending ones), the progress of one under way (its scan cursor and counts
// so far, so an interrupted run resumes), and the lock that one runner holds at a time (a lease it
// renews; a runner that died frees it when the lease ends). Progress and the record are written only
// while the writer still holds the lock. The Scan migrations page with is scan.ts.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { itemSchema, parseItem, stringMap } from './items';
import * as keys from './keys';
import { db, queryAll, tableName } from './table';
import { isConditionalCheckFailure, transact } from './writes';

/** What a migration did (or, in a dry run, would do), by what it counts. */
export type MigrationCounts = Record<string, number>;

export interface AppliedMigration {
  id: string;
  appliedAt: string;
  counts: MigrationCounts;
  /** Who applied it (`npm run migrate` on a host, the deploy's Lambda). */
  appliedBy: string;
}

export interface MigrationProgress {
  id: string;
  /** Where the next run carries on (an opaque scan cursor). */
  cursor: string;
  counts: MigrationCounts;
  updatedAt: string;
}

export interface MigrationLockHolder {
  owner: string;
  /** Epoch ms when the lease ends unless renewed. */
  leaseUntil: number;
}

const counts = () => stringMap(z.number());
const appliedSchema = /* @__PURE__ */ itemSchema<AppliedMigration>('MigrationApplied', () =>
  z.looseObject({ id: z.string(), appliedAt: z.string(), counts: counts(), appliedBy: z.string() }),
);
const progressSchema = /* @__PURE__ */ itemSchema<MigrationProgress>('MigrationProgress', () =>
  z.looseObject({ id: z.string(), cursor: z.string(), counts: counts(), updatedAt: z.string() }),
);
const lockSchema = /* @__PURE__ */ itemSchema<MigrationLockHolder>('MigrationLock', () =>
  z.looseObject({ owner: z.string(), leaseUntil: z.number() }),
);

export const listAppliedMigrations = () =>
  queryAll(keys.migrationsAppliedPrefix(), { item: appliedSchema, consistent: true });

export async function getMigrationProgress(id: string): Promise<MigrationProgress | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.migrationProgress(id), ConsistentRead: true }),
  );
  return Item ? parseItem(progressSchema, Item) : null;
}

export async function getMigrationLock(): Promise<MigrationLockHolder | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.migrationLock(), ConsistentRead: true }),
  );
  return Item ? parseItem(lockSchema, Item) : null;
}

/**
 * How long past its end a lease is still honoured: the holder's clock set the lease, the taker's
 * reads it, and two hosts' clocks may disagree (a deploy Lambda and a laptop running `npm run migrate`).
 */
export const LOCK_CLOCK_SKEW_MS = 30_000;

/**
 * Takes the lock when it is free or its lease ended more than the clock-skew margin ago (conditional
 * put); else says who holds it.
 */
export async function acquireMigrationLock(
  owner: string,
  now: number,
  leaseMs: number,
): Promise<{ acquired: true } | { acquired: false; holder: MigrationLockHolder | null }> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.migrationLock(),
          type: 'MigrationLock',
          owner,
          leaseUntil: now + leaseMs,
          acquiredAt: new Date(now).toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(PK) OR leaseUntil < :ended',
        ExpressionAttributeValues: { ':ended': now - LOCK_CLOCK_SKEW_MS },
      }),
    );
    return { acquired: true };
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    return { acquired: false, holder: await getMigrationLock() };
  }
}

/** Extends the lease of the lock `owner` holds; false when it no longer holds it. */
export async function renewMigrationLock(owner: string, now: number, leaseMs: number): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.migrationLock(),
        UpdateExpression: 'SET leaseUntil = :until',
        ConditionExpression: '#owner = :owner',
        ExpressionAttributeNames: { '#owner': 'owner' },
        ExpressionAttributeValues: { ':owner': owner, ':until': now + leaseMs },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** Frees the lock if `owner` still holds it. */
export async function releaseMigrationLock(owner: string): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.migrationLock(),
        ConditionExpression: '#owner = :owner',
        ExpressionAttributeNames: { '#owner': 'owner' },
        ExpressionAttributeValues: { ':owner': owner },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}

const heldBy = (owner: string) => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: keys.migrationLock(),
    ConditionExpression: '#owner = :owner',
    ExpressionAttributeNames: { '#owner': 'owner' },
    ExpressionAttributeValues: { ':owner': owner },
  },
});

/** Saves where a migration carries on, while `owner` holds the lock; false when it lost it. */
export async function saveMigrationProgress(owner: string, progress: MigrationProgress): Promise<boolean> {
  const failed = await transact({
    lock: heldBy(owner),
    progress: {
      Put: {
        TableName: tableName(),
        Item: { ...keys.migrationProgress(progress.id), type: 'MigrationProgress', ...progress },
      },
    },
  });
  return failed.length === 0;
}

/**
 * Records a migration as applied and drops its progress, while `owner` holds the lock. 'already'
 * when it was recorded before (by a runner whose lease had ended), 'lock lost' when `owner` no longer holds it.
 */
export async function recordMigrationApplied(
  owner: string,
  record: Omit<AppliedMigration, 'appliedBy'>,
): Promise<'recorded' | 'already' | 'lock lost'> {
  const failed = await transact({
    lock: heldBy(owner),
    record: {
      Put: {
        TableName: tableName(),
        Item: { ...keys.migrationApplied(record.id), type: 'MigrationApplied', ...record, appliedBy: owner },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    progress: { Delete: { TableName: tableName(), Key: keys.migrationProgress(record.id) } },
  });
  if (failed.includes('lock')) return 'lock lost';
  if (failed.includes('record')) return 'already';
  return 'recorded';
}

/** Forgets that migrations were applied, so they are pending again (tests seed old shapes and migrate them). */
export async function forgetAppliedMigrations(ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.migrationApplied(id) }));
    await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.migrationProgress(id) }));
  }
}
