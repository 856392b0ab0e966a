// The contract between our Stripe calls and Stripe's published OpenAPI spec (the trimmed fixture in
// tests/fixtures/stripe-openapi, see its README). Every operation and event the product uses is driven
// the way the product drives it: the server's calls through the payments adapter itself
// (functions/adapters/payments/payments.ts, the real `stripe` SDK), the browser's through the local
// card client (web/src/features/commerce/lib/local-stripe.ts, raw HTTP with the publishable key).
// A recording proxy keeps every exchange; then each request is checked against the operation's request
// schema, each 200 against its response schema, each error against `error`, and each webhook event
// against `event` and its object's schema. Against the stand-in, objects must carry no field the spec
// does not name (nothing internal leaks). With Stripe test keys in STRIPE_SECRET_KEY and
// STRIPE_PUBLISHABLE_KEY (docs/payments.md), the same suite runs against Stripe's test mode.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import Stripe from 'stripe';
import * as payments from '@functions/adapters/payments/payments';
import * as charges from '@functions/adapters/payments/saved-card-charges';
import { resetStripeClientForTests } from '@functions/adapters/payments/stripe-client';
import { resetStripeKeysForTests } from '@functions/adapters/payments/stripe-keys';
import { resetEnvForTests } from '@functions/lib/env';
import { startStripeStandIn } from '@infra/local/services/stripe/server';
import { freePort } from '@infra/local/processes';
import {
  confirmLocalIntent,
  confirmLocalSetup,
  createLocalPaymentMethod,
  localSetupOutcome,
  type LocalStripe,
} from '@web/features/commerce/lib/local-stripe';
import { validate, type Schema } from '../support/openapi-schema';
import { startRecorder, startWebhookReceiver, type Exchange } from '../support/stripe-recorder';

interface Fixture {
  source: { repository: string; file: string; commit: string; version: string };
  operations: Record<string, { query: Schema | null; request: Schema | null; response: Schema }>;
  events: Record<string, string>;
  schemas: Record<string, Schema>;
}
const spec = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../fixtures/stripe-openapi/stripe-openapi.json'), 'utf8'),
) as Fixture;
const OPERATIONS = Object.keys(spec.operations);
const EVENT_TYPES = Object.keys(spec.events);

interface Target {
  apiUrl: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** The stand-in: the bank page can be answered, webhooks arrive here, no unnamed field is allowed. */
  local: boolean;
}

interface Recorded {
  exchanges: Exchange[];
  events: { type: string; event: Record<string, unknown>; verified: boolean }[];
}

const RETURN_URL = 'http://localhost:3000/checkout/confirm-payment';
const card = (number: string) => ({ name: 'Contract Test', number, expiry: '12/34', cvc: '123' });
const refused = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

