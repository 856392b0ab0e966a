// Auto-renewals through the gateway, the Stripe stand-in and the job runner: the billing list and
// opt-out, the off-session charge at 15 % off with its order, subscription and receipt email, a
// refused card (one failure email, nothing written), and runs repeated or concurrent charging once.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, outboxEmails } from '../support/api-client';
import { putItems } from '@functions/data/catalog';
import {
  latestPointerItem,
  listSubscriptionsOfUser,
  subscriptionItem,
  userCourseItem,
  type UserCourse,
} from '@functions/data/learning';
import { listOrdersOfUser } from '@functions/data/orders';
import { providerCardItem } from '@functions/data/provider-cards';
import { addDays, addYears, localDate } from '@shared/rules/dates';
import { autoRenewalPrice } from '@shared/rules/pricing';
import { seedCourses } from '@infra/local/seed/catalog/index';
import { DEFAULT_TIME_ZONE } from '@functions/domain/company/company-settings';
import { ALREADY_RENEWING } from '@functions/domain/commerce/messages';
import type { LooseJson } from '@tests/support/loose-json';

const stack = inject('stack');
const bls = seedCourses.find((c) => c.id === 'bls')!;

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

const browserStripe = (path: string, fields: Record<string, string>) =>
  fetch(`${stack.env.STRIPE_LOCAL_BROWSER_URL}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${stack.env.STRIPE_PUBLISHABLE_KEY}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as LooseJson }));

/** A learner with a saved default card and a BLS card (auto-renew on) that expires in 30 days. */
async function learnerDueForRenewal(
  card: 'pm_card_visa' | 'pm_card_chargeCustomerFail' | null,
  subscription?: { forLife: boolean },
) {
  const client = new ApiClient(stack.url);
  await client.bootstrap();
  const email = `renew-${randomUUID()}@example.com`;
  const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const created = await client.post(
    '/api/users.json',
    { firstName: 'Rene', lastName: 'Wal', email, phone, password: 'Str0ngPassword' },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  const userId = created.body.user.id as string;
  if (card) {
    const setup = await client.post('/api/payment_methods/create_setup_intent.json');
    await browserStripe(`/v1/setup_intents/${setup.body.clientSecret.split('_secret_')[0]}/confirm`, {
      payment_method: card,
      client_secret: setup.body.clientSecret,
    });
    // The setup_intent.succeeded webhook makes the first saved card the default.
    for (
      let i = 0;
      i < 100 && !(await client.get('/api/payment_methods/default_payment_method.json')).body.paymentMethod;
      i++
    )
      await new Promise((r) => setTimeout(r, 50));
  }
  const today = localDate(new Date(), DEFAULT_TIME_ZONE);
  const expiresOn = addDays(today, 30);
  const passedOn = addYears(expiresOn, -2);
  const uuid = randomUUID();
  const cardId = `BLS-${passedOn.slice(0, 4)}-${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
  const subscriptionUuid = subscription ? randomUUID() : null;
  if (subscriptionUuid) {
    await putItems([
      {
        ...subscriptionItem({
          uuid: subscriptionUuid,
          userId,
          productId: 'bls-cert',
          productName: 'BLS Certification For Life',
          color: '#000',
          featuredUrl: null,
          courseIds: ['bls'],
          layout: 'certify',
          createdAt: new Date().toISOString(),
        }),
        forLife: subscription!.forLife,
      },
    ]);
  }
  const course: UserCourse = {
    uuid,
    userId,
    courseId: 'bls',
    examType: 'Certification',
    subscriptionUuid,
    status: 'passed',
    createdAt: `${passedOn}T10:00:00.000Z`,
    sections: bls.sections.map((s, i) => ({
      uuid: `${uuid}_${i + 1}`,
      sectionId: s.id,
      position: i + 1,
      completedAt: `${passedOn}T11:00:00.000Z`,
    })),
    userExamUuid: randomUUID(),
    examProgress: 100,
    scoredAt: `${passedOn}T12:00:00.000Z`,
    passedAt: `${passedOn}T12:00:00.000Z`,
    passedOn,
    issuedOn: passedOn,
    expirationDate: expiresOn,
    providerCardId: cardId,
    manuallyConfirmed: true,
    autoRenew: true,
  };
  await putItems([
    userCourseItem(course),
    latestPointerItem(course),
    providerCardItem({
      id: cardId,
      userId,
      userCourseUuid: uuid,
      courseName: bls.title,
      holderFirstName: 'Rene',
      holderLastName: 'Wal',
      issuedOn: passedOn,
      expiresOn,
      verificationToken: randomUUID(),
      revokedAt: null,
    }),
  ]);
  return { client, userId, email, userCourseUuid: uuid, today };
}

const runJob = async () =>
  (await (await fetch(`${stack.url}/_local/jobs/auto-renewals`, { method: 'POST' })).json()) as {
    result: { renewed: number; failed: number; skipped: number };
  };

const chargesFor = async (userCourseUuid: string) => {
  const events = (await (await fetch(`${stack.env.STRIPE_API_URL}/_local/events`)).json()) as {
    data: { type: string; data: { object: { metadata?: Record<string, string> } } }[];
  };
  return events.data.filter(
    (e) => e.type === 'payment_intent.succeeded' && e.data.object.metadata?.userCourseUuid === userCourseUuid,
  ).length;
};

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
});
