// What commerce asks of the payment provider, in our words. Every call is Stripe's own API through
// the one client in stripe-client.ts; card numbers never pass through here (the browser gives them
// to Stripe, or locally to the stand-in, and we only see PaymentMethod ids).
import type Stripe from 'stripe';
import { versionedKey } from './idempotency-keys';
import { stripe } from './stripe-client';
import { asPaymentServiceError, stripeFailure } from './stripe-errors';
import { stripeKeys } from './stripe-keys';

export interface IntentSummary {
  id: string;
  status: string;
  amount: number;
  customerId: string | null;
  paymentMethodId: string | null;
  clientSecret: string | null;
  metadata: Record<string, string>;
  /** Why the last attempt failed (the bank's message, or a failed authentication), if it did. */
  lastError: string | null;
}

export interface SavedCard {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A card refused where it is saved (declined at Stripe's card check, or already another customer's): its message is shown. */
export class PaymentRefused extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

export const summary = (intent: Stripe.PaymentIntent): IntentSummary => ({
  id: intent.id,
  status: intent.status,
  amount: intent.amount,
  customerId: typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null),
  paymentMethodId:
    typeof intent.payment_method === 'string' ? intent.payment_method : (intent.payment_method?.id ?? null),
  clientSecret: intent.client_secret,
  metadata: intent.metadata ?? {},
  lastError: intent.last_payment_error?.message ?? null,
});

/**
 * Card only, never a redirect: without this Stripe (API 2023-08-16 on) accepts the Dashboard's
 * redirect-based methods and refuses a server-side confirmation that has no return_url. Cards' 3-D
 * Secure still happens (stripe.js handles it on-session; off-session it is a refusal).
 */
export const CARDS_WITHOUT_REDIRECTS = { enabled: true, allow_redirects: 'never' } as const;

const card = (pm: Stripe.PaymentMethod): SavedCard => ({
  paymentMethodId: pm.id,
  brand: pm.card?.brand ?? 'card',
  last4: pm.card?.last4 ?? '',
  expMonth: pm.card?.exp_month ?? 0,
  expYear: pm.card?.exp_year ?? 0,
});

/**
 * A Stripe customer (a learner's, or a group's without an email: any of its admins may be first, and
 * the same parameters are what make concurrent first calls one customer under the idempotency key).
 */
export async function createCustomer(input: { userId: string; email?: string; name: string }): Promise<string> {
  const params = {
    ...(input.email ? { email: input.email } : {}),
    name: input.name,
    metadata: { userId: input.userId },
  };
  try {
    const customer = await (await stripe()).customers.create(params, {
      idempotencyKey: versionedKey(`customer-${input.userId}`, params),
    });
    return customer.id;
  } catch (error) {
    throw asPaymentServiceError(error);
  }
}

/**
 * Opens a PaymentIntent (unconfirmed: no money moves until it is confirmed, by the browser at checkout
 * or by chargeSavedCard for a saved card). Stripe's refusal of the request is a PaymentServiceError.
 */