/** Every Stripe call and event the product makes, once or more, as the product makes it. */
async function drive(target: Target, recorderUrl: string, events: () => Promise<Recorded['events']>) {
  vi.stubEnv('TABLE_NAME', process.env.TABLE_NAME ?? 'unit');
  vi.stubEnv('STRIPE_SECRET_KEY', target.secretKey);
  vi.stubEnv('STRIPE_PUBLISHABLE_KEY', target.publishableKey);
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', target.webhookSecret);
  vi.stubEnv('STRIPE_API_URL', recorderUrl);
  resetEnvForTests();
  resetStripeKeysForTests();
  resetStripeClientForTests();
  const browser: LocalStripe = { apiUrl: recorderUrl, publishableKey: target.publishableKey };
  const newCard = async (number: string) => {
    const made = await createLocalPaymentMethod(browser, card(number));
    if ('error' in made) throw new Error(`${number}: ${made.error}`);
    return made.id;
  };
  const answerBank = async (url: string) => {
    if (target.local)
      await fetch(url, { method: 'POST', body: new URLSearchParams({ outcome: 'complete' }), redirect: 'manual' });
  };

  // A learner: customer (and its idempotent replay), checkout with a new card, 3-D Secure, a decline.
  const userId = randomUUID();
  const learner = { userId, email: `contract-${userId}@example.com`, name: 'Contract Test' };
  const customer = await payments.createCustomer(learner);
  expect(await payments.createCustomer(learner)).toBe(customer);
  await payments.defaultCardId(customer);
  const checkout = () =>
    payments.createPaymentIntent({
      amount: 17910,
      customerId: customer,
      metadata: { purpose: 'contract' },
      idempotencyKey: `checkout:${randomUUID()}`,
      saveCard: true,
    });
  const paid = await checkout();
  expect(await confirmLocalIntent(browser, paid.clientSecret!, await newCard('4242424242424242'), RETURN_URL)).toEqual({
    status: 'succeeded',
    paymentIntentId: paid.id,
  });
  expect((await payments.retrievePaymentIntent(paid.id))?.status).toBe('succeeded');
  const declined = await checkout();
  expect(
    await confirmLocalIntent(browser, declined.clientSecret!, await newCard('4000000000000002'), RETURN_URL),
  ).toEqual({
    status: 'failed',
    message: 'Your card was declined.',
  });
  const authenticated = await checkout();
  const bank = await confirmLocalIntent(
    browser,
    authenticated.clientSecret!,
    await newCard('4000002760003184'),
    RETURN_URL,
  );
  expect(bank.status).toBe('redirect');
  if (bank.status === 'redirect') await answerBank(bank.url);

  // Saved cards: SetupIntents (plain, 3-D Secure, declined), the list, default, find, attach, detach.
  const setup = await payments.createSetupIntent(customer);
  expect(await confirmLocalSetup(browser, setup.clientSecret, await newCard('5555555555554444'), RETURN_URL)).toEqual({
    ok: true,
    paymentMethodId: expect.stringMatching(/^pm_/),
  });
  const secure = await payments.createSetupIntent(customer);
  const action = await confirmLocalSetup(browser, secure.clientSecret, await newCard('4000002760003184'), RETURN_URL);
  expect(action).toMatchObject({ ok: false, redirectTo: expect.any(String) });
  if ('redirectTo' in action) await answerBank(action.redirectTo);
  await localSetupOutcome(browser, secure.clientSecret);
  const refusedSetup = await payments.createSetupIntent(customer);
  expect(
    await confirmLocalSetup(browser, refusedSetup.clientSecret, await newCard('4000000000000002'), RETURN_URL),
  ).toEqual({
    ok: false,
    message: 'Your card was declined.',
  });
  const cards = await payments.listCards(customer);
  expect(cards.length).toBeGreaterThan(0);
  await payments.setDefaultCard(customer, cards[0]!.paymentMethodId);
  expect(await payments.defaultCardId(customer)).toBe(cards[0]!.paymentMethodId);
  expect(await payments.findCard(customer, cards[0]!.paymentMethodId)).toMatchObject({ last4: cards[0]!.last4 });
  expect(await payments.findCard(customer, 'pm_doesNotExist')).toBeNull();

  // A group's cards: attached by id (Stripe's card check refuses 0002), each order charged through one
  // intent that the saved card confirms: off-session (renewals) and on-session (a group admin paying).
  const group = await payments.createCustomer({ userId: `group-${randomUUID()}`, email: 'g@example.com', name: 'G' });
  const groupCard = await payments.attachCard(await newCard('4242424242424242'), group);
  expect(await refused(payments.attachCard(await newCard('4000000000000002'), group))).toBeInstanceOf(
    payments.PaymentRefused,
  );
  expect(await refused(payments.attachCard(groupCard!.paymentMethodId, customer))).toBeInstanceOf(
    payments.PaymentRefused,
  );
  const charge = async (paymentMethodId: string, offSession: boolean) => {
    const intent = await payments.createPaymentIntent({
      amount: 84955,
      customerId: group,
      metadata: { purpose: 'contract' },
      idempotencyKey: `group-purchase:${randomUUID()}`,
      saveCard: false,
    });
    return charges.chargeSavedCard({
      paymentIntentId: intent.id,
      paymentMethodId,
      offSession,
      idempotencyKey: `charge:${intent.id}`,
    });
  };
  const charged = await charge(groupCard!.paymentMethodId, true);
  expect(charged.status).toBe('succeeded');
  const failing = await payments.attachCard(await newCard('4000000000000341'), group);
  expect(await charge(failing!.paymentMethodId, true)).toMatchObject({ status: 'refused' });
  const authCard = await payments.attachCard(await newCard('4000002760003184'), group);
  expect(await charge(authCard!.paymentMethodId, false)).toMatchObject({ status: 'requires_authentication' });
  // Off-session, the bank's `authentication_required`: the same intent is then confirmed in the browser.
  const needsPayer = await charge(authCard!.paymentMethodId, true);
  expect(needsPayer.status).toBe('requires_authentication');
  if (needsPayer.status === 'requires_authentication') {
    const onSession = await confirmLocalIntent(
      browser,
      needsPayer.intent.clientSecret!,
      authCard!.paymentMethodId,
      RETURN_URL,
    );
    expect(onSession.status).toBe('redirect');
    if (onSession.status === 'redirect') await answerBank(onSession.url);
  }
  if (charged.status === 'succeeded')
    expect(await payments.refundPayment(charged.intent.id, `refund:${charged.intent.id}`)).toMatch(
      /^(succeeded|pending)$/,
    );
  await payments.detachCard(groupCard!.paymentMethodId);
  // An intent that took no money is canceled (a renewal called off, a group order abandoned); a second
  // cancel is Stripe's 400, which the adapter answers by reading the intent back.
  const unpaid = await payments.createPaymentIntent({
    amount: 5015,
    customerId: group,
    metadata: { purpose: 'contract' },
    idempotencyKey: `renewal:${randomUUID()}`,
    saveCard: false,
  });
  expect(await payments.cancelPaymentIntent(unpaid.id)).toBe('canceled');
  expect(await payments.cancelPaymentIntent(unpaid.id)).toBe('canceled');
  if (charged.status === 'succeeded') expect(await payments.cancelPaymentIntent(charged.intent.id)).toBe('succeeded');
  return events();
}

