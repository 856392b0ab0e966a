// Group commerce: the group cart priced with the discount tier, quotes (onboarding), purchases charged
// to the group's saved card, receipts, billing (the group's cards), group settings and subscription
// interest. Money is integer cents; the server prices, the client only shows.
import * as z from 'zod/mini';
import { GROUP_NAME_CONTACT_MESSAGE, isContactFreeGroupName } from '../rules/group-names';
import { DOUBLE_SUBMIT_SECONDS, defineContract } from './contract';
import { binary, envelope, messageBody, pagedReply, pageQuery, validationErrors } from './envelope';
import { MAX_LENGTH } from './limits';
import { GROUP_ORDER_SORTS } from './list-options';
import { groupSummary, stepUpPassword } from './common';
import { paymentMethod } from './commerce';

const productId = z.string().check(z.minLength(1), z.maxLength(100));
/** Seats of one product: a whole number, 0 to 1,000 per order. */
const seats = z
  .number()
  .check(z.int('must be a whole number'), z.gte(0, 'must be 0 or more'), z.lte(1000, 'must be 1000 or less'));
/** The spec's cart map: product (line) id -> quantity. */
export const cartMap = z.record(productId, seats);
export type CartMap = z.infer<typeof cartMap>;

/**
 * The cart map travels in the query string as JSON (`?cart={"acls-cert":3}`, what the web sends) or in the
 * spec's bracket form (`?cart[acls-cert]=3`): the object keeps the `cart[<id>]` parameters for the domain,
 * which reads either form with `cartMap` (functions/domain/group-commerce/group-cart.ts).
 */
const cartQuery = z.looseObject({ cart: z.optional(z.string().check(z.maxLength(4000))) });
export type CartQuery = z.infer<typeof cartQuery>;

export const groupCartLine = z.object({
  id: z.string(),
  name: z.string(),
  /** One seat before the discount, cents. */
  price: z.number(),
  discountTier: z.number(),
  discountedPrice: z.number(),
  quantity: z.number(),
  total: z.number(),
  attachedIcon: z.object({ url: z.nullable(z.string()) }),
});

export const groupCart = z.object({
  products: z.array(z.object({ id: z.string() })),
  lineItems: z.array(groupCartLine),
  /** Products with at least one seat. */
  courseCount: z.number(),
  total: z.number(),
  subtotal: z.number(),
  /** The percent this order gets (0: none yet). */
  discountTier: z.number(),
  discountAmount: z.number(),
  /** Seats in this order. */
  quantity: z.number(),
  /** Seats the group bought before, and with this order (what the tier bar shows). */
  lifetimeQuantity: z.number(),
  cumulativeQuantity: z.number(),
  nextTier: z.nullable(z.object({ seatsNeeded: z.number(), percent: z.number() })),
  discountTiers: z.array(z.object({ min: z.number(), percent: z.number() })),
  subscriptionInterestSent: z.boolean(),
});
export type GroupCart = z.infer<typeof groupCart>;

export const getGroupCart = defineContract({
  method: 'GET',
  path: '/api/groups/cart.json',
  access: 'groupAdmin',
  summary:
    "The group cart for a cart map (JSON `cart`, or the spec's `cart[<id>]=<seats>`): products asked for, bought before, or the certifications, priced at the tier the lifetime seats plus this order reach.",
  grants: ['table:read'],
  query: cartQuery,
  responses: { 200: groupCart, 409: messageBody, 422: validationErrors },
});

export const catalogueProduct = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  attachedIcon: z.object({ url: z.nullable(z.string()) }),
});

export const searchGroupProducts = defineContract({
  method: 'GET',
  path: '/api/groups/products/search.json',
  access: 'groupAdmin',
  summary: 'Catalogue products whose name contains the search (lowercased), to add to the group cart.',
  grants: ['table:read'],
  query: z.object({ search: z.optional(z.string().check(z.maxLength(100))) }),
  responses: { 200: z.object({ data: z.array(catalogueProduct) }) },
});

export const createGroupOnboarding = defineContract({
  method: 'POST',
  path: '/api/groups/group_onboardings.json',
  access: 'groupAdmin',
  summary:
    "Saves the group's personalized quote (products and quantities, each above 0) and makes it the group's onboarding.",
  grants: ['table:write'],
  idempotent: true,
  doubleSubmitSeconds: DOUBLE_SUBMIT_SECONDS,
  body: z.object({
    onboardingProductsAttributes: z.array(z.object({ productId, quantity: z.unknown() })).check(z.maxLength(50)),
  }),
  responses: {
    201: z.object({ data: z.object({ id: z.string() }), ...envelope }),
    409: messageBody,
    422: validationErrors,
  },
});

