// Auto-renewal opt-outs (which of a learner's auto-renewing cards they turned off on the billing page)
// and the auto-renew job's per-period charge claims, which exclude each other.
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAll, tableName } from './table';
import * as z from 'zod/mini';
import { itemSchema } from './items';
import * as keys from './keys';
import { optimistic, transact } from './writes';

const optoutSchema = /* @__PURE__ */ itemSchema('AutoRenewalOptout', () =>
  z.looseObject({ userCourseUuid: z.string() }),
);

export async function listOptedOut(userId: string): Promise<Set<string>> {
  const items = await queryAll(keys.autoRenewalOptoutsPrefix(userId), { consistent: true, item: optoutSchema });
  return new Set(items.map((i) => i.userCourseUuid));
}

/**
 * Opting out and the job's charge exclude each other: the opt-out is written only while the job has
 * not claimed this period's charge, and the job claims it only while there is no opt-out (both in one
 * transaction over the two items, so one of two racing writers loses). False when the renewal of
 * `expiresOn` is already being charged (or was): then the opt-out is not written. Turning it back on
 * always succeeds.
 */
export async function setOptedOut(
  userId: string,
  userCourseUuid: string,
  optout: boolean,
  at: string,
  expiresOn: string,
): Promise<boolean> {
  const key = keys.autoRenewalOptout(userId, userCourseUuid);
  if (!optout) {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: key }));
    return true;
  }
  const failed = await optimistic({
    write: () =>
      transact({
        optout: { Put: { TableName: tableName(), Item: { ...key, type: 'AutoRenewalOptout', userCourseUuid, at } } },
        unclaimed: {
          ConditionCheck: {
            TableName: tableName(),
            Key: keys.autoRenewalCharge(userId, userCourseUuid, expiresOn),
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      }),
  });
  return failed.length === 0;
}

/** The job's claim to charge the renewal of the card expiring on `expiresOn`; false when the learner has opted out. A re-run re-claims. */
export async function claimRenewalCharge(
  userId: string,
  userCourseUuid: string,
  expiresOn: string,
  at: string,
): Promise<boolean> {
  const failed = await optimistic({
    write: () =>
      transact({
        charge: {
          Put: {
            TableName: tableName(),
            Item: {
              ...keys.autoRenewalCharge(userId, userCourseUuid, expiresOn),
              type: 'AutoRenewalCharge',
              userCourseUuid,
              expiresOn,
              at,
            },
          },
        },
        notOptedOut: {
          ConditionCheck: {
            TableName: tableName(),
            Key: keys.autoRenewalOptout(userId, userCourseUuid),
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      }),
  });
  return failed.length === 0;
}

/** A refused charge gives the period back: the learner may opt out again, a later run may retry. */
export async function releaseRenewalCharge(userId: string, userCourseUuid: string, expiresOn: string): Promise<void> {
  await db().send(
    new DeleteCommand({ TableName: tableName(), Key: keys.autoRenewalCharge(userId, userCourseUuid, expiresOn) }),
  );
}

/** Whether a subscription was bought For Life (the purchase writes `forLife` on it). */
export async function isForLifeSubscription(userId: string, subscriptionUuid: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.subscription(userId, subscriptionUuid),
      ProjectionExpression: 'forLife',
    }),
  );
  return Item?.forLife === true;
}
