// The Stripe stand-in, driven by the real `stripe` SDK exactly as the payments adapter drives it
// (intents created with `automatic_payment_methods: {enabled, allow_redirects: 'never'}`, as payments.ts does).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { startStripeStandIn } from '@infra/local/services/stripe/server';
import { freePort } from '@infra/local/processes';
import type { LooseJson } from '../support/loose-json';

const WEBHOOK_SECRET = 'whsec_test_stand_in';
let sdk: Stripe;
let baseUrl: string;
let stop: () => Promise<void>;
/** The stand-in's clock: tests move it on (idempotency keys expire after 24 hours). */
let clockMs = Date.now();
const NO_REDIRECTS = { enabled: true, allow_redirects: 'never' } as const;
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
    now: () => clockMs,
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
      automatic_payment_methods: NO_REDIRECTS,
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
    const intent = await sdk.paymentIntents.create({
      amount: 5000,
      currency: 'usd',
      automatic_payment_methods: NO_REDIRECTS,
    });
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
        automatic_payment_methods: NO_REDIRECTS,
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
    const setup = await sdk.setupIntents.create({
      customer: customer.id,
      usage: 'off_session',
      automatic_payment_methods: NO_REDIRECTS,
    });
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
    const intent = await sdk.paymentIntents.create({
      amount: 2500,
      currency: 'usd',
      automatic_payment_methods: NO_REDIRECTS,
    });
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
      automatic_payment_methods: NO_REDIRECTS,
    });
    const refund = await sdk.refunds.create({ payment_intent: intent.id });
    expect(refund.amount).toBe(5000);
    await expect(sdk.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
  });
});