export const getGroupOnboardingCart = defineContract({
  method: 'GET',
  path: '/api/groups/group_onboardings/:id/cart.json',
  access: 'groupAdmin',
  summary:
    "A quote of the caller's group as a cart (the cart map overrides its quantities); another group's quote is not found.",
  grants: ['table:read'],
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  query: cartQuery,
  responses: { 200: groupCart, 404: messageBody, 409: messageBody, 422: validationErrors },
});

export const groupOrder = z.object({
  id: z.string(),
  uuid: z.string(),
  createdAt: z.string(),
  /** What was charged, cents. */
  totalCost: z.number(),
  /** The discount tier, percent. */
  discount: z.number(),
  /** The saving, cents. */
  discountedAmount: z.number(),
  /** Seats bought. */
  totalProducts: z.number(),
  /** What was bought, e.g. `ACLS Certification × 5`. */
  courses: z.array(z.object({ productId: z.string(), name: z.string(), quantity: z.number() })),
});
export type GroupOrder = z.infer<typeof groupOrder>;

/**
 * A charge that is not done yet (our addition): `requires_authentication`, the bank wants the admin to
 * confirm it (3-D Secure: confirm the intent with its client secret and the card, then call
 * complete-purchase); `processing`, the seats are added when it completes.
 */
export const groupPaymentPending = z.object({
  status: z.enum(['requires_authentication', 'processing']),
  paymentIntentId: z.string(),
  clientSecret: z.nullable(z.string()),
  paymentMethodId: z.string(),
  message: z.string(),
  ...envelope,
});

const purchased = z.object({ order: groupOrder, ...envelope });

export const groupPurchase = defineContract({
  method: 'POST',
  path: '/api/groups/purchases.json',
  access: 'groupAdmin',
  summary:
    "Buys the cart's seats: prices it on the server, charges the group's saved card (on-session: the admin is here), then the order, the seats and the group's purchased flag in one transaction. 202 when the bank wants 3-D Secure; a refusal is a 422 with the card's message; 503 when the payment service does not answer.",
  grants: ['table:write', 'payments'],
  idempotent: true,
  doubleSubmitSeconds: DOUBLE_SUBMIT_SECONDS,
  body: z.object({
    cart: cartMap,
    paymentMethodId: z.string().check(z.trim(), z.minLength(1, "can't be blank"), z.maxLength(255)),
  }),
  responses: {
    201: purchased,
    202: groupPaymentPending,
    404: messageBody,
    409: messageBody,
    422: validationErrors,
    503: messageBody,
  },
});

export const completeGroupPurchase = defineContract({
  method: 'POST',
  path: '/api/groups/purchases/complete.json',
  access: 'groupAdmin',
  summary:
    "Our addition: after the browser authenticated a purchase's charge (3-D Secure), writes its order and seats from the saved order; the same order whoever completes it (this call, a retry, the webhook).",
  grants: ['table:write', 'payments'],
  body: z.object({
    paymentIntentId: z.string().check(z.trim(), z.minLength(1, "can't be blank"), z.maxLength(255)),
  }),
  responses: { 201: purchased, 404: messageBody, 409: messageBody, 422: validationErrors, 503: messageBody },
});

export const listGroupOrders = defineContract({
  method: 'GET',
  path: '/api/groups/orders.json',
  access: 'groupAdmin',
  summary:
    "The caller's group orders, one page: newest first, or by a column (`sort`, `sort_order`; the group's orders are read whole, a group buys a few times a year).",
  grants: ['table:read'],
  query: z.extend(pageQuery, {
    sort: z.optional(z.enum(GROUP_ORDER_SORTS)),
    sort_order: z.optional(z.enum(['asc', 'desc'])),
  }),
  responses: { 200: pagedReply(groupOrder), 422: validationErrors },
});

export const groupReceipt = z.object({
  order: groupOrder,
  lines: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      quantity: z.number(),
      price: z.number(),
      discountedPrice: z.number(),
      total: z.number(),
    }),
  ),
  subtotal: z.number(),
  total: z.number(),
  card: z.nullable(z.object({ brand: z.string(), last4: z.string() })),
  billedTo: z.object({ name: z.string(), email: z.string() }),
  companyName: z.string(),
});
export type GroupReceipt = z.infer<typeof groupReceipt>;

const orderUuid = z.object({
  uuid: z.string().check(z.maxLength(MAX_LENGTH.id, 'is invalid'), z.regex(/^[0-9a-f-]{36}$/, 'is invalid')),
});

export const getGroupOrderReceipt = defineContract({
  method: 'GET',
  path: '/api/groups/orders/:uuid.json',
  access: 'groupAdmin',
  summary: "One of the caller's group orders as its receipt shows it.",
  grants: ['table:read'],
  params: orderUuid,
  responses: { 200: groupReceipt, 404: messageBody, 422: validationErrors },
});

