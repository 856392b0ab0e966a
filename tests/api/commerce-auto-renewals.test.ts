// Auto-renewals through the gateway, the Stripe stand-in and the job runner: the billing list and
// opt-out, the off-session charge at 15 % off with its order, subscription and receipt email, a
// refused card (one failure email, nothing written, not charged again the next day, tried again with
// a new card), a bank asking for authentication (an email linking to the page that finishes the same
// payment on-session: one order; an opt-out meanwhile calls it off; the link pays only for its days),
// Stripe not answering (no crash, nothing written), and runs repeated
// or concurrent charging once.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, outboxEmails } from '../support/api-client';
import { listSubscriptionsOfUser } from '@functions/data/learning';
import { getRenewalPayment } from '@functions/data/auto-renewals';
import { listOrdersOfUser } from '@functions/data/orders';
import { addDays } from '@shared/rules/dates';
import { autoRenewalPrice } from '@shared/rules/pricing';
import { seedCourses } from '@infra/local/seed/catalog/index';
import { ALREADY_RENEWING } from '@functions/domain/commerce/messages';
import { runAutoRenewals } from '@functions/domain/commerce/auto-renewals';
import { getAutoRenewalPayment } from '@functions/domain/commerce/auto-renewal-payment';
import { RENEWAL_PAYMENT_LINK_DAYS } from '@functions/domain/commerce/auto-renewal-settings';
import { retrievePaymentIntent } from '@functions/adapters/payments/payments';
import { NotFound } from '@functions/lib/errors';
import { resetStripeClientForTests } from '@functions/adapters/payments/stripe-client';
import { resetEnvForTests } from '@functions/lib/env';
import { freePort } from '@infra/local/processes';
import { stripeFromBrowser } from '../support/checkout';
import { learnerDueForRenewal as dueForRenewal, saveLearnerCard, type TestCard } from '../support/renewals';

const stack = inject('stack');
const bls = seedCourses.find((c) => c.id === 'bls')!;
const learnerDueForRenewal = (card: TestCard | null, subscription?: { forLife: boolean }) =>
  dueForRenewal(stack, card, subscription);
const saveCard = (client: ApiClient, card: TestCard) => saveLearnerCard(stack, client, card);

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

const runJob = async () =>
  (await (await fetch(`${stack.url}/_local/jobs/auto-renewals`, { method: 'POST' })).json()) as {
    result: { renewed: number; failed: number; skipped: number };
  };

const eventsFor = async (userCourseUuid: string, type: string) => {
  const events = (await (await fetch(`${stack.env.STRIPE_API_URL}/_local/events`)).json()) as {
    data: { type: string; data: { object: { metadata?: Record<string, string> } } }[];
  };
  return events.data.filter((e) => e.type === type && e.data.object.metadata?.userCourseUuid === userCourseUuid).length;
};
const chargesFor = (userCourseUuid: string) => eventsFor(userCourseUuid, 'payment_intent.succeeded');
const DAY = 86_400_000;

