// Referrals (code, link, credits; claiming a colleague's code) and reviews (submit once; the public list).
import type { BodyInput, FieldName } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-mutation';
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';
import { reloadSession } from '@web/lib/session';

const claimReferral = apiRoute('commerce/claim-referral');
const createReview = apiRoute('commerce/create-review');
const getReferrals = apiRoute('commerce/get-referrals');
const listReviews = apiRoute('commerce/list-reviews');

export const useReferrals = () => useContractQuery(getReferrals);

/** A success reads the session again (the session is not a cache entry: lib/session.ts). */
const refreshSession = (reply: { status: number }) => {
  if (reply.status >= 200 && reply.status < 300) void reloadSession().catch(() => undefined);
};

/** Claiming refreshes the session's cart (its price may now carry the referral discount). */
export const useClaimReferral = () =>
  useContractMutation(claimReferral, { request: (code: string) => ({ body: { code }, onReply: refreshSession }) });

export type ReviewInput = BodyInput<typeof createReview>;
export type ReviewField = Exclude<FieldName<typeof createReview>, 'base'>;
/** A review marks the learner as having reviewed (the session's user): the review card then hides. */
// The page shows the thanks and the coupon itself: the reply's toaster would say it twice.
export const useCreateReview = () =>
  useContractMutation(createReview, {
    request: (body: ReviewInput) => ({ body, showToaster: false, onReply: refreshSession }),
  });

export const useReviews = () => useContractQuery(listReviews);
