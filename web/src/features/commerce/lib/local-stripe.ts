// Locally the card fields talk to the Stripe stand-in the way stripe.js talks to Stripe: the
// publishable key, a new PaymentMethod from the card, then confirm with the intent's client secret.
// The card number goes only to the stand-in, never to our API.
import { intentIdOf, type CardOutcome } from './card-payment';

export interface LocalStripe {
  apiUrl: string;
  publishableKey: string;
}

interface StripeReply {
  id?: string;
  status?: string;
  next_action?: { redirect_to_url?: { url?: string } } | null;
  error?: { message?: string };
}

async function post(stripe: LocalStripe, path: string, fields: Record<string, string>): Promise<StripeReply> {
  try {
    const response = await fetch(`${stripe.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${stripe.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(fields),
    });
    return (await response.json()) as StripeReply;
  } catch {
    return { error: { message: 'We could not reach the payment service. Please try again.' } };
  }
}

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
  const reply = await post(stripe, '/v1/payment_methods', {
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
  const reply = await post(stripe, `/v1/payment_intents/${intentIdOf(clientSecret)}/confirm`, {
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

/** Confirms a SetupIntent (saving a card on the billing page). */
export async function confirmLocalSetup(
  stripe: LocalStripe,
  clientSecret: string,
  paymentMethodId: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const reply = await post(stripe, `/v1/setup_intents/${clientSecret.split('_secret_')[0]}/confirm`, {
    payment_method: paymentMethodId,
    client_secret: clientSecret,
  });
  return reply.error || reply.status !== 'succeeded'
    ? { ok: false, message: reply.error?.message ?? 'Your card could not be saved.' }
    : { ok: true };
}