describe('Stripe behaviour our code depends on (issue 21)', () => {
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: unknown) => e as Stripe.errors.StripeError,
    );
  /** The error object as Stripe's reply carried it (the SDK adds headers, statusCode and requestId to `raw`). */
  const sent = (error: Stripe.errors.StripeError | null): Record<string, LooseJson> => {
    const { headers: _h, statusCode: _s, requestId: _r, ...body } = error!.raw as Record<string, LooseJson>;
    return body;
  };

  it('refuses a confirmation without return_url while redirect-based methods are allowed (the default)', async () => {
    const customer = await sdk.customers.create({});
    const pm = await sdk.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const charge = { amount: 5000, currency: 'usd', customer: customer.id, payment_method: pm.id, confirm: true };
    const refused = await refusal(sdk.paymentIntents.create({ ...charge, off_session: true }));
    expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(refused!.message).toMatch(/^A `return_url` must be specified because this Payment Intent/);
    expect(sent(refused)).toEqual({ type: 'invalid_request_error', message: refused!.message });
    const defaulted = await sdk.paymentIntents.create({ amount: 5000, currency: 'usd' });
    expect(defaulted.automatic_payment_methods).toEqual({ allow_redirects: 'always', enabled: true });

    const paid = await sdk.paymentIntents.create({
      ...charge,
      off_session: true,
      automatic_payment_methods: NO_REDIRECTS,
    });
    expect(paid).toMatchObject({
      status: 'succeeded',
      automatic_payment_methods: { allow_redirects: 'never', enabled: true },
    });
    const withReturnUrl = await sdk.paymentIntents.create({ ...charge, return_url: 'http://localhost/back' });
    expect(withReturnUrl.status).toBe('succeeded');
    const setup = await sdk.setupIntents.create({ customer: customer.id });
    const setupRefused = await refusal(sdk.setupIntents.confirm(setup.id, { payment_method: 'pm_card_visa' }));
    expect(setupRefused!.message).toMatch(/because this Setup Intent is configured/);
  });

  it("runs Stripe's card check at attach: 0002 is refused there, 0341 attaches and fails its charges", async () => {
    const customer = await sdk.customers.create({});
    const declined = await refusal(sdk.paymentMethods.attach('pm_card_chargeDeclined', { customer: customer.id }));
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(declined!.raw).toMatchObject({ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' });
    expect(sent(declined)).not.toHaveProperty('param');
    const poor = await refusal(
      sdk.paymentMethods.attach('pm_card_chargeDeclinedInsufficientFunds', { customer: customer.id }),
    );
    expect(poor!.raw).toMatchObject({ code: 'card_declined', decline_code: 'insufficient_funds' });

    const saved = await sdk.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: customer.id });
    expect(saved.customer).toBe(customer.id);
    const charged = await refusal(
      sdk.paymentIntents.create({
        amount: 5000,
        currency: 'usd',
        customer: customer.id,
        payment_method: saved.id,
        off_session: true,
        confirm: true,
        automatic_payment_methods: NO_REDIRECTS,
      }),
    );
    const raw = sent(charged);
    expect(Object.keys(raw).sort()).toEqual(
      ['charge', 'code', 'decline_code', 'doc_url', 'message', 'payment_intent', 'payment_method', 'type'].sort(),
    );
    expect(raw.doc_url).toBe('https://stripe.com/docs/error-codes/card-declined');
    expect(raw.payment_intent).toMatchObject({ status: 'requires_payment_method', latest_charge: raw.charge });
    expect(raw.payment_intent.last_payment_error).not.toHaveProperty('param');
  });

  it('asks for 3-D Secure when a SetupIntent confirms 3184, and the bank page completes it', async () => {
    const customer = await sdk.customers.create({});
    const setup = await sdk.setupIntents.create({
      customer: customer.id,
      usage: 'off_session',
      automatic_payment_methods: NO_REDIRECTS,
    });
    const pending = await sdk.setupIntents.confirm(setup.id, {
      payment_method: 'pm_card_authenticationRequired',
      return_url: 'http://localhost/billing/payment-method/update',
    });
    expect(pending.status).toBe('requires_action');
    expect(pending.next_action).toEqual({
      type: 'redirect_to_url',
      redirect_to_url: {
        url: `${baseUrl}/_local/authenticate/${setup.id}`,
        return_url: 'http://localhost/billing/payment-method/update',
      },
    });
    expect((await sdk.paymentMethods.list({ customer: customer.id })).data).toEqual([]);
    const back = await fetch(pending.next_action!.redirect_to_url!.url!, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'complete' }),
      redirect: 'manual',
    });
    const location = new URL(back.headers.get('location')!);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      setup_intent: setup.id,
      setup_intent_client_secret: setup.client_secret,
      redirect_status: 'succeeded',
    });
    const done = await sdk.setupIntents.retrieve(setup.id);
    expect(done).toMatchObject({ status: 'succeeded', payment_method: pending.payment_method });
    expect(done).not.toHaveProperty('return_url');
    expect(done).not.toHaveProperty('_local');
    expect((await sdk.paymentMethods.list({ customer: customer.id })).data.map((p) => p.id)).toEqual([
      pending.payment_method,
    ]);
    await waitForEvent('setup_intent.succeeded', setup.id);

    const failing = await sdk.setupIntents.create({ customer: customer.id, automatic_payment_methods: NO_REDIRECTS });
    const action = await sdk.setupIntents.confirm(failing.id, {
      payment_method: 'pm_card_authenticationRequired',
      return_url: 'http://localhost/back',
    });
    await fetch(action.next_action!.redirect_to_url!.url!, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'fail' }),
      redirect: 'manual',
    });
    const failed = await sdk.setupIntents.retrieve(failing.id);
    expect(failed.status).toBe('requires_payment_method');
    expect(failed.last_setup_error).toMatchObject({
      type: 'invalid_request_error',
      code: 'setup_intent_authentication_failure',
    });
    await waitForEvent('setup_intent.setup_failed', failing.id);
  });

  it('records a failed 3-D Secure on a payment as Stripe does, and leaks no internal field', async () => {
    const intent = await sdk.paymentIntents.create({ amount: 5000, currency: 'usd' });
    const pending = await sdk.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_authenticationRequired',
      return_url: 'http://localhost/checkout/confirm-payment',
    });
    await fetch(pending.next_action!.redirect_to_url!.url!, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'fail' }),
      redirect: 'manual',
    });
    const failed = await sdk.paymentIntents.retrieve(intent.id);
    expect(failed.last_payment_error).toMatchObject({
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      doc_url: 'https://stripe.com/docs/error-codes/payment-intent-authentication-failure',
    });
    const event = await waitForEvent('payment_intent.payment_failed', intent.id);
    for (const body of [JSON.stringify(failed), event.body])
      expect(body).not.toMatch(/"(return_url|authenticated|_local|behaviour)"/);

    const ok = await sdk.paymentIntents.create({ amount: 5000, currency: 'usd' });
    const action = await sdk.paymentIntents.confirm(ok.id, {
      payment_method: 'pm_card_authenticationRequired',
      return_url: 'http://localhost/checkout/confirm-payment',
    });
    await fetch(action.next_action!.redirect_to_url!.url!, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'complete' }),
      redirect: 'manual',
    });
    const paid = await sdk.paymentIntents.retrieve(ok.id);
    expect(paid.status).toBe('succeeded');
    expect(JSON.stringify(paid)).not.toMatch(/"(return_url|authenticated|_local)"/);
  });

  it('3155 authenticates once on-session; saved that way it is charged off-session without authentication', async () => {
    const customer = await sdk.customers.create({});
    const offSession = (payment_method: string) =>
      sdk.paymentIntents.create({
        amount: 5000,
        currency: 'usd',
        customer: customer.id,
        payment_method,
        off_session: true,
        confirm: true,
        automatic_payment_methods: NO_REDIRECTS,
      });
    const bare = await sdk.paymentMethods.attach('pm_card_authenticationRequiredSetupForOffSession', {
      customer: customer.id,
    });
    expect((await refusal(offSession(bare.id)))!.code).toBe('authentication_required');

    const setup = await sdk.setupIntents.create({
      customer: customer.id,
      usage: 'off_session',
      automatic_payment_methods: NO_REDIRECTS,
    });
    const card = await fetch(`${baseUrl}/v1/payment_methods`, {
      method: 'POST',
      headers: { authorization: 'Bearer pk_test_unit', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        type: 'card',
        'card[number]': '4000 0025 0000 3155',
        'card[exp_month]': '12',
        'card[exp_year]': '40',
        'card[cvc]': '123',
      }),
    }).then((r) => r.json() as Promise<{ id: string }>);
    const pending = await sdk.setupIntents.confirm(setup.id, {
      payment_method: card.id,
      return_url: 'http://localhost/b',
    });
    expect(pending.status).toBe('requires_action');
    await fetch(pending.next_action!.redirect_to_url!.url!, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'complete' }),
      redirect: 'manual',
    });
    expect((await offSession(card.id)).status).toBe('succeeded');
  });

  it('saves no idempotent reply for a refused request, and forgets keys after 24 hours', async () => {
    const key = `k-${Math.random()}`;
    const badAmount = await refusal(
      sdk.paymentIntents.create({ amount: 10, currency: 'usd' }, { idempotencyKey: key }),
    );
    expect(badAmount!.code).toBe('amount_too_small');
    // The 400 was not saved: the same key with other parameters runs.
    const first = await sdk.paymentIntents.create({ amount: 5000, currency: 'usd' }, { idempotencyKey: key });
    const replay = await sdk.paymentIntents.create({ amount: 5000, currency: 'usd' }, { idempotencyKey: key });
    expect(replay.id).toBe(first.id);
    expect(replay.lastResponse.headers['idempotent-replayed']).toBe('true');

    clockMs += 24 * 60 * 60 * 1000 - 1000;
    expect((await sdk.paymentIntents.create({ amount: 5000, currency: 'usd' }, { idempotencyKey: key })).id).toBe(
      first.id,
    );
    clockMs += 2000;
    const anew = await sdk.paymentIntents.create({ amount: 5000, currency: 'usd' }, { idempotencyKey: key });
    expect(anew.id).not.toBe(first.id);
    expect(anew.created).toBeGreaterThanOrEqual(first.created + 24 * 60 * 60);
  });

  it('pages lists: limit (10 by default, at most 100), starting_after, ending_before, has_more', async () => {
    const customer = await sdk.customers.create({});
    const ids: string[] = [];
    for (let i = 0; i < 12; i++)
      ids.unshift((await sdk.paymentMethods.attach('pm_card_visa', { customer: customer.id })).id);
    const first = await sdk.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(first.data.map((p) => p.id)).toEqual(ids.slice(0, 10));
    expect(first.has_more).toBe(true);
    const next = await sdk.paymentMethods.list({ customer: customer.id, starting_after: ids[9] });
    expect({ ids: next.data.map((p) => p.id), more: next.has_more }).toEqual({ ids: ids.slice(10), more: false });
    const previous = await sdk.paymentMethods.list({ customer: customer.id, ending_before: ids[5], limit: 3 });
    expect({ ids: previous.data.map((p) => p.id), more: previous.has_more }).toEqual({
      ids: ids.slice(2, 5),
      more: true,
    });
    const all = await sdk.paymentMethods.list({ customer: customer.id, limit: 5 }).autoPagingToArray({ limit: 100 });
    expect(all.map((p) => p.id)).toEqual(ids);
    expect((await refusal(sdk.paymentMethods.list({ customer: customer.id, limit: 101 })))!.param).toBe('limit');
  });
});
