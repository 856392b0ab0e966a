// The spec's offers on the post-pass page (business constants, section 9).
export const AUTO_RENEW_DISCOUNT_PERCENT = 15;
export const REFERRAL_COLLEAGUE_DISCOUNT_PERCENT = 15;
export const REVIEW_DISCOUNT_PERCENT = 10;
