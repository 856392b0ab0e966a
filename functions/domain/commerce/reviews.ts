// Reviews are stored by us (there is no external review widget offline): one per learner, with a
// personal 10 % coupon issued in the same transaction; 4-5 star reviews feed the public list.
import { randomBytes } from 'node:crypto';
import { REVIEW_REWARD_PERCENT } from '@shared/constants';
import { createReviewWithCoupon, listPublicReviews } from '@functions/data/reviews';
import type { User } from '@functions/data/users';
import { Invalid } from '@functions/lib/errors';
import { successToast } from '@functions/lib/toasts';
import { COMMERCE_MESSAGES } from './messages';

/** `THANKS-` + 10 random Crockford base32 characters (50 bits: no clash in practice). */
const rewardCode = () =>
  `THANKS-${[...randomBytes(10)].map((b) => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[b % 32]).join('')}`;

export async function createReview(
  user: User,
  input: { rating: number; comment: string; userCourseUuid?: string | null },
  now = new Date(),
) {
  const code = rewardCode();
  const created = await createReviewWithCoupon(
    {
      userId: user.id,
      name: `${user.firstName} ${user.lastName.slice(0, 1)}.`,
      rating: input.rating,
      comment: input.comment.trim(),
      userCourseUuid: input.userCourseUuid ?? null,
      createdAt: now.toISOString(),
    },
    {
      code,
      kind: 'percent',
      value: REVIEW_REWARD_PERCENT,
      expiresOn: null,
      usageLimit: 1,
      usedCount: 0,
      productIds: [],
      ownerId: user.id,
    },
  );
  if (!created) throw Invalid.field('base', 'You have already submitted a review. Thank you!');
  return { coupon: { code, percent: REVIEW_REWARD_PERCENT }, toaster: successToast(COMMERCE_MESSAGES.reviewThanks) };
}

export async function listReviews() {
  return (await listPublicReviews()).map((r) => ({
    name: r.name,
    date: r.createdAt.slice(0, 10),
    stars: r.rating,
    comment: r.comment,
  }));
}
