// What a learner's browser does at checkout, for the commerce API tests and the purchase benchmark:
// sign up, open a payment intent, confirm it against the Stripe stand-in the way stripe.js does
// (publishable key + client secret), then complete the purchase.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { ApiClient } from './api-client';
import type { LooseJson } from '@tests/support/loose-json';

interface Stack {
  url: string;
  env: Record<string, string>;
}

export interface OpenIntent {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
}

const idempotent = () => ({ headers: { 'idempotency-key': randomUUID() } });

/** A brand-new learner signed in on `client` (a fresh browser unless given one that already holds a cart). */
export async function signUpLearner(
  stack: Stack,
  options: { client?: ApiClient; firstName?: string; lastName?: string; emailPrefix?: string } = {},
) {
  const client = options.client ?? new ApiClient(stack.url);
  if (!client.csrfToken) await client.bootstrap();
  const email = `${options.emailPrefix ?? 'buy'}-${randomUUID()}@example.com`;
  const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const created = await client.post(
    '/api/users.json',
    {
      firstName: options.firstName ?? 'Bea',
      lastName: options.lastName ?? 'Buyer',
      email,
      phone,
      password: 'Str0ngPassword',
    },
    idempotent(),
  );
  if (created.status !== 201) throw new Error(`Sign-up failed: ${created.status} ${JSON.stringify(created.body)}`);
  return { client, userId: created.body.user.id as string, email };
}

export async function openPaymentIntent(client: ApiClient): Promise<OpenIntent> {
  const reply = await client.post('/api/payment_intents.json', { cart: {} }, idempotent());
  if (reply.status !== 200) throw new Error(`Payment intent refused: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as OpenIntent;
}

/** A POST to the stand-in as the browser makes it (publishable key, form-encoded). */
export async function stripeFromBrowser(stack: Stack, path: string, fields: Record<string, string>) {
  const response = await fetch(`${stack.env.STRIPE_LOCAL_BROWSER_URL}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${stack.env.STRIPE_PUBLISHABLE_KEY}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, body: (await response.json()) as LooseJson };
}

export const confirmInBrowser = (stack: Stack, intent: OpenIntent, paymentMethod: string) =>
  stripeFromBrowser(stack, `/v1/payment_intents/${intent.paymentIntentId}/confirm`, {
    payment_method: paymentMethod,
    client_secret: intent.clientSecret,
    return_url: `${stack.url}/checkout/confirm-payment`,
  });

export const completePurchase = (client: ApiClient, paymentIntentId: string | null, key: string = randomUUID()) =>
  client.post('/api/purchases.json', { paymentIntentId, cart: {} }, { headers: { 'idempotency-key': key } });

/** The intent as the stand-in holds it now (what a webhook event carries). */
export async function providerIntent(stack: Stack, paymentIntentId: string) {
  const response = await fetch(`${stack.env.STRIPE_API_URL}/v1/payment_intents/${paymentIntentId}`, {
    headers: { authorization: `Bearer ${stack.env.STRIPE_SECRET_KEY}` },
  });
  return (await response.json()) as { id: string; metadata: Record<string, string> };
}

/** A payment_intent.succeeded event for the intent, with a fresh event id (a delivery of our own, beside the stand-in's). */
export const paidIntentEvent = async (stack: Stack, paymentIntentId: string): Promise<string> =>
  JSON.stringify({
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: await providerIntent(stack, paymentIntentId) },
  });

export const signWebhook = (stack: Stack, payload: string, secret = stack.env.STRIPE_WEBHOOK_SECRET!) =>
  new Stripe(stack.env.STRIPE_SECRET_KEY!).webhooks.generateTestHeaderString({ payload, secret });

/** POSTs an event to our webhook endpoint, signed (by default with our secret) or not at all. */
export const postWebhook = (stack: Stack, payload: string, signature: string | null = signWebhook(stack, payload)) =>
  fetch(`${stack.url}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    body: payload,
  });

/** The browser's part of saving a card: the card goes to the provider (publishable key), we only get its id. */
export async function providerCardId(stack: Stack, number: string): Promise<string> {
  const reply = await stripeFromBrowser(stack, '/v1/payment_methods', {
    type: 'card',
    'card[number]': number,
    'card[exp_month]': '12',
    'card[exp_year]': '39',
    'card[cvc]': '123',
  });
  return reply.body.id as string;
}