export async function createPaymentIntent(input: {
  amount: number;
  customerId: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
  /** Keep the card for auto-renewals. */
  saveCard: boolean;
}): Promise<IntentSummary> {
  const params = {
    amount: input.amount,
    currency: 'usd',
    customer: input.customerId,
    metadata: input.metadata,
    automatic_payment_methods: CARDS_WITHOUT_REDIRECTS,
    ...(input.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
  };
  try {
    const intent = await (await stripe()).paymentIntents.create(params, {
      idempotencyKey: versionedKey(input.idempotencyKey, params),
    });
    return summary(intent);
  } catch (error) {
    throw asPaymentServiceError(error);
  }
}

/**
 * Cancels an intent that has taken no money, so no link or retry can pay it any more. Returns its
 * status afterwards: 'canceled', or what kept it from being canceled ('succeeded', 'processing').
 */
export async function cancelPaymentIntent(id: string): Promise<IntentSummary['status']> {
  try {
    return (await (await stripe()).paymentIntents.cancel(id)).status;
  } catch (error) {
    if (stripeFailure(error)?.code !== 'payment_intent_unexpected_state') throw asPaymentServiceError(error);
    return (await retrievePaymentIntent(id))?.status ?? 'canceled';
  }
}

export async function retrievePaymentIntent(id: string): Promise<IntentSummary | null> {
  try {
    return summary(await (await stripe()).paymentIntents.retrieve(id));
  } catch (error) {
    if ((error as { code?: string }).code === 'resource_missing') return null;
    throw asPaymentServiceError(error);
  }
}

/** A SetupIntent the browser confirms with a new card (Stripe's card check and 3-D Secure happen there). */
export async function createSetupIntent(customerId: string): Promise<{ id: string; clientSecret: string }> {
  try {
    const intent = await (await stripe()).setupIntents.create({
      customer: customerId,
      usage: 'off_session',
      automatic_payment_methods: CARDS_WITHOUT_REDIRECTS,
    });
    return { id: intent.id, clientSecret: intent.client_secret! };
  } catch (error) {
    throw asPaymentServiceError(error);
  }
}

/** Every saved card: Stripe answers 10 a page, so the SDK pages on (a group customer can have more). */
export async function listCards(customerId: string): Promise<SavedCard[]> {
  const cards: SavedCard[] = [];
  try {
    for await (const pm of (await stripe()).paymentMethods.list({ customer: customerId, type: 'card' }))
      cards.push(card(pm));
  } catch (error) {
    throw asPaymentServiceError(error);
  }
  return cards;
}

/** A card, only when it belongs to this customer. */
export async function findCard(customerId: string, paymentMethodId: string): Promise<SavedCard | null> {
  try {
    const pm = await (await stripe()).paymentMethods.retrieve(paymentMethodId);
    const owner = typeof pm.customer === 'string' ? pm.customer : pm.customer?.id;
    return owner === customerId ? card(pm) : null;
  } catch (error) {
    if ((error as { code?: string }).code === 'resource_missing') return null;
    throw asPaymentServiceError(error);
  }
}

/**
 * Attaches a card the browser gave the provider to a customer (a group's saved cards). Unknown: null;
 * refused by the provider (e.g. already another customer's): PaymentRefused with its message.
 */
export async function attachCard(paymentMethodId: string, customerId: string): Promise<SavedCard | null> {
  try {
    return card(await (await stripe()).paymentMethods.attach(paymentMethodId, { customer: customerId }));
  } catch (error) {
    const stripeError = error as { type?: string; message?: string; code?: string };
    if (stripeError.code === 'resource_missing') return null;
    if (stripeError.type === 'StripeCardError' || stripeError.type === 'StripeInvalidRequestError')
      throw new PaymentRefused(stripeError.message ?? 'This card could not be saved.', stripeError.code ?? null);
    throw asPaymentServiceError(error);
  }
}

export async function defaultCardId(customerId: string): Promise<string | null> {
  let customer: Stripe.Customer | Stripe.DeletedCustomer;
  try {
    customer = await (await stripe()).customers.retrieve(customerId);
  } catch (error) {
    throw asPaymentServiceError(error);
  }
  if (customer.deleted) return null;
  const pm = customer.invoice_settings?.default_payment_method;
  return typeof pm === 'string' ? pm : (pm?.id ?? null);
}

export async function setDefaultCard(customerId: string, paymentMethodId: string): Promise<void> {
  try {
    await (await stripe()).customers.update(customerId, {
      invoice_settings: { default_payment_method: paymentMethodId },
    });
  } catch (error) {
    throw asPaymentServiceError(error);
  }
}

export async function detachCard(paymentMethodId: string): Promise<void> {
  try {
    await (await stripe()).paymentMethods.detach(paymentMethodId);
  } catch (error) {
    throw asPaymentServiceError(error);
  }
}

/**
 * Refunds a payment in full. Stripe answers `succeeded`, or `pending` (the bank has not confirmed yet;
 * it may still end `failed` or `canceled`, which the `charge.refund.updated` event would say).
 */
const REFUND_STATUSES = ['succeeded', 'pending', 'failed', 'canceled', 'requires_action'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export async function refundPayment(paymentIntentId: string, idempotencyKey: string): Promise<RefundStatus> {
  const params = { payment_intent: paymentIntentId };
  try {
    const refund = await (await stripe()).refunds.create(params, {
      idempotencyKey: versionedKey(idempotencyKey, params),
    });
    // A status Stripe adds later is treated as not final yet (the refund event will tell).
    return REFUND_STATUSES.find((status) => status === refund.status) ?? 'pending';
  } catch (error) {
    throw asPaymentServiceError(error);
  }
}

/** A webhook event, only when its signature is Stripe's (constructEvent throws otherwise). */
export async function verifiedEvent(rawBody: Buffer, signature: string): Promise<Stripe.Event> {
  const { webhookSecret } = await stripeKeys();
  return (await stripe()).webhooks.constructEvent(rawBody, signature, webhookSecret);
}
