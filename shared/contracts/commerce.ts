// Learner commerce: cart, coupons, checkout (Stripe payment intents), purchases, orders, the Stripe
// webhook. Money is integer cents everywhere; the server prices, the client only shows.
import * as z from 'zod/mini';
import { REVIEW_RATING_MESSAGE } from '../constants';

export { REVIEW_RATING_MESSAGE };
import { defineContract } from './contract';
import { binary, envelope, messageBody, validationErrors } from './envelope';
import { MAX_LENGTH } from './limits';
import { cart, stepUpPassword } from './common';
import { image } from './catalog';

const cartReply = z.extend(cart, envelope);
const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message), z.maxLength(MAX_LENGTH.id));

export const toggleProduct = defineContract({
  method: 'POST',
  path: '/api/cart/toggle_product.json',
  access: 'public',
  summary:
    'Adds a product to the cart or removes it; adding a sister (Certification <-> Recertification) switches to it.',
  grants: ['table:write'],
  body: z.object({ id: required("can't be blank"), forLife: z._default(z.boolean(), false) }),
  responses: { 200: cartReply, 409: messageBody, 404: messageBody, 422: validationErrors },
});

export const toggleForLife = defineContract({
  method: 'POST',
  path: '/api/cart/toggle_for_life.json',
  access: 'public',
  summary: 'Turns For Life on or off for a certification in the cart.',
  grants: ['table:write'],
  body: z.object({ id: required("can't be blank") }),
  responses: { 200: cartReply, 409: messageBody, 404: messageBody, 422: validationErrors },
});

export const applyCoupon = defineContract({
  method: 'POST',
  path: '/api/cart/apply_coupon.json',
  access: 'public',
  summary: 'Applies a coupon code to the cart (422 on `coupon`: unknown, expired, used up, not applicable).',
  grants: ['table:write'],
  body: z.object({
    coupon: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Please enter a coupon code.'),
        z.maxLength(64, 'This coupon code is not valid.'),
      ),
  }),
  responses: { 200: cartReply, 409: messageBody, 422: validationErrors },
});

export const removeCoupon = defineContract({
  method: 'DELETE',
  path: '/api/cart/remove_coupon.json',
  access: 'public',
  summary: 'Removes the coupon from the cart.',
  grants: ['table:write'],
  responses: { 200: cartReply, 409: messageBody },
});

export const recommendedCollection = z.object({
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  featuredDescription: z.string(),
  size: z.enum(['premium_upgrade', 'bundle', 'normal']),
  price: z.number(),
  originalPrice: z.number(),
  priceCta: z.string(),
  rating: z.number(),
  learnMoreUrl: z.nullable(z.string()),
  attachedIcon: image,
  attachedBackground: image,
  colors: z.array(z.string()),
  products: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type RecommendedCollection = z.infer<typeof recommendedCollection>;

export const listRecommendedCollections = defineContract({
  method: 'GET',
  path: '/api/recommended_product_collections.json',
  access: 'public',
  summary: 'Products to suggest next to the cart (`productIds`: comma-separated ids already in it).',
  grants: ['table:read'],
  query: z.object({ productIds: z.optional(z.string().check(z.maxLength(2000))) }),
  responses: { 200: z.array(recommendedCollection) },
});

/** The client's copy of the cart travels with checkout calls (the spec); the server prices its own. */
const clientCart = z.optional(z.unknown());

export const createPaymentIntent = defineContract({
  method: 'POST',
  path: '/api/payment_intents.json',
  access: 'learner',
  summary: "Prices the caller's cart on the server and opens a Stripe PaymentIntent for the total.",
  grants: ['table:write', 'payments'],
  idempotent: true,
  body: z.object({ cart: clientCart }),
  responses: {
    200: z.object({ clientSecret: z.string(), paymentIntentId: z.string(), amount: z.number() }),
    409: messageBody,
    422: validationErrors,
  },
});

export const purchase = defineContract({
  method: 'POST',
  path: '/api/purchases.json',
  access: 'learner',
  summary:
    'Completes a purchase once Stripe says the intent succeeded for exactly the priced amount (or directly for a zero total): order, subscriptions, coupon use, empty cart, in one transaction. An auto-renewal confirmed on-session completes here too (its receipt is mailed).',
  grants: ['table:write', 'payments', 'mail'],
  idempotent: true,
  body: z.object({ paymentIntentId: z.optional(z.nullable(z.string().check(z.maxLength(255)))), cart: clientCart }),
  responses: { 201: cartReply, 404: messageBody, 409: messageBody, 422: validationErrors },
});

export const order = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** Integer cents. */
  totalCost: z.number(),
  /** The total as shown: `$199.00`. */
  dollarPrice: z.string(),
  /** Which of the learner's orders this is (1: the first, for conversion tracking). */
  count: z.number(),
});

