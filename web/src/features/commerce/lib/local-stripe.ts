// Locally the card fields talk to the Stripe stand-in the way stripe.js talks to Stripe: the
// publishable key, a new PaymentMethod from the card, then confirm with the intent's client secret.
// The card number goes only to the stand-in, never to our API.
import { intentIdOf, type CardOutcome } from './card-payment';
import type { SetupResult } from './entered-card';

export interface LocalStripe {
  apiUrl: string;
  publishableKey: string;
}

interface StripeReply {
  id?: string;
  status?: string;
  /** A SetupIntent's saved card (an id: the stand-in, like Stripe, does not expand it). */
  payment_method?: string | null;
  next_action?: { redirect_to_url?: { url?: string } } | null;
  last_setup_error?: { message?: string } | null;
  error?: { message?: string };
}

/** A GET, or a form POST when there are fields. */
async function call(stripe: LocalStripe, path: string, fields?: Record<string, string>): Promise<StripeReply> {
  try {
    const response = await fetch(`${stripe.apiUrl}${path}`, {
      method: fields ? 'POST' : 'GET',
      headers: {
        authorization: `Bearer ${stripe.publishableKey}`,
        ...(fields ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(fields ? { body: new URLSearchParams(fields) } : {}),
    });
    return (await response.json()) as StripeReply;
  } catch {
    return { error: { message: 'We could not reach the payment service. Please try again.' } };
  }
}

const NOT_SAVED = 'Your card could not be saved.';

export interface CardDetails {
  name: string;
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

export async function createLocalPaymentMethod(
  stripe: LocalStripe,
  card: CardDetails,
): Promise<{ id: string } | { error: string }> {
  const [month = '', year = ''] = card.expiry.split('/').map((part) => part.trim());
  const reply = await call(stripe, '/v1/payment_methods', {
    type: 'card',
    'card[number]': card.number.replace(/\s+/g, ''),
    'card[exp_month]': month,
    'card[exp_year]': year,
    'card[cvc]': card.cvc,
    'billing_details[name]': card.name,
  });
  return reply.error || !reply.id
    ? { error: reply.error?.message ?? 'Your card could not be used.' }
    : { id: reply.id };
}

/** Confirms an intent with a PaymentMethod (a new card's, or a saved one's id). */
export async function confirmLocalIntent(
  stripe: LocalStripe,
  clientSecret: string,
  paymentMethodId: string,
  returnTo: string,
): Promise<CardOutcome> {
  const reply = await call(stripe, `/v1/payment_intents/${intentIdOf(clientSecret)}/confirm`, {
    payment_method: paymentMethodId,
    client_secret: clientSecret,
    return_url: returnTo,
  });
  if (reply.error) return { status: 'failed', message: reply.error.message ?? 'Your card was declined.' };
  if (reply.status === 'succeeded') return { status: 'succeeded', paymentIntentId: reply.id! };
  const url = reply.next_action?.redirect_to_url?.url;
  if (reply.status === 'requires_action' && url) return { status: 'redirect', url };
  return { status: 'failed', message: 'Your payment could not be completed.' };
}

/**
 * Confirms a SetupIntent (saving a card on the billing page). A card that needs 3-D Secure goes to the
 * bank page, which comes back to `returnTo` with `setup_intent_client_secret` (see localSetupOutcome).
 */
export async function confirmLocalSetup(
  stripe: LocalStripe,
  clientSecret: string,
  paymentMethodId: string,
  returnTo: string,
): Promise<SetupResult> {
  const reply = await call(stripe, `/v1/setup_intents/${intentIdOf(clientSecret)}/confirm`, {
    payment_method: paymentMethodId,
    client_secret: clientSecret,
    return_url: returnTo,
  });
  if (reply.error) return { ok: false, message: reply.error.message ?? NOT_SAVED };
  if (reply.status === 'succeeded') return { ok: true, paymentMethodId: reply.payment_method ?? paymentMethodId };
  const url = reply.next_action?.redirect_to_url?.url;
  if (reply.status === 'requires_action' && url) return { ok: false, redirectTo: url };
  return { ok: false, message: NOT_SAVED };
}

/** Back from the bank page: the SetupIntent's outcome, read with its client secret (as stripe.js does). */
export async function localSetupOutcome(stripe: LocalStripe, clientSecret: string): Promise<SetupResult> {
  const secret = encodeURIComponent(clientSecret);
  const reply = await call(stripe, `/v1/setup_intents/${intentIdOf(clientSecret)}?client_secret=${secret}`);
  if (reply.status === 'succeeded' && reply.payment_method) return { ok: true, paymentMethodId: reply.payment_method };
  return { ok: false, message: reply.error?.message ?? reply.last_setup_error?.message ?? NOT_SAVED };
}
