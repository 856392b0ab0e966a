// Reviews: one per learner, written with the learner's reward coupon and the profile's
// `submittedShopperApproved` in one transaction; 4-5 star reviews are also listed publicly.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Coupon } from '@shared/rules/pricing';
import { couponItem } from './coupons';
import { db, tableName } from './table';
import * as z from 'zod/mini';
import { itemSchema, parseItem } from './items';
import * as keys from './keys';
import { optimistic, transact } from './writes';

export interface Review {
  userId: string;
  /** As shown publicly: first name and last initial. */
  name: string;
  rating: number;
  comment: string;
  userCourseUuid: string | null;
  createdAt: string;
}

export const PUBLIC_MIN_RATING = 4;

/** False when the learner has already reviewed (nothing is written then). */
export async function createReviewWithCoupon(review: Review, coupon: Coupon): Promise<boolean> {
  const items = {
    review: {
      Put: {
        TableName: tableName(),
        Item: { ...keys.userReview(review.userId), type: 'Review', ...review, couponCode: coupon.code },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    coupon: {
      Put: { TableName: tableName(), Item: couponItem(coupon), ConditionExpression: 'attribute_not_exists(PK)' },
    },
    user: {
      Update: {
        TableName: tableName(),
        Key: keys.user(review.userId),
        UpdateExpression: 'SET submittedShopperApproved = :yes',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':yes': true },
      },
    },
    publicReview: review.rating >= PUBLIC_MIN_RATING && {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.publicReview(review.createdAt, review.userId),
          type: 'PublicReview',
          name: review.name,
          rating: review.rating,
          comment: review.comment,
          createdAt: review.createdAt,
        },
      },
    },
  };
  const failed = await optimistic({ write: () => transact(items) });
  if (failed.includes('review')) return false;
  if (failed.length) throw new Error(`Review transaction refused at ${failed.join(', ')}`);
  return true;
}

const publicReviewSchema = /* @__PURE__ */ itemSchema('PublicReview', () =>
  z.looseObject({ name: z.string(), rating: z.number(), comment: z.string(), createdAt: z.string() }),
);

/** The newest public reviews. */
export async function listPublicReviews(
  limit = 20,
): Promise<{ name: string; rating: number; comment: string; createdAt: string }[]> {
  const prefix = keys.publicReviewsPrefix();
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': prefix.PK, ':sk': prefix.SKPrefix },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => {
    const { name, rating, comment, createdAt } = parseItem(publicReviewSchema, item);
    return { name, rating, comment, createdAt };
  });
}