describe('auto-renewals', () => {
  it('lists the card on the billing page and renews it once at 15 % off, with the order, subscription and receipt email', async () => {
    const { client, userId, email, userCourseUuid, today } = await learnerDueForRenewal('pm_card_visa');
    const list = await client.get('/api/auto_renewals.json');
    expect(list.body).toEqual({
      data: [
        {
          id: userCourseUuid,
          renewalDate: today,
          products: [{ name: 'BLS Recertification' }],
          optout: false,
          renewed: false,
        },
      ],
    });

    // Two runs at once, then a third: one charge, one order.
    await Promise.all([runJob(), runJob()]);
    await runJob();
    const orders = await listOrdersOfUser(userId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      total: autoRenewalPrice({ id: 'bls-recert', kind: 'recertification', price: bls.products.recertification.price })
        .total,
      discountSource: 'auto_renew',
      card: { last4: '4242' },
    });
    expect(await chargesFor(userCourseUuid)).toBe(1);
    expect((await listSubscriptionsOfUser(userId)).map((s) => s.productId)).toEqual(['bls-recert']);
    const mails = await outboxEmails(stack, email);
    const receipts = mails.filter((m) => m.subject === 'Your BLS Recertification was renewed');
    expect(receipts).toHaveLength(1);
    // The order confirmation's receipt, as every purchase mails it.
    expect(receipts[0]!.text).toContain('Auto-renew discount (15%)');
    expect(receipts[0]!.text).toContain('VISA ending in 4242');
    expect(receipts[0]!.text).toContain(`/api/orders/${orders[0]!.id}/receipt.pdf`);
    // Listed as renewed, not "On"; it can no longer be turned off.
    expect((await client.get('/api/auto_renewals.json')).body.data).toMatchObject([
      { id: userCourseUuid, optout: false, renewed: true },
    ]);
    expect(await client.patch(`/api/auto_renewals/${userCourseUuid}`, { optout: true })).toMatchObject({
      status: 409,
      body: { message: ALREADY_RENEWING },
    });
  });

  it('a refused card gets one failure email and nothing is written', async () => {
    const { userId, email, userCourseUuid } = await learnerDueForRenewal('pm_card_chargeCustomerFail');
    await runJob();
    await runJob();
    expect(await listOrdersOfUser(userId)).toEqual([]);
    expect(await listSubscriptionsOfUser(userId)).toEqual([]);
    expect(await chargesFor(userCourseUuid)).toBe(0);
    const mails = (await outboxEmails(stack, email)).filter(
      (m) => m.subject === 'We could not renew your BLS Recertification',
    );
    expect(mails).toHaveLength(1);
    // What to do: update the card, or renew by hand (the recertification put in the cart).
    expect(mails[0]!.text).toContain('/billing/payment-method');
    expect(mails[0]!.text).toContain('/cart/add/bls-recert');
  });

  it('without a saved card: one failure email, nothing written', async () => {
    const { userId, email } = await learnerDueForRenewal(null);
    await runJob();
    expect(await listOrdersOfUser(userId)).toEqual([]);
    expect((await outboxEmails(stack, email)).filter((m) => m.subject.startsWith('We could not renew'))).toHaveLength(
      1,
    );
  });

  it('never charges a card from a For Life subscription', async () => {
    const { userId, userCourseUuid } = await learnerDueForRenewal('pm_card_visa', { forLife: true });
    await runJob();
    expect(await listOrdersOfUser(userId)).toEqual([]);
    expect(await chargesFor(userCourseUuid)).toBe(0);
  });

  it('opting out stops it (and another learner cannot touch it)', async () => {
    const { client, userId, userCourseUuid } = await learnerDueForRenewal('pm_card_visa');
    const other = new ApiClient(stack.url);
    await other.signIn('learner@example.com');
    expect((await other.patch(`/api/auto_renewals/${userCourseUuid}`, { optout: true })).status).toBe(404);
    const off = await client.patch(`/api/auto_renewals/${userCourseUuid}`, { optout: true });
    expect(off.body).toMatchObject({ data: { id: userCourseUuid, optout: true }, toaster: { type: 'success' } });
    expect((await client.get('/api/auto_renewals.json')).body.data[0].optout).toBe(true);
    await runJob();
    expect(await listOrdersOfUser(userId)).toEqual([]);
    expect(await chargesFor(userCourseUuid)).toBe(0);
    expect((await client.patch(`/api/auto_renewals/${userCourseUuid}`, { optout: true })).status).toBe(200);
    expect((await client.patch(`/api/auto_renewals/${userCourseUuid}`, { optout: 'yes' })).status).toBe(422);
  });

  it('an opt-out racing the job: either the opt-out is written and nothing is charged, or it is refused and the card is renewed (race)', async () => {
    const learners = await Promise.all([1, 2, 3].map(() => learnerDueForRenewal('pm_card_visa')));
    const [, ...optOuts] = await Promise.all([
      runJob(),
      ...learners.map(({ client, userCourseUuid }) =>
        client.patch(`/api/auto_renewals/${userCourseUuid}`, { optout: true }),
      ),
    ]);
    await runJob(); // a later run changes nothing either way
    for (const [index, { client, userId, userCourseUuid }] of learners.entries()) {
      const reply = optOuts[index]!;
      const [orders, charges, listed] = await Promise.all([
        listOrdersOfUser(userId),
        chargesFor(userCourseUuid),
        client.get('/api/auto_renewals.json'),
      ]);
      if (reply.status === 200) {
        expect({ orders: orders.length, charges, listed: listed.body.data[0] }).toMatchObject({
          orders: 0,
          charges: 0,
          listed: { optout: true, renewed: false },
        });
      } else {
        expect(reply).toMatchObject({ status: 409, body: { message: ALREADY_RENEWING } });
        expect({ orders: orders.length, charges, listed: listed.body.data[0] }).toMatchObject({
          orders: 1,
          charges: 1,
          listed: { optout: false, renewed: true },
        });
      }
    }
  });

  it("a refused card is not charged again the next day (Stripe's key has expired by then); a new card is tried and renews", async () => {
    const { client, userId, email, userCourseUuid, today } = await learnerDueForRenewal('pm_card_chargeCustomerFail');
    await runJob();
    const expiresOn = addDays(today, 30);
    const refused = (await getRenewalPayment(userId, userCourseUuid, expiresOn))!;
    expect(Object.values(refused.attempts)).toMatchObject([{ outcome: 'refused', message: 'Your card was declined.' }]);

    // The next day (and the one after), in this process with the job's clock moved on: the refused card is
    // not confirmed again. Its attempt is untouched, no new failure event, no second email.
    for (const days of [1, 2]) await runAutoRenewals(new Date(Date.now() + days * DAY));
    expect((await getRenewalPayment(userId, userCourseUuid, expiresOn))!.attempts).toEqual(refused.attempts);
    expect(await eventsFor(userCourseUuid, 'payment_intent.payment_failed')).toBe(1);
    const failures = (await outboxEmails(stack, email)).filter((m) => m.subject.startsWith('We could not renew'));
    expect(failures).toHaveLength(1);
    expect(await listOrdersOfUser(userId)).toEqual([]);

    // A new default card: tried with the next run, charged through the same intent, renewed once.
    const visa = await saveCard(client, 'pm_card_visa');
    expect(
      (await client.post('/api/payment_methods/update_default_payment_method.json', { payment_method_id: visa }))
        .status,
    ).toBe(200);
    await runAutoRenewals(new Date(Date.now() + 2 * DAY));
    await runAutoRenewals(new Date(Date.now() + 3 * DAY));
    const orders = await listOrdersOfUser(userId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ card: { last4: '4242' }, paymentIntentId: refused.paymentIntentId });
    expect(await chargesFor(userCourseUuid)).toBe(1);
  });

  it('a bank asking for authentication: one email with a link, and the learner finishing the same payment on-session makes one order', async () => {
    const { client, userId, email, userCourseUuid } = await learnerDueForRenewal('pm_card_authenticationRequired');
    await runJob();
    await runJob();
    expect(await listOrdersOfUser(userId)).toEqual([]);
    const asked = (await outboxEmails(stack, email)).filter((m) =>
      m.subject.startsWith('Please confirm the payment for your BLS Recertification'),
    );
    expect(asked).toHaveLength(1);
    const link = `/billing/auto-renewals/${userCourseUuid}/payment`;
    expect(asked[0]!.text).toContain(link);
    expect(await eventsFor(userCourseUuid, 'payment_intent.payment_failed')).toBe(1);
    const other = new ApiClient(stack.url);
    await other.signIn('learner@example.com');
    expect((await other.get(`/api/auto_renewals/${userCourseUuid}/payment.json`)).status).toBe(404);

    const waiting = await client.get(`/api/auto_renewals/${userCourseUuid}/payment.json`);
    expect(waiting.body.data).toMatchObject({
      id: userCourseUuid,
      productName: 'BLS Recertification',
      status: 'requires_authentication',
      card: { brand: 'visa', last4: '3184' },
      orderId: null,
    });
    const { paymentIntentId, clientSecret, card } = waiting.body.data;
    // The page confirms the intent in the browser with the saved card; the bank's page, then back to the page.
    const confirmed = await stripeFromBrowser(stack, `/v1/payment_intents/${paymentIntentId}/confirm`, {
      payment_method: card.paymentMethodId,
      client_secret: clientSecret,
      return_url: `${stack.url}${link}`,
    });
    expect(confirmed.body).toMatchObject({ status: 'requires_action', next_action: { type: 'redirect_to_url' } });
    const back = await fetch(confirmed.body.next_action.redirect_to_url.url, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'complete' }),
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toContain(`${link}?payment_intent=${paymentIntentId}`);
    // The checkout's completion path (and the webhook, and a double click) write one order.
    const completions = await Promise.all(
      [1, 2].map(() =>
        client.post(
          '/api/purchases.json',
          { paymentIntentId, cart: {} },
          { headers: { 'idempotency-key': randomUUID() } },
        ),
      ),
    );
    expect(completions.map((r) => r.status)).toEqual([201, 201]);
    await new Promise((r) => setTimeout(r, 300)); // the stand-in's payment_intent.succeeded delivery
    await runJob();
    const orders = await listOrdersOfUser(userId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ discountSource: 'auto_renew', card: { last4: '3184' } });
    expect(await chargesFor(userCourseUuid)).toBe(1);
    const receipts = (await outboxEmails(stack, email)).filter(
      (m) => m.subject === 'Your BLS Recertification was renewed',
    );
    expect(receipts).toHaveLength(1);
    expect((await client.get(`/api/auto_renewals/${userCourseUuid}/payment.json`)).body.data).toMatchObject({
      status: 'renewed',
      orderId: orders[0]!.id,
      clientSecret: null,
    });
    expect((await client.get('/api/auto_renewals.json')).body.data).toMatchObject([
      { id: userCourseUuid, renewed: true },
    ]);
  });

  it('opting out while the bank waits for the learner calls the renewal off: the link pays nothing, a new card is not charged', async () => {
    const { client, userId, userCourseUuid } = await learnerDueForRenewal('pm_card_authenticationRequired');
    await runJob();
    const link = `/api/auto_renewals/${userCourseUuid}/payment.json`;
    const { paymentIntentId } = (await client.get(link)).body.data;
    const off = await client.patch(`/api/auto_renewals/${userCourseUuid}`, { optout: true });
    expect(off).toMatchObject({ status: 200, body: { data: { optout: true } } });
    expect((await retrievePaymentIntent(paymentIntentId))?.status).toBe('canceled');
    expect((await client.get(link)).status).toBe(404);
    // A card saved afterwards is not tried: the renewal is off.
    const visa = await saveCard(client, 'pm_card_visa');
    await client.post('/api/payment_methods/update_default_payment_method.json', { payment_method_id: visa });
    await runJob();
    expect(await listOrdersOfUser(userId)).toEqual([]);
    expect(await chargesFor(userCourseUuid)).toBe(0);
  });

  it('the link pays only for its days: past them the page cancels the intent and has nothing to pay', async () => {
    const { client, userId, userCourseUuid } = await learnerDueForRenewal('pm_card_authenticationRequired');
    await runJob();
    const link = `/api/auto_renewals/${userCourseUuid}/payment.json`;
    const { paymentIntentId } = (await client.get(link)).body.data;
    const later = new Date(Date.now() + (RENEWAL_PAYMENT_LINK_DAYS + 1) * DAY);
    await expect(getAutoRenewalPayment(userId, userCourseUuid, later)).rejects.toBeInstanceOf(NotFound);
    expect((await retrievePaymentIntent(paymentIntentId))?.status).toBe('canceled');
    expect((await client.get(link)).status).toBe(404);
  });

  it('Stripe not answering: the job neither crashes nor writes anything, and the next run renews', async () => {
    const { userId, userCourseUuid } = await learnerDueForRenewal('pm_card_visa');
    const apiUrl = process.env.STRIPE_API_URL!;
    process.env.STRIPE_API_URL = `http://127.0.0.1:${await freePort()}`; // nothing listens there
    resetEnvForTests();
    resetStripeClientForTests();
    try {
      const run = await runAutoRenewals(new Date());
      expect(run.failed).toBeGreaterThanOrEqual(1);
    } finally {
      process.env.STRIPE_API_URL = apiUrl;
      resetEnvForTests();
      resetStripeClientForTests();
    }
    expect(await listOrdersOfUser(userId)).toEqual([]);
    // The claim was given back: the learner may still opt out, and the next run charges.
    await runAutoRenewals(new Date());
    expect(await listOrdersOfUser(userId)).toHaveLength(1);
    expect(await chargesFor(userCourseUuid)).toBe(1);
  }, 60_000);
});