export const orderLine = z.object({ productId: z.string(), name: z.string(), forLife: z.boolean(), price: z.number() });

export const latestOrder = defineContract({
  method: 'GET',
  path: '/api/orders/latest.json',
  access: 'learner',
  summary: "The caller's latest order and its conversion data (the thank-you page).",
  grants: ['table:read'],
  responses: {
    200: z.object({
      order: z.nullable(order),
      purchaseData: z.nullable(
        z.object({
          orderId: z.string(),
          value: z.number(),
          currency: z.string(),
          firstOrder: z.boolean(),
          items: z.array(orderLine),
        }),
      ),
    }),
  },
});

export const stripeWebhook = defineContract({
  method: 'POST',
  path: '/api/webhooks/stripe',
  access: 'public',
  summary:
    'Stripe events (payment_intent.succeeded / payment_failed, setup_intent.succeeded), verified and handled once per event id.',
  webhook: { signatureHeader: 'Stripe-Signature' },
  grants: ['table:write', 'payments', 'mail'],
  maxBodyBytes: 256 * 1024,
  responses: { 200: z.object({ received: z.boolean() }), 400: messageBody },
});

export const listOrders = defineContract({
  method: 'GET',
  path: '/api/orders.json',
  access: 'learner',
  summary: "The caller's order history, newest first.",
  grants: ['table:read'],
  responses: { 200: z.object({ data: z.array(order) }) },
});

export const receipt = z.object({
  order,
  lines: z.array(orderLine),
  subtotal: z.number(),
  discountAmount: z.number(),
  discountLabel: z.nullable(z.string()),
  total: z.number(),
  card: z.nullable(z.object({ brand: z.string(), last4: z.string() })),
  billedTo: z.object({ name: z.string(), email: z.string() }),
  companyName: z.string(),
});

const orderIdParam = z.object({
  id: z.string().check(z.maxLength(MAX_LENGTH.id, 'is invalid'), z.regex(/^[0-9a-z]{9,40}$/, 'is invalid')),
});

export const getOrderReceipt = defineContract({
  method: 'GET',
  path: '/api/orders/:id.json',
  access: 'learner',
  summary: "One of the caller's orders as its receipt shows it.",
  grants: ['table:read'],
  params: orderIdParam,
  responses: { 200: receipt, 404: messageBody },
});

export const orderReceiptPdf = defineContract({
  method: 'GET',
  path: '/api/orders/:id/receipt.pdf',
  access: 'learner',
  summary: "One of the caller's orders' receipt as a PDF.",
  grants: ['table:read'],
  produces: 'application/pdf',
  params: orderIdParam,
  responses: { 200: binary, 404: messageBody },
});

export const paymentMethod = z.object({
  paymentMethodId: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
});

export const listPaymentMethods = defineContract({
  method: 'GET',
  path: '/api/payment_methods.json',
  access: 'learner',
  summary: "The caller's saved cards.",
  grants: ['table:read', 'payments'],
  responses: { 200: z.object({ data: z.array(paymentMethod) }) },
});

export const getDefaultPaymentMethod = defineContract({
  method: 'GET',
  path: '/api/payment_methods/default_payment_method.json',
  access: 'learner',
  summary: "The caller's default card (the one auto-renewals charge), or null.",
  grants: ['table:read', 'payments'],
  responses: { 200: z.object({ paymentMethod: z.nullable(paymentMethod) }) },
});

