// Auto-renewal opt-outs (which of a learner's auto-renewing cards they turned off on the billing page),
// the auto-renew job's per-period charge claims, which exclude each other, and each renewal's payment
// (its one PaymentIntent and what each card tried came to).
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryAll, tableName, ttlIn } from './table';
import * as z from 'zod/mini';
import { itemSchema, nullableString, parseItem } from './items';
import * as keys from './keys';
import { isConditionalCheckFailure, optimistic, transact } from './writes';

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

const chargeClaimSchema = /* @__PURE__ */ itemSchema('AutoRenewalCharge', () => z.looseObject({ at: z.string() }));

/** When the job claimed the charge of this period (null: not claimed). */
export async function getRenewalChargeClaim(
  userId: string,
  userCourseUuid: string,
  expiresOn: string,
): Promise<string | null> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.autoRenewalCharge(userId, userCourseUuid, expiresOn),
      ConsistentRead: true,
    }),
  );
  return Item ? parseItem(chargeClaimSchema, Item).at : null;
}

/**
 * The opt-out of a renewal whose intent was just canceled at Stripe, in one transaction: the opt-out
 * written, the job's claim (the one read, `claimedAt`; none if null) and the renewal's record of that
 * intent removed. False when the job claimed again meanwhile (the learner tries again; that run finds
 * the intent canceled and gives the claim back).
 */
export async function optOutOfCanceledRenewal(input: {
  userId: string;
  userCourseUuid: string;
  expiresOn: string;
  paymentIntentId: string;
  claimedAt: string | null;
  at: string;
}): Promise<boolean> {
  const { userId, userCourseUuid, expiresOn } = input;
  const optoutKey = keys.autoRenewalOptout(userId, userCourseUuid);
  const claimKey = keys.autoRenewalCharge(userId, userCourseUuid, expiresOn);
  const failed = await optimistic({
    write: () =>
      transact({
        optout: {
          Put: {
            TableName: tableName(),
            Item: { ...optoutKey, type: 'AutoRenewalOptout', userCourseUuid, at: input.at },
          },
        },
        claim: input.claimedAt
          ? {
              Delete: {
                TableName: tableName(),
                Key: claimKey,
                ConditionExpression: 'attribute_not_exists(PK) OR #at = :claimedAt',
                ExpressionAttributeNames: { '#at': 'at' },
                ExpressionAttributeValues: { ':claimedAt': input.claimedAt },
              },
            }
          : {
              ConditionCheck: {
                TableName: tableName(),
                Key: claimKey,
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
        payment: {
          Delete: {
            TableName: tableName(),
            Key: keys.autoRenewalPayment(userId, userCourseUuid, expiresOn),
            ConditionExpression: 'attribute_not_exists(PK) OR paymentIntentId = :pi',
            ExpressionAttributeValues: { ':pi': input.paymentIntentId },
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

/** What charging one card for a renewal came to. `refused` and `requires_authentication` are not retried on that card. */
export interface RenewalAttempt {
  outcome: 'succeeded' | 'processing' | 'requires_authentication' | 'refused' | 'failed';
  /** The bank's (or Stripe's) message, for a refusal or a failure. */
  message: string | null;
  at: string;
}

/** One renewal's payment: a single PaymentIntent that every card tried confirms, so it is paid at most once. */
export interface RenewalPayment {
  userId: string;
  userCourseUuid: string;
  expiresOn: string;
  paymentIntentId: string;
  amount: number;
  createdAt: string;
  /** By PaymentMethod id. */
  attempts: Record<string, RenewalAttempt>;
}

/** Kept past the card's expiry (the renewal is charged 30 days before it), then forgotten. */
const RENEWAL_PAYMENT_SECONDS = 120 * 86400;

const renewalPaymentSchema = /* @__PURE__ */ itemSchema<RenewalPayment>('AutoRenewalPayment', () =>
  z.looseObject({
    userId: z.string(),
    userCourseUuid: z.string(),
    expiresOn: z.string(),
    paymentIntentId: z.string(),
    amount: z.number(),
    createdAt: z.string(),
    attempts: z.record(
      z.string(),
      z.looseObject({
        outcome: z.enum(['succeeded', 'processing', 'requires_authentication', 'refused', 'failed']),
        message: nullableString(),
        at: z.string(),
      }),
    ),
  }),
);

export async function getRenewalPayment(
  userId: string,
  userCourseUuid: string,
  expiresOn: string,
): Promise<RenewalPayment | null> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.autoRenewalPayment(userId, userCourseUuid, expiresOn),
      ConsistentRead: true,
    }),
  );
  return Item ? parseItem(renewalPaymentSchema, Item) : null;
}

/** Records a renewal's PaymentIntent unless one is recorded already; returns the one recorded (the first). */
export async function openRenewalPayment(payment: RenewalPayment): Promise<RenewalPayment> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.autoRenewalPayment(payment.userId, payment.userCourseUuid, payment.expiresOn),
          type: 'AutoRenewalPayment',
          ...payment,
          ttl: ttlIn(RENEWAL_PAYMENT_SECONDS),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return payment;
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    return (await getRenewalPayment(payment.userId, payment.userCourseUuid, payment.expiresOn))!;
  }
}

/** What charging `paymentMethodId` for this renewal came to (the latest attempt on a card replaces the one before). */
export async function recordRenewalAttempt(
  payment: Pick<RenewalPayment, 'userId' | 'userCourseUuid' | 'expiresOn'>,
  paymentMethodId: string,
  attempt: RenewalAttempt,
): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.autoRenewalPayment(payment.userId, payment.userCourseUuid, payment.expiresOn),
      UpdateExpression: 'SET attempts.#card = :attempt',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#card': paymentMethodId },
      ExpressionAttributeValues: { ':attempt': attempt },
    }),
  );
}

/** A renewal whose intent can no longer be paid (canceled at Stripe): the next run opens a new one. */
export async function forgetRenewalPayment(payment: RenewalPayment): Promise<void> {
  await db()
    .send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.autoRenewalPayment(payment.userId, payment.userCourseUuid, payment.expiresOn),
        ConditionExpression: 'paymentIntentId = :pi',
        ExpressionAttributeValues: { ':pi': payment.paymentIntentId },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionalCheckFailure(error)) throw error;
    });
}
