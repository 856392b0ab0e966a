// Learner commerce: cart, coupons, checkout (Stripe payment intents), purchases, orders, the Stripe
// webhook. Money is integer cents everywhere; the server prices, the client only shows.
import * as z from 'zod/mini';
import { defineContract, envelope, messageBody, validationErrors } from './contract';
import { cart } from './common';
import { image } from './catalog';

const cartReply = z.extend(cart, envelope);
const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

export const toggleProduct = defineContract({
  method: 'POST',
  path: '/api/cart/toggle_product.json',
  access: 'public',
  summary: 'Adds a product to the cart or removes it; adding a sister (Certification <-> Recertification) switches to it.',
  grants: ['table:write'],
  body: z.object({ id: required("can't be blank"), forLife: z._default(z.boolean(), false) }),
  responses: { 200: cartReply, 404: messageBody, 422: validationErrors },
});

export const toggleForLife = defineContract({
  method: 'POST',
  path: '/api/cart/toggle_for_life.json',
  access: 'public',
  summary: 'Turns For Life on or off for a certification in the cart.',
  grants: ['table:write'],
  body: z.object({ id: required("can't be blank") }),
  responses: { 200: cartReply, 404: messageBody, 422: validationErrors },
});

export const applyCoupon = defineContract({
  method: 'POST',
  path: '/api/cart/apply_coupon.json',
  access: 'public',
  summary: 'Applies a coupon code to the cart (422 on `coupon`: unknown, expired, used up, not applicable).',
  grants: ['table:write'],
  body: z.object({ coupon: z.string().check(z.trim(), z.minLength(1, 'Please enter a coupon code.'), z.maxLength(64, 'This coupon code is not valid.')) }),
  responses: { 200: cartReply, 422: validationErrors },
});

export const removeCoupon = defineContract({
  method: 'DELETE',
  path: '/api/cart/remove_coupon.json',
  access: 'public',
  summary: 'Removes the coupon from the cart.',
  grants: ['table:write'],
  responses: { 200: cartReply },
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
  summary: 'Completes a purchase once Stripe says the intent succeeded for exactly the priced amount (or directly for a zero total): order, subscriptions, coupon use, empty cart, in one transaction.',
  grants: ['table:write', 'payments'],
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
      purchaseData: z.nullable(z.object({ orderId: z.string(), value: z.number(), currency: z.string(), firstOrder: z.boolean(), items: z.array(orderLine) })),
    }),
  },
});

export const stripeWebhook = defineContract({
  method: 'POST',
  path: '/api/webhooks/stripe',
  access: 'public',
  summary: 'Stripe events (payment_intent.succeeded / payment_failed, setup_intent.succeeded), verified and handled once per event id.',
  webhook: { signatureHeader: 'Stripe-Signature' },
  grants: ['table:write', 'payments', 'mail'],
  maxBodyBytes: 256 * 1024,
  responses: { 200: z.object({ received: z.boolean() }), 400: messageBody },
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
} as const;