export const createSetupIntent = defineContract({
  method: 'POST',
  path: '/api/payment_methods/create_setup_intent.json',
  access: 'learner',
  summary:
    'Opens a Stripe SetupIntent to save a new card. Step-up: a sign-in within 15 minutes, or `currentPassword` (422 on it otherwise).',
  grants: ['table:write', 'payments', 'cognito:sign-in'],
  body: z.object({ currentPassword: stepUpPassword }),
  responses: { 200: z.object({ clientSecret: z.string() }), 422: validationErrors, 429: validationErrors },
});

const paymentMethodId = z.string().check(z.trim(), z.minLength(1, "can't be blank"), z.maxLength(255));

export const updateDefaultPaymentMethod = defineContract({
  method: 'POST',
  path: '/api/payment_methods/update_default_payment_method.json',
  access: 'learner',
  summary: "Makes one of the caller's cards the default (step-up as create_setup_intent).",
  grants: ['table:write', 'payments', 'cognito:sign-in'],
  body: z.object({ payment_method_id: paymentMethodId, currentPassword: stepUpPassword }),
  responses: {
    200: z.object({ paymentMethod, ...envelope }),
    404: messageBody,
    422: validationErrors,
    429: validationErrors,
  },
});

export const deletePaymentMethod = defineContract({
  method: 'DELETE',
  path: '/api/payment_methods/:paymentMethodId.json',
  access: 'learner',
  summary: "Removes one of the caller's saved cards (step-up as create_setup_intent).",
  grants: ['table:write', 'payments', 'cognito:sign-in'],
  params: z.object({ paymentMethodId }),
  body: z.object({ currentPassword: stepUpPassword }),
  responses: {
    200: z.object({ data: z.array(paymentMethod), ...envelope }),
    404: messageBody,
    422: validationErrors,
    429: validationErrors,
  },
});

/** `renewed`: this card's renewal has been charged (its order exists); the list shows it as renewed. */
export const autoRenewal = z.object({
  id: z.string(),
  renewalDate: z.string(),
  products: z.array(z.object({ name: z.string() })),
  optout: z.boolean(),
  renewed: z.boolean(),
});

export const listAutoRenewals = defineContract({
  method: 'GET',
  path: '/api/auto_renewals.json',
  access: 'learner',
  summary: "The caller's cards with auto-renew (on or opted out), with their renewal date.",
  grants: ['table:read'],
  responses: { 200: z.object({ data: z.array(autoRenewal) }) },
});

export const updateAutoRenewal = defineContract({
  method: 'PATCH',
  path: '/api/auto_renewals/:id',
  access: 'learner',
  summary:
    "Opts out of (or back into) one auto-renewal. Opting out cancels the renewal's open PaymentIntent (one waiting for the learner's bank); 409 once it is paid or being charged; 503 when Stripe does not answer.",
  grants: ['table:write', 'payments'],
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  body: z.object({ optout: z.boolean() }),
  responses: {
    200: z.object({ data: autoRenewal, ...envelope }),
    404: messageBody,
    409: messageBody,
    422: validationErrors,
    503: messageBody,
  },
});

/**
 * An auto-renewal whose bank asked for authentication (our addition): `requires_authentication` gives the
 * intent's client secret and the card to confirm it with in the browser; `processing` is paid or being
 * paid; `renewed` names the order.
 */
export const autoRenewalPayment = z.object({
  id: z.string(),
  productName: z.string(),
  /** Cents. */
  amount: z.number(),
  status: z.enum(['requires_authentication', 'processing', 'renewed']),
  paymentIntentId: z.string(),
  clientSecret: z.nullable(z.string()),
  card: z.nullable(z.object({ paymentMethodId: z.string(), brand: z.string(), last4: z.string() })),
  orderId: z.nullable(z.string()),
});

