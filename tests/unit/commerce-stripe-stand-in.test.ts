// The Stripe stand-in, driven by the real `stripe` SDK exactly as the payments adapter drives it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { startStripeStandIn } from '@infra/local/services/stripe/server';
import { freePort } from '@infra/local/processes';

const WEBHOOK_SECRET = 'whsec_test_stand_in';
let sdk: Stripe;
let baseUrl: string;
let stop: () => Promise<void>;
const received: { signature: string; body: string }[] = [];
let hook: http.Server;

beforeAll(async () => {
  hook = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        signature: String(req.headers['stripe-signature']),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  ({ stop } = await startStripeStandIn({
    port,
    webhookUrl: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`,
    webhookSecret: WEBHOOK_SECRET,
    stateFile: null,
    publicUrl: baseUrl,
  }));
  sdk = new Stripe('sk_test_unit', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
});

afterAll(async () => {
  await stop();
  hook.close();
});

const waitForEvent = async (type: string, objectId: string) => {
  for (let i = 0; i < 50; i++) {
    const found = received.find((r) => r.body.includes(`"type": "${type}"`) && r.body.includes(objectId));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no ${type} for ${objectId}`);
};

describe('Stripe stand-in through the stripe SDK', () => {
  it('pays with pm_card_visa and delivers a payment_intent.succeeded that constructEvent verifies', async () => {
    const customer = await sdk.customers.create({ email: 'a@example.com' });
    const intent = await sdk.paymentIntents.create({
      amount: 19900,
      currency: 'usd',
      customer: customer.id,
      metadata: { order: 'x' },
    });
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.client_secret).toMatch(/^pi_.+_secret_/);
    const confirmed = await sdk.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    expect(confirmed.status).toBe('succeeded');
    expect(confirmed.amount_received).toBe(19900);
    const delivery = await waitForEvent('payment_intent.succeeded', intent.id);
    const event = sdk.webhooks.constructEvent(delivery.body, delivery.signature, WEBHOOK_SECRET);
    expect(event.type).toBe('payment_intent.succeeded');
    expect((event.data.object as Stripe.PaymentIntent).metadata.order).toBe('x');
    expect(() => sdk.webhooks.constructEvent(delivery.body, delivery.signature, 'whsec_other')).toThrow();
  });

  it("declines pm_card_chargeDeclined with Stripe's card_error", async () => {
    const intent = await sdk.paymentIntents.create({ amount: 5000, currency: 'usd' });
    const error = await sdk.paymentIntents
      .confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect((error as Stripe.errors.StripeCardError).code).toBe('card_declined');
    expect((error as Stripe.errors.StripeCardError).message).toBe('Your card was declined.');
    expect((await sdk.paymentIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
    await waitForEvent('payment_intent.payment_failed', intent.id);
  });

  it('asks for authentication on-session and refuses it off-session', async () => {
    const intent = await sdk.paymentIntents.create({ amount: 5000, currency: 'usd' });
    const confirmed = await sdk.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_authenticationRequired',
      return_url: 'http://localhost/checkout/confirm-payment',
    });
    expect(confirmed.status).toBe('requires_action');
    const page = await fetch(confirmed.next_action!.redirect_to_url!.url!);
    expect(await page.text()).toContain('Complete authentication');
    const back = await fetch(confirmed.next_action!.redirect_to_url!.url!, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'complete' }),
      redirect: 'manual',
    });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toContain(`payment_intent=${intent.id}`);
    expect((await sdk.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');

    const customer = await sdk.customers.create({});
    const pm = await sdk.paymentMethods.attach('pm_card_authenticationRequired', { customer: customer.id });
    const offSession = await sdk.paymentIntents
      .create({
        amount: 5000,
        currency: 'usd',
        customer: customer.id,
        payment_method: pm.id,
        off_session: true,
        confirm: true,
      })
      .catch((e: unknown) => e);
    expect((offSession as Stripe.errors.StripeCardError).code).toBe('authentication_required');
  });

  it('honours Idempotency-Key: same reply for the same request, an error for different parameters', async () => {
    const first = await sdk.customers.create({ email: 'same@example.com' }, { idempotencyKey: 'customer-u1' });
    const again = await sdk.customers.create({ email: 'same@example.com' }, { idempotencyKey: 'customer-u1' });
    expect(again.id).toBe(first.id);
    const other = await sdk.customers
      .create({ email: 'other@example.com' }, { idempotencyKey: 'customer-u1' })
      .catch((e: unknown) => e);
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('saves cards through setup intents, lists, sets the default and detaches', async () => {
    const customer = await sdk.customers.create({});
    const setup = await sdk.setupIntents.create({ customer: customer.id, usage: 'off_session' });
    const done = await sdk.setupIntents.confirm(setup.id, { payment_method: 'pm_card_visa' });
    expect(done.status).toBe('succeeded');
    const list = await sdk.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(list.data.map((p) => p.card?.last4)).toEqual(['4242']);
    await sdk.customers.update(customer.id, { invoice_settings: { default_payment_method: list.data[0]!.id } });
    expect(
      ((await sdk.customers.retrieve(customer.id)) as Stripe.Customer).invoice_settings.default_payment_method,
    ).toBe(list.data[0]!.id);
    await sdk.paymentMethods.detach(list.data[0]!.id);
    expect((await sdk.paymentMethods.list({ customer: customer.id, type: 'card' })).data).toEqual([]);
    expect(
      ((await sdk.customers.retrieve(customer.id)) as Stripe.Customer).invoice_settings.default_payment_method,
    ).toBeNull();
  });

  it('lets the browser create a card and confirm with the publishable key and client secret only', async () => {
    const intent = await sdk.paymentIntents.create({ amount: 2500, currency: 'usd' });
    const browser = (path: string, body: Record<string, string>) =>
      fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: 'Bearer pk_test_unit', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body),
      });
    const pm = (await (
      await browser('/v1/payment_methods', {
        type: 'card',
        'card[number]': '4242 4242 4242 4242',
        'card[exp_month]': '12',
        'card[exp_year]': '40',
        'card[cvc]': '123',
      })
    ).json()) as { id: string; card: { last4: string } };
    expect(pm.card.last4).toBe('4242');
    const wrong = await browser(`/v1/payment_intents/${intent.id}/confirm`, {
      payment_method: pm.id,
      client_secret: 'nope',
    });
    expect(wrong.status).toBe(400);
    const ok = await browser(`/v1/payment_intents/${intent.id}/confirm`, {
      payment_method: pm.id,
      client_secret: intent.client_secret!,
    });
    expect(((await ok.json()) as { status: string }).status).toBe('succeeded');
    const refused = await fetch(`${baseUrl}/v1/customers`, {
      method: 'POST',
      headers: { authorization: 'Bearer pk_test_unit' },
    });
    expect(refused.status).toBe(401);
  });

  it('refunds a paid intent once', async () => {
    const intent = await sdk.paymentIntents.create({
      amount: 5000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    const refund = await sdk.refunds.create({ payment_intent: intent.id });
    expect(refund.amount).toBe(5000);
    await expect(sdk.refunds.create({ payment_intent: intent.id })).rejects.toThrow(/greater than unrefunded/);
  });
});