function contract(name: string, target: () => Promise<Target & { stop: () => Promise<void> }>, skip: string | null) {
  describe.skipIf(skip !== null)(skip ? `${name} (skipped: ${skip})` : name, () => {
    let recorded: Recorded;
    let local = true;
    let done: () => Promise<void> = async () => {};

    beforeAll(async () => {
      const started = await target();
      local = started.local;
      const recorder = await startRecorder(started.apiUrl, OPERATIONS);
      done = async () => {
        await recorder.stop();
        await started.stop();
      };
      const events = await drive(started, recorder.url, () =>
        started.local ? localEvents(receiver) : stripeEvents(started, recorder.exchanges),
      );
      recorded = { exchanges: recorder.exchanges, events };
    }, 180_000);
    afterAll(async () => {
      await done();
      resetEnvForTests();
      resetStripeKeysForTests();
      resetStripeClientForTests();
    });

    const options = () => ({ schemas: spec.schemas, closed: local });

    it.each(OPERATIONS)('%s: requests and replies match the spec', (operation) => {
      const exchanges = recorded.exchanges.filter((e) => e.operation === operation);
      expect(exchanges.some((e) => e.status === 200)).toBe(true);
      const { query, request, response } = spec.operations[operation]!;
      const problems = exchanges.flatMap((e) => {
        const label = `${e.method} ${e.path} → ${e.status}`;
        return [
          ...(query ? validate(query, e.query, { ...options(), form: true }, 'query') : []),
          ...(request ? validate(request, e.body, { ...options(), form: true }, 'body') : []),
          ...validate(e.status === 200 ? response : { $ref: 'error' }, e.reply, options(), 'reply'),
        ].map((problem) => `${label}: ${problem}`);
      });
      expect(problems).toEqual([]);
    });

    it('makes no Stripe call outside those operations, and refusals are exercised', () => {
      expect(recorded.exchanges.filter((e) => !e.operation).map((e) => `${e.method} ${e.path}`)).toEqual([]);
      const statuses = new Set(recorded.exchanges.map((e) => e.status));
      for (const status of [200, 400, 402, 404]) expect(statuses).toContain(status);
    });

    it.each(EVENT_TYPES)('%s: the event and its data.object match the spec and the signature verifies', (type) => {
      const received = recorded.events.filter((e) => e.type === type);
      expect(received.length).toBeGreaterThan(0);
      for (const { event, verified } of received) {
        expect(verified).toBe(true);
        expect(validate({ $ref: 'event' }, event, options(), 'event')).toEqual([]);
        const object = (event.data as { object: unknown }).object;
        expect(validate({ $ref: spec.events[type]! }, object, options(), 'data.object')).toEqual([]);
      }
    });
  });
}