export const getAutoRenewalPayment = defineContract({
  method: 'GET',
  path: '/api/auto_renewals/:id/payment.json',
  access: 'learner',
  summary:
    "Our addition: the payment of one of the caller's auto-renewals that its bank wants confirmed on-session (the authentication email's page); 404 when none waits.",
  grants: ['table:read', 'payments'],
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  responses: { 200: z.object({ data: autoRenewalPayment }), 404: messageBody, 422: validationErrors },
});

export const referralCredit = z.object({
  id: z.string(),
  colleague: z.string(),
  amount: z.number(),
  createdAt: z.string(),
});

export const getReferrals = defineContract({
  method: 'GET',
  path: '/api/referrals.json',
  access: 'learner',
  summary: "The caller's referral code and link, and the $25 credits earned (the ledger).",
  grants: ['table:write'],
  responses: {
    200: z.object({ code: z.string(), link: z.string(), credits: z.array(referralCredit), balance: z.number() }),
  },
});

export const claimReferral = defineContract({
  method: 'POST',
  path: '/api/referrals/claim.json',
  access: 'public',
  summary:
    "Remembers a colleague's referral code for this browser (kept through sign-up) or this learner before their first order. Rate limited per caller and per IP (429).",
  grants: ['table:write'],
  body: z.object({
    code: z
      .string()
      .check(z.trim(), z.minLength(1, "can't be blank"), z.maxLength(32, 'This referral code is not valid.')),
  }),
  responses: { 200: z.object({ referred: z.boolean(), ...envelope }), 422: validationErrors, 429: validationErrors },
});

export const createReview = defineContract({
  method: 'POST',
  path: '/api/reviews.json',
  access: 'learner',
  summary: "Stores the learner's review (rating 1-5, optional comment) and issues their 10 % coupon, once.",
  grants: ['table:write'],
  idempotent: true,
  body: z.object({
    rating: z
      .number({ error: REVIEW_RATING_MESSAGE })
      .check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= 5, REVIEW_RATING_MESSAGE)),
    comment: z._default(z.string().check(z.maxLength(2000, 'Your review is too long (2000 characters at most).')), ''),
    userCourseUuid: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  }),
  responses: {
    201: z.object({ coupon: z.object({ code: z.string(), percent: z.number() }), ...envelope }),
    409: messageBody,
    422: validationErrors,
  },
});

export const review = z.object({ name: z.string(), date: z.string(), stars: z.number(), comment: z.string() });

export const listReviews = defineContract({
  method: 'GET',
  path: '/api/shopper_approved.json',
  access: 'public',
  summary: 'Recent reviews with 4 or 5 stars (stored by us: there is no external review widget offline).',
  grants: ['table:read'],
  responses: { 200: z.array(review) },
});

export const commerceContracts = {
  'commerce/toggle-product': toggleProduct,
  'commerce/toggle-for-life': toggleForLife,
  'commerce/apply-coupon': applyCoupon,
  'commerce/remove-coupon': removeCoupon,
  'commerce/list-recommended-collections': listRecommendedCollections,
  'commerce/create-payment-intent': createPaymentIntent,
  'commerce/purchase': purchase,
  'commerce/latest-order': latestOrder,
  'commerce/stripe-webhook': stripeWebhook,
  'commerce/list-orders': listOrders,
  'commerce/get-order-receipt': getOrderReceipt,
  'commerce/order-receipt-pdf': orderReceiptPdf,
  'commerce/list-payment-methods': listPaymentMethods,
  'commerce/get-default-payment-method': getDefaultPaymentMethod,
  'commerce/create-setup-intent': createSetupIntent,
  'commerce/update-default-payment-method': updateDefaultPaymentMethod,
  'commerce/delete-payment-method': deletePaymentMethod,
  'commerce/list-auto-renewals': listAutoRenewals,
  'commerce/update-auto-renewal': updateAutoRenewal,
  'commerce/get-auto-renewal-payment': getAutoRenewalPayment,
  'commerce/get-referrals': getReferrals,
  'commerce/claim-referral': claimReferral,
  'commerce/create-review': createReview,
  'commerce/list-reviews': listReviews,
} as const;
