// Spent entitlements: one item per entitlement that backed a card or was spent by a refund. The
// entitlements themselves are not stored: they follow from what the learner holds (subscriptions
// written by purchases, a For Life subscription and the card it renews, a group seat's user course),
// see functions/domain/learning/entitlements.ts. Spending is a conditional put, so one entitlement
// backs at most one card however many passes race for it.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db, queryAll, tableName } from './table';
import { itemSchema } from './items';
import * as keys from './keys';
import { isConditionalCheckFailure, type TransactItem } from './writes';

const entitlementUseFields = z.object({
  entitlementId: z.string(),
  userId: z.string(),
  /** The card it backed, or null when a refund or chargeback spent it first. */
  cardId: z.nullable(z.string()),
  userCourseUuid: z.nullable(z.string()),
  spentAt: z.string(),
  /** Set when the purchase behind it was refunded or disputed (the card, if any, stays). */
  refundedAt: z.optional(z.nullable(z.string())),
  refundReason: z.optional(z.nullable(z.string())),
});
export type EntitlementUse = z.infer<typeof entitlementUseFields>;
const entitlementUse = /* @__PURE__ */ itemSchema<EntitlementUse>('EntitlementUse', () =>
  z.looseObject(entitlementUseFields.shape),
);

/** Spends an entitlement on a card, inside the card's transaction: refused when already spent. */
export function spendEntitlement(use: Omit<EntitlementUse, 'refundedAt' | 'refundReason'>): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.entitlementUse(use.userId, use.entitlementId), type: 'EntitlementUse', ...use },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

export async function listEntitlementUses(userId: string): Promise<EntitlementUse[]> {
  return queryAll(keys.entitlementUsesPrefix(userId), { consistent: true, item: entitlementUse });
}

/**
 * A refund or chargeback of the purchase behind an entitlement: recorded on its use (the card it
 * backed stays valid, the entitlement stays spent), or written as spent when no card used it yet.
 * The first record stands (a repeated event changes nothing).
 */
export async function recordEntitlementRefund(
  userId: string,
  entitlementId: string,
  at: string,
  reason: string,
): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.entitlementUse(userId, entitlementId),
        UpdateExpression:
          'SET #type = if_not_exists(#type, :type), entitlementId = :id, userId = :user, cardId = if_not_exists(cardId, :null), userCourseUuid = if_not_exists(userCourseUuid, :null), spentAt = if_not_exists(spentAt, :at), refundedAt = :at, refundReason = :reason',
        ConditionExpression: 'attribute_not_exists(refundedAt)',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':type': 'EntitlementUse',
          ':id': entitlementId,
          ':user': userId,
          ':null': null,
          ':at': at,
          ':reason': reason,
        },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}