let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

/** The stand-in's deliveries, each verified with the adapter's constructEvent. */
async function localEvents(hook: typeof receiver): Promise<Recorded['events']> {
  for (
    let i = 0;
    i < 100 && !EVENT_TYPES.every((type) => hook.deliveries.some((d) => d.body.includes(`"${type}"`)));
    i++
  )
    await new Promise((resolve) => setTimeout(resolve, 50));
  return Promise.all(
    hook.deliveries.map(async ({ body, signature }) => {
      const event = JSON.parse(body) as Record<string, unknown>;
      const verified = await payments.verifiedEvent(Buffer.from(body), signature).then(
        () => true,
        () => false,
      );
      return { type: String(event.type), event, verified };
    }),
  );
}

/** Stripe test mode: the events about our objects, read back from /v1/events (no public webhook endpoint here). */
async function stripeEvents(target: Target, exchanges: Exchange[]): Promise<Recorded['events']> {
  const sdk = new Stripe(target.secretKey);
  const ours = new Set(
    exchanges.flatMap((e) => [(e.reply as { id?: string }).id, (e.reply as { latest_charge?: string }).latest_charge]),
  );
  const found: Recorded['events'] = [];
  for (let i = 0; i < 30 && !EVENT_TYPES.every((type) => found.some((e) => e.type === type)); i++) {
    found.length = 0;
    for (const type of EVENT_TYPES)
      for (const event of (await sdk.events.list({ type, limit: 100 })).data)
        if (ours.has((event.data.object as { id: string }).id))
          found.push({ type, event: event as unknown as Record<string, unknown>, verified: true });
    if (!EVENT_TYPES.every((type) => found.some((e) => e.type === type)))
      await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return found;
}

contract(
  'Stripe contract: the stand-in',
  async () => {
    receiver = await startWebhookReceiver();
    const port = await freePort();
    const apiUrl = `http://127.0.0.1:${port}`;
    const webhookSecret = 'whsec_contract';
    const { stop } = await startStripeStandIn({
      port,
      webhookUrl: receiver.url,
      webhookSecret,
      stateFile: null,
      publicUrl: apiUrl,
    });
    return {
      apiUrl,
      secretKey: 'sk_test_contract',
      publishableKey: 'pk_test_contract',
      webhookSecret,
      local: true,
      stop: async () => {
        await stop();
        await receiver.stop();
      },
    };
  },
  null,
);

const testKeys = {
  secret: process.env.STRIPE_SECRET_KEY,
  publishable: process.env.STRIPE_PUBLISHABLE_KEY,
};
const realStripe =
  testKeys.secret?.startsWith('sk_test_') &&
  testKeys.secret !== 'sk_test_local' &&
  testKeys.publishable?.startsWith('pk_test_');
contract(
  "Stripe contract: Stripe's test mode",
  async () => ({
    apiUrl: 'https://api.stripe.com',
    secretKey: testKeys.secret!,
    publishableKey: testKeys.publishable!,
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_unused',
    local: false,
    stop: async () => {},
  }),
  realStripe
    ? null
    : 'set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY to Stripe test keys (sk_test_…, pk_test_…) to run it',
);
