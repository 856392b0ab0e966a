// Coupons: one item per code; `usedCount` moves only in the purchase transaction, never past `usageLimit`.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Coupon } from '@shared/rules/pricing';
import * as z from 'zod/mini';
import { db, tableName } from './table';
import { itemSchema, nullableString, optionalNullableString, parseItem } from './items';
import * as keys from './keys';
import type { TransactItem } from './writes';

const couponSchema = /* @__PURE__ */ itemSchema('Coupon', () =>
  z.looseObject({
    code: z.string(),
    kind: z.enum(['percent', 'amount']),
    value: z.number(),
    expiresOn: nullableString(),
    usageLimit: z.nullable(z.number()),
    usedCount: z.number(),
    // Leniently: coupons created before product limits and personal coupons.
    productIds: z.optional(z.array(z.string())),
    ownerId: optionalNullableString(),
  }),
);

export const couponItem = (coupon: Coupon) => ({
  ...keys.coupon(coupon.code),
  type: 'Coupon',
  ...coupon,
  code: coupon.code.toUpperCase(),
});

export async function getCoupon(code: string): Promise<Coupon | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.coupon(code) }));
  if (!Item) return null;
  const coupon = parseItem(couponSchema, Item);
  return { ...coupon, productIds: coupon.productIds ?? [], ownerId: coupon.ownerId ?? null };
}

/**
 * One redemption. With `enforceLimit` it is refused (the transaction cancels) once the usage limit is
 * reached; without, it is only counted (a payment already taken at the coupon's price is honoured).
 */
export function redeemCouponItem(code: string, options: { enforceLimit: boolean }): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.coupon(code),
      UpdateExpression: 'ADD usedCount :one',
      ConditionExpression: options.enforceLimit
        ? 'attribute_exists(PK) AND (attribute_type(usageLimit, :null) OR usedCount < usageLimit)'
        : 'attribute_exists(PK)',
      ExpressionAttributeValues: options.enforceLimit ? { ':one': 1, ':null': 'NULL' } : { ':one': 1 },
    },
  };
}
