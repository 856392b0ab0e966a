// Referrals (code, link, credits; claiming a colleague's code) and reviews (submit once; the public list).
import { claimReferral, createReview, getReferrals, listReviews } from '@shared/contracts/commerce';
import { bootstrap } from '@shared/contracts/auth';
import type { BodyInput, FieldName } from '@web/lib/api';
import { useContractMutation, useContractQuery } from '@web/lib/contract-query';

export const useReferrals = () => useContractQuery(getReferrals);

/** Claiming refreshes the session's cart (its price may now carry the referral discount). */
export const useClaimReferral = () => useContractMutation(claimReferral, { request: (code: string) => ({ body: { code } }), invalidates: [bootstrap] });

export const reviewBody = createReview.body;
export type ReviewInput = BodyInput<typeof createReview>;
export type ReviewField = Exclude<FieldName<typeof createReview>, 'base'>;
/** A review marks the learner as having reviewed (the session's user): the review card then hides. */
export const useCreateReview = () => useContractMutation(createReview, { request: (body: ReviewInput) => ({ body }), invalidates: [bootstrap] });

export const useReviews = () => useContractQuery(listReviews);
