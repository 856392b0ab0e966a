// What the learner's commerce use cases say: their toasts and the refusals they name. Texts the web
// shows as well live in shared/ (CHECKOUT_MESSAGES and INVALID_REFERRAL in shared/constants.ts,
// COUPON_MESSAGES in shared/rules/pricing.ts).
import { REFERRAL_DISCOUNT_PERCENT } from '@shared/constants';
import type { RefundStatus } from '@functions/adapters/payments/payments';

export const COMMERCE_MESSAGES = {
  cartChanged: 'Your cart is being changed elsewhere. Please try again.',
  belowMinimumCharge:
    'After discounts this order comes to less than $0.50, which cards cannot be charged. Please remove the coupon or add a course.',
  paymentNotCompleted: 'Your payment has not been completed. Please try again or use another card.',
  paymentNotFound: 'Payment not found',
  autoRenewalNotFound: 'Auto-renewal not found',
  paymentMismatch: 'This payment does not match your order. Please contact support.',
  orderCompletingElsewhere: 'Your order is being completed elsewhere. Please try again.',
  defaultCardSet: (brand: string, last4: string) =>
    `Your ${brand.toUpperCase()} ending in ${last4} is now your default card.`,
  cardRemoved: (last4: string) => `The card ending in ${last4} was removed.`,
  autoRenewOff: (products: string) => `Auto-renew is off for ${products}.`,
  autoRenewOn: (products: string) => `Auto-renew is on for ${products}.`,
  referralApplied: `Your colleague's referral is applied: ${REFERRAL_DISCOUNT_PERCENT}% off your first order.`,
  reviewThanks: 'Thank you for your review!',
} as const;

export const ALREADY_RENEWING =
  'This certification is already being renewed, so auto-renew can no longer be turned off for it.';
export const TOO_MANY_REFERRAL_CLAIMS = 'Too many referral codes tried. Please wait an hour and try again.';

export const NO_RENEWAL_PAYMENT = 'There is no renewal payment waiting for your confirmation.';

/** What the learner is told of a refund by its status: Stripe answers `pending` until the bank confirms, and a refund can fail. */
export const REFUND_MESSAGES: Record<RefundStatus, string> = {
  succeeded: 'Your payment was refunded.',
  pending: 'Your payment is being refunded; it can take a few days to reach your card.',
  requires_action: 'Your payment is being refunded; our support team will contact you to complete it.',
  failed: 'We could not refund your payment automatically; our support team will contact you to return it.',
  canceled: 'We could not refund your payment automatically; our support team will contact you to return it.',
};