export const groupOrderReceiptPdf = defineContract({
  method: 'GET',
  path: '/api/groups/orders/:uuid/receipt.pdf',
  access: 'groupAdmin',
  summary: "One of the caller's group orders' receipt as a PDF.",
  grants: ['table:read'],
  produces: 'application/pdf',
  params: orderUuid,
  responses: { 200: binary, 404: messageBody, 422: validationErrors },
});

const paymentMethodId = z.string().check(z.trim(), z.minLength(1, "can't be blank"), z.maxLength(255));
const cards = z.object({ data: z.array(paymentMethod), ...envelope });

export const listGroupPaymentMethods = defineContract({
  method: 'GET',
  path: '/api/groups/payment_methods.json',
  access: 'groupAdmin',
  summary: "The group's saved cards (its Stripe customer's).",
  grants: ['table:read', 'payments'],
  responses: { 200: cards },
});

export const createGroupSetupIntent = defineContract({
  method: 'POST',
  path: '/api/groups/payment_methods/create_setup_intent.json',
  access: 'groupAdmin',
  summary:
    "Our addition: opens a Stripe SetupIntent on the group's customer; the browser confirms it with the new card (Stripe's card check and 3-D Secure), then names the card to POST /api/groups/payment_methods.json. Step-up as any card change.",
  grants: ['table:write', 'payments', 'cognito:sign-in'],
  body: z.object({ currentPassword: stepUpPassword }),
  responses: {
    200: z.object({ clientSecret: z.string() }),
    422: validationErrors,
    429: validationErrors,
    503: messageBody,
  },
});

export const addGroupPaymentMethod = defineContract({
  method: 'POST',
  path: '/api/groups/payment_methods.json',
  access: 'groupAdmin',
  summary:
    "Saves a card to the group's Stripe customer: one the browser saved through create_setup_intent is confirmed; another PaymentMethod id is attached (Stripe's card check refuses a declining card: 422 with its message).",
  grants: ['table:write', 'payments', 'cognito:sign-in'],
  body: z.object({ paymentMethodId, currentPassword: stepUpPassword }),
  responses: { 201: cards, 404: messageBody, 422: validationErrors, 429: validationErrors, 503: messageBody },
});

export const deleteGroupPaymentMethod = defineContract({
  method: 'DELETE',
  path: '/api/groups/payment_methods',
  access: 'groupAdmin',
  summary: "Removes one of the group's saved cards.",
  grants: ['table:write', 'payments', 'cognito:sign-in'],
  body: z.object({ paymentMethodId, currentPassword: stepUpPassword }),
  responses: { 200: cards, 404: messageBody, 422: validationErrors, 429: validationErrors },
});

export const updateGroup = defineContract({
  method: 'PATCH',
  path: '/api/groups/:id',
  access: 'groupAdmin',
  summary: "Renames the caller's group (Group Information); any other id is not found.",
  grants: ['table:write'],
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  body: z.object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, "can't be blank"),
        z.maxLength(120, 'is too long (maximum is 120 characters)'),
        z.refine(isContactFreeGroupName, GROUP_NAME_CONTACT_MESSAGE),
      ),
  }),
  responses: { 200: z.object({ group: groupSummary, ...envelope }), 404: messageBody, 422: validationErrors },
});

export const subscriptionInterest = defineContract({
  method: 'POST',
  path: '/api/partners/subscription_interest.json',
  access: 'groupAdmin',
  summary: "Records the group's interest in subscription pricing (the extra 15 % off): sets subscriptionInterestSent.",
  grants: ['table:write'],
  responses: { 201: z.object({ subscriptionInterestSent: z.boolean(), ...envelope }) },
});

export const groupCommerceContracts = {
  'group-commerce/get-cart': getGroupCart,
  'group-commerce/search-products': searchGroupProducts,
  'group-commerce/create-onboarding': createGroupOnboarding,
  'group-commerce/get-onboarding-cart': getGroupOnboardingCart,
  'group-commerce/purchase': groupPurchase,
  'group-commerce/complete-purchase': completeGroupPurchase,
  'group-commerce/list-orders': listGroupOrders,
  'group-commerce/get-order-receipt': getGroupOrderReceipt,
  'group-commerce/order-receipt-pdf': groupOrderReceiptPdf,
  'group-commerce/list-payment-methods': listGroupPaymentMethods,
  'group-commerce/create-setup-intent': createGroupSetupIntent,
  'group-commerce/add-payment-method': addGroupPaymentMethod,
  'group-commerce/delete-payment-method': deleteGroupPaymentMethod,
  'group-commerce/update-group': updateGroup,
  'group-commerce/subscription-interest': subscriptionInterest,
} as const;
