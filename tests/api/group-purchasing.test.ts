// Buying seats through the gateway: the group cart priced with the lifetime tier, product search,
// quotes, purchases charged to the group's saved card (seats, order, purchased flag), a decline that
// writes nothing, 3-D Secure on a saved card finished in the browser, a replayed, raced or late retried
// purchase that buys and charges once, Stripe not answering (503), cards saved through a SetupIntent
// (3-D Secure, a card refused), receipts, and the authorization matrix over every group-commerce route.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { contracts } from '@shared/contracts';
import { DOUBLE_SUBMIT_SECONDS } from '@shared/contracts/contract';
import { GROUP_PURCHASE_MESSAGES } from '@shared/constants';
import { addGroupMember, createGroup, getGroup } from '@functions/data/groups';
import { addPurchasedSeats } from '@functions/data/group-seats';
import { getUserById } from '@functions/data/users';
import { getPendingGroupOrder } from '@functions/data/group-orders';
import { chargeGroupPurchase, purchase } from '@functions/domain/group-commerce/purchase';
import { resetStripeClientForTests } from '@functions/adapters/payments/stripe-client';
import { resetEnvForTests } from '@functions/lib/env';
import { errorResponse } from '@functions/lib/error-response';
import { ServiceUnavailable } from '@functions/lib/errors';
import { runIdempotently, sameRequestKey } from '@functions/lib/idempotency';
import { freePort } from '@infra/local/processes';
import { groupScopeOfPayment } from '@functions/lib/group-scope';
import { DEMO_ACCOUNTS } from '@infra/local/seed/accounts';
import { LAKESIDE_ADMIN } from '@infra/local/seed/groups';
import { ApiClient } from '../support/api-client';
import { paidIntentEvent, postWebhook, providerCardId, stripeFromBrowser } from '../support/checkout';
import { eventually } from '../support/eventually';
import { signedInAgo } from '../support/sessions';
import { enroll, groupWithAdmin, PASSWORD, signedIn, signUpUser } from './group-fixtures';

const stack = inject('stack');

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

const key = () => ({ headers: { 'idempotency-key': randomUUID() } });
const cartQuery = (map: Record<string, number>) => `?cart=${encodeURIComponent(JSON.stringify(map))}`;

const providerCard = (number: string) => providerCardId(stack, number);

async function saveCard(admin: ApiClient, number = '4242424242424242'): Promise<string> {
  const id = await providerCard(number);
  const saved = await admin.post('/api/groups/payment_methods.json', { paymentMethodId: id });
  expect(saved.status).toBe(201);
  return id;
}

/** A group that has bought nothing yet (`purchased` false), with its signed-in admin. */
async function unpurchasedGroup(unlimitedCertifications = false) {
  const groupId = randomUUID();
  await createGroup({
    id: groupId,
    name: `Fresh ${groupId}`,
    purchased: false,
    unlimitedCertifications,
    notificationsEnabled: false,
    groupOnboardingId: null,
    autoRenewal: false,
    subscriptionInterestSent: false,
    createdAt: new Date().toISOString(),
  });
  const user = await signUpUser('Una', 'Fresh');
  await addGroupMember(groupId, user.id, true);
  return { groupId, admin: await signedIn(user.email, PASSWORD) };
}

const seatsOf = async (admin: ApiClient, productId: string) =>
  ((await admin.get('/api/groups/products.json')).body.data as { id: string; quantityPurchased: number }[]).find(
    (p) => p.id === productId,
  )?.quantityPurchased ?? 0;

describe('group cart', () => {
  it('prices with the tier the lifetime seats plus this order reach, and lists what was bought before', async () => {
    const { admin } = await groupWithAdmin(0, { 'acls-cert': 3 });
    const empty = await admin.get('/api/groups/cart.json');
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      quantity: 0,
      total: 0,
      lifetimeQuantity: 3,
      discountTier: 0,
      nextTier: { seatsNeeded: 2, percent: 15 },
    });
    expect(empty.body.lineItems.map((l: { id: string }) => l.id)).toEqual(['acls-cert']);

    const two = await admin.get(`/api/groups/cart.json${cartQuery({ 'acls-cert': 2 })}`);
    const line = two.body.lineItems[0];
    expect(two.body).toMatchObject({
      quantity: 2,
      cumulativeQuantity: 5,
      discountTier: 15,
      courseCount: 1,
      products: [{ id: 'acls-cert' }],
    });
    expect(line.discountedPrice).toBe(line.price - Math.floor((line.price * 15 + 50) / 100));
    expect(two.body.total).toBe(line.discountedPrice * 2);
    expect(two.body.discountAmount).toBe(two.body.subtotal - two.body.total);
    expect(two.body.discountTiers.map((t: { percent: number }) => t.percent)).toEqual([15, 20, 25, 30, 35]);

    const added = await admin.get(`/api/groups/cart.json${cartQuery({ 'bls-cert': 0 })}`);
    expect(added.body.lineItems.map((l: { id: string }) => l.id).sort()).toEqual(['acls-cert', 'bls-cert']);
  });

  it('a first purchase starts from the certifications; a bad cart map is a 422 on cart', async () => {
    const { admin } = await groupWithAdmin(0);
    const first = await admin.get('/api/groups/cart.json');
    expect(first.body.lineItems.length).toBeGreaterThan(0);
    expect(first.body.lineItems.every((l: { id: string }) => l.id.endsWith('-cert'))).toBe(true);
    for (const bad of [
      '{',
      JSON.stringify({ 'acls-cert': -1 }),
      JSON.stringify({ 'acls-cert': 1.5 }),
      JSON.stringify({ nope: 1 }),
    ]) {
      const reply = await admin.get(`/api/groups/cart.json?cart=${encodeURIComponent(bad)}`);
      expect(reply.status, bad).toBe(422);
      expect(reply.body.errors.cart).toHaveLength(1);
    }
  });

  it('searches the catalogue by name, case-insensitively; nothing for an empty search', async () => {
    const { admin } = await groupWithAdmin(0);
    const found = await admin.get('/api/groups/products/search.json?search=acls');
    expect(found.body.data.map((p: { id: string }) => p.id).sort()).toEqual(['acls-cert', 'acls-recert']);
    expect((await admin.get('/api/groups/products/search.json?search=')).body.data).toEqual([]);
  });
});

describe('quotes', () => {
  it('refuses an empty quote and quantities not above 0 with the spec messages; saves one and shows it as a cart', async () => {
    const { admin } = await groupWithAdmin(0);
    const none = await admin.post('/api/groups/group_onboardings.json', { onboardingProductsAttributes: [] }, key());
    expect(none.status).toBe(422);
    expect(none.body.errors.onboardingProductsAttributes).toEqual([GROUP_PURCHASE_MESSAGES.noProducts]);
    for (const quantity of [0, '', null, 2.5, -3]) {
      const bad = await admin.post(
        '/api/groups/group_onboardings.json',
        { onboardingProductsAttributes: [{ productId: 'acls-cert', quantity }] },
        key(),
      );
      expect(bad.status, String(quantity)).toBe(422);
      expect(bad.body.errors.onboardingProductsAttributes).toEqual([GROUP_PURCHASE_MESSAGES.quoteQuantities]);
    }
    const created = await admin.post(
      '/api/groups/group_onboardings.json',
      {
        onboardingProductsAttributes: [
          { productId: 'acls-cert', quantity: 6 },
          { productId: 'bls-cert', quantity: '4' },
        ],
      },
      key(),
    );
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const cart = await admin.get(`/api/groups/group_onboardings/${id}/cart.json`);
    expect(cart.body).toMatchObject({ quantity: 10, discountTier: 20 });
    const changed = await admin.get(`/api/groups/group_onboardings/${id}/cart.json${cartQuery({ 'bls-cert': 0 })}`);
    expect(changed.body).toMatchObject({ quantity: 6, discountTier: 15 });

    const other = await groupWithAdmin(0);
    expect((await other.admin.get(`/api/groups/group_onboardings/${id}/cart.json`)).status).toBe(404);
  });
});

describe('purchases', () => {
  it('charges the saved card, adds the seats, marks the group purchased, and lists the order with its receipt', async () => {
    const { admin, groupId } = await unpurchasedGroup();
    await addPurchasedSeats(groupId, { id: 'bls-cert', name: 'BLS', color: '#123456' }, 3);
    expect((await getGroup(groupId))?.purchased).toBe(false);
    const card = await saveCard(admin);
    const cart = (await admin.get(`/api/groups/cart.json${cartQuery({ 'acls-cert': 2, 'bls-cert': 0 })}`)).body;
    const bought = await admin.post(
      '/api/groups/purchases.json',
      { cart: { 'acls-cert': 2, 'bls-cert': 0 }, paymentMethodId: card },
      key(),
    );
    expect(bought.status).toBe(201);
    expect(bought.body).toMatchObject({
      redirect: '/group-portal/courses',
      order: {
        totalCost: cart.total,
        discount: 15,
        totalProducts: 2,
        courses: [{ productId: 'acls-cert', quantity: 2 }],
      },
    });
    expect(await seatsOf(admin, 'acls-cert')).toBe(2);
    expect(await seatsOf(admin, 'bls-cert')).toBe(3);
    expect((await getGroup(groupId))?.purchased).toBe(true);

    const orders = await admin.get('/api/groups/orders.json');
    expect(orders.body.pagination).toMatchObject({ totalEntries: 1, page: 1 });
    expect(orders.body.data[0].uuid).toBe(bought.body.order.uuid);
    const receipt = await admin.get(`/api/groups/orders/${bought.body.order.uuid}.json`);
    expect(receipt.body).toMatchObject({
      total: cart.total,
      card: { brand: 'visa', last4: '4242' },
      lines: [{ productId: 'acls-cert', quantity: 2 }],
    });
    const pdf = await admin.get(`/api/groups/orders/${bought.body.order.uuid}/receipt.pdf`);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(String(pdf.body).startsWith('%PDF')).toBe(true);

    const other = await signedIn(LAKESIDE_ADMIN.email);
    expect((await other.get(`/api/groups/orders/${bought.body.order.uuid}.json`)).status).toBe(404);
    expect((await other.get(`/api/groups/orders/${bought.body.order.uuid}/receipt.pdf`)).status).toBe(404);
    expect(
      (await other.get('/api/groups/orders.json')).body.data.some(
        (o: { uuid: string }) => o.uuid === bought.body.order.uuid,
      ),
    ).toBe(false);
  });

  it("an empty selection, an unknown card or another group's card buy nothing", async () => {
    const { admin } = await groupWithAdmin(0);
    const card = await saveCard(admin);
    const empty = await admin.post(
      '/api/groups/purchases.json',
      { cart: { 'acls-cert': 0 }, paymentMethodId: card },
      key(),
    );
    expect(empty.status).toBe(422);
    expect(empty.body.errors.cart).toEqual([GROUP_PURCHASE_MESSAGES.emptySelection]);
    expect((await admin.post('/api/groups/purchases.json', { cart: {}, paymentMethodId: card }, key())).status).toBe(
      422,
    );
    expect(
      (await admin.post('/api/groups/purchases.json', { cart: { 'acls-cert': 1 }, paymentMethodId: 'pm_nope' }, key()))
        .status,
    ).toBe(404);
    const other = await groupWithAdmin(0);
    expect(
      (await other.admin.post('/api/groups/purchases.json', { cart: { 'acls-cert': 1 }, paymentMethodId: card }, key()))
        .status,
    ).toBe(404);
    expect((await admin.post('/api/groups/purchases.json', { cart: { 'acls-cert': 1 } }, key())).status).toBe(422);
    expect((await admin.get('/api/groups/orders.json')).body.data).toEqual([]);
  });

  it("a declined card writes nothing and answers the provider's message", async () => {
    const { admin, groupId } = await unpurchasedGroup();
    // 4000 0000 0000 0341 passes Stripe's check at attach and is declined when charged.
    const card = await saveCard(admin, '4000000000000341');
    const declined = await admin.post(
      '/api/groups/purchases.json',
      { cart: { 'acls-cert': 5 }, paymentMethodId: card },
      key(),
    );
    expect(declined.status).toBe(422);
    expect(declined.body.errors.base).toEqual(['Your card was declined.']);
    expect(await seatsOf(admin, 'acls-cert')).toBe(0);
    expect((await admin.get('/api/groups/orders.json')).body.data).toEqual([]);
    expect((await getGroup(groupId))?.purchased).toBe(false);
  });

  it('a replay and a double click (same Idempotency-Key, raced) buy once', async () => {
    const { admin } = await groupWithAdmin(0);
    const card = await saveCard(admin);
    const body = { cart: { 'pals-cert': 4 }, paymentMethodId: card };
    const options = key();
    const raced = await Promise.all([1, 2, 3].map(() => admin.post('/api/groups/purchases.json', body, options)));
    expect(raced.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(1);
    for (const reply of raced) expect([201, 409]).toContain(reply.status);
    const replay = await admin.post('/api/groups/purchases.json', body, options);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await seatsOf(admin, 'pals-cert')).toBe(4);
    const orders = (await admin.get('/api/groups/orders.json')).body.data;
    expect(orders).toHaveLength(1);
    expect(orders[0].uuid).toBe(replay.body.order.uuid);
  });

  /** What the purchase request does up to the charge, in this process: a Lambda that dies right after it. */
  async function chargeThenDie(
    groupId: string,
    adminId: string,
    body: { cart: Record<string, number>; paymentMethodId: string },
    idempotencyKey: string,
  ) {
    const { charge } = await chargeGroupPurchase(
      groupScopeOfPayment({ groupId }),
      (await getUserById(adminId))!,
      body,
      idempotencyKey,
    );
    expect(charge.status).toBe('succeeded');
    return charge.intent;
  }
  const ordersOf = async (admin: ApiClient) =>
    (await admin.get('/api/groups/orders.json')).body.data as { uuid: string; totalCost: number }[];

  it('a request that dies after the charge loses nothing: the webhook writes the order and the seats, and the retry finds them', async () => {
    const { admin, groupId, adminId } = await groupWithAdmin(0);
    const card = await saveCard(admin);
    const body = { cart: { 'nrp-cert': 3 }, paymentMethodId: card };
    const priced = (await admin.get(`/api/groups/cart.json${cartQuery(body.cart)}`)).body;
    const options = key();
    await chargeThenDie(groupId, adminId, body, options.headers['idempotency-key']);
    // Only the stand-in's own payment_intent.succeeded delivery can write it now.
    const orders = await eventually(
      () => ordersOf(admin),
      (list) => list.length === 1,
    );
    expect(orders[0]!.totalCost).toBe(priced.total);
    expect(await seatsOf(admin, 'nrp-cert')).toBe(3);
    expect((await getGroup(groupId))?.purchased).toBe(true);
    expect((await admin.get(`/api/groups/orders/${orders[0]!.uuid}.json`)).body).toMatchObject({
      card: { brand: 'visa', last4: '4242' },
    });

    // The browser's retry (same Idempotency-Key) is charged by the provider's replay: the same order, nothing more.
    const retry = await admin.post('/api/groups/purchases.json', body, options);
    expect(retry.status).toBe(201);
    expect(retry.body.order.uuid).toBe(orders[0]!.uuid);
    expect(await ordersOf(admin)).toHaveLength(1);
    expect(await seatsOf(admin, 'nrp-cert')).toBe(3);
  });

  it('a key-less purchase (as the spec sends it) that charged and then failed: its retry in the double-submit window charges nothing more', async () => {
    const { admin, groupId, adminId } = await groupWithAdmin(0);
    const card = await saveCard(admin);
    const body = { cart: { 'acls-cert': 2 }, paymentMethodId: card };
    // The factory's content key for a request without an Idempotency-Key (functions/lib/idempotency.ts).
    const id = { owner: adminId, operation: 'POST /api/groups/purchases.json', key: sameRequestKey(randomUUID()) };
    const window = { ttlSeconds: DOUBLE_SUBMIT_SECONDS };
    const lost = runIdempotently(
      id,
      'body-hash',
      'req-1',
      async (workKey) => {
        await chargeThenDie(groupId, adminId, body, workKey);
        throw new ServiceUnavailable('The reply was lost on the way back');
      },
      window,
    );
    await expect(lost).rejects.toBeInstanceOf(ServiceUnavailable);
    const retried = await runIdempotently(
      id,
      'body-hash',
      'req-2',
      async (workKey) => {
        const reply = await purchase(groupScopeOfPayment({ groupId }), (await getUserById(adminId))!, body, workKey);
        return { statusCode: reply.status, body: JSON.stringify(reply.body) };
      },
      window,
    );
    expect(retried.statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 300)); // the stand-in's webhook for the one charge
    expect(await ordersOf(admin)).toHaveLength(1);
    expect(await seatsOf(admin, 'acls-cert')).toBe(2);
    expect(await groupCharges(groupId)).toBe(1);
  });

  it('the webhook and the purchase request completing at once make one order and one set of seats (race)', async () => {
    const { admin, groupId, adminId } = await groupWithAdmin(0);
    const card = await saveCard(admin);
    const body = { cart: { 'cpr-cert': 2, 'bls-cert': 1 }, paymentMethodId: card };
    const options = key();
    const intent = await chargeThenDie(groupId, adminId, body, options.headers['idempotency-key']);
    const event = () => paidIntentEvent(stack, intent.id);
    const [request, ...webhooks] = await Promise.all([
      admin.post('/api/groups/purchases.json', body, options),
      event().then((payload) => postWebhook(stack, payload)),
      event().then((payload) => postWebhook(stack, payload)),
    ]);
    expect(request.status).toBe(201);
    for (const reply of webhooks) expect(reply.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300)); // the stand-in's own delivery too
    const orders = await ordersOf(admin);
    expect(orders.map((o) => o.uuid)).toEqual([request.body.order.uuid]);
    expect(await seatsOf(admin, 'cpr-cert')).toBe(2);
    expect(await seatsOf(admin, 'bls-cert')).toBe(1);
  });

  it('a purchase racing enrollments on the same seats is written, not a 500 after the charge (race)', async () => {
    const { admin, memberIds } = await groupWithAdmin(6, { 'bls-cert': 6 });
    const card = await saveCard(admin);
    const [purchase, ...enrollments] = await Promise.all([
      admin.post('/api/groups/purchases.json', { cart: { 'bls-cert': 5 }, paymentMethodId: card }, key()),
      ...memberIds.map((userId) => enroll(admin, userId, 'bls-cert')),
    ]);
    expect(purchase.status).toBe(201);
    for (const reply of enrollments) expect(reply.status).toBe(201);
    expect(await ordersOf(admin)).toHaveLength(1);
    const seats = (
      (await admin.get('/api/groups/products.json')).body.data as {
        id: string;
        quantityPurchased: number;
        quantityUsed: number;
      }[]
    ).find((p) => p.id === 'bls-cert');
    expect(seats).toMatchObject({ quantityPurchased: 11, quantityUsed: 6 });
  });

  /** The stand-in's payment_intent.succeeded events for one group's charges. */
  const groupCharges = async (groupId: string) => {
    const events = (await (await fetch(`${stack.env.STRIPE_API_URL}/_local/events`)).json()) as {
      data: { type: string; data: { object: { metadata?: Record<string, string> } } }[];
    };
    return events.data.filter(
      (e) => e.type === 'payment_intent.succeeded' && e.data.object.metadata?.groupId === groupId,
    ).length;
  };

  it('3-D Secure on a saved card: 202 with the intent, the browser authenticates, then one order and its seats', async () => {
    const { admin, groupId } = await groupWithAdmin(0);
    const card = await saveCard(admin, '4000002760003184');
    const body = { cart: { 'acls-cert': 2 }, paymentMethodId: card };
    const pending = await admin.post('/api/groups/purchases.json', body, key());
    expect(pending).toMatchObject({
      status: 202,
      body: {
        status: 'requires_authentication',
        paymentMethodId: card,
        clientSecret: expect.stringContaining('_secret_'),
        message: GROUP_PURCHASE_MESSAGES.authenticate,
      },
    });
    const { paymentIntentId, clientSecret } = pending.body;
    expect(await ordersOf(admin)).toEqual([]);
    // Not authenticated yet: nothing to complete.
    expect(await admin.post('/api/groups/purchases/complete.json', { paymentIntentId })).toMatchObject({
      status: 422,
      body: { errors: { base: [expect.any(String)] } },
    });
    // Another group cannot complete (or see) it.
    const other = await groupWithAdmin(0);
    expect((await other.admin.post('/api/groups/purchases/complete.json', { paymentIntentId })).status).toBe(404);

    const returnUrl = `${stack.url}/group-portal/course-selection/checkout`;
    const confirmed = await stripeFromBrowser(stack, `/v1/payment_intents/${paymentIntentId}/confirm`, {
      payment_method: card,
      client_secret: clientSecret,
      return_url: returnUrl,
    });
    expect(confirmed.body).toMatchObject({ status: 'requires_action', next_action: { type: 'redirect_to_url' } });
    const back = await fetch(confirmed.body.next_action.redirect_to_url.url, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'complete' }),
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toContain(`${returnUrl}?payment_intent=${paymentIntentId}`);
    const [completed, again] = await Promise.all(
      [1, 2].map(() => admin.post('/api/groups/purchases/complete.json', { paymentIntentId })),
    );
    expect(completed).toMatchObject({ status: 201, body: { redirect: '/group-portal/courses' } });
    expect(again!.body.order.uuid).toBe(completed!.body.order.uuid);
    await new Promise((r) => setTimeout(r, 300)); // the stand-in's webhook, which finds the order
    expect((await ordersOf(admin)).map((o) => o.uuid)).toEqual([completed!.body.order.uuid]);
    expect(await seatsOf(admin, 'acls-cert')).toBe(2);
    expect(await groupCharges(groupId)).toBe(1);
  });

  it('a retry that reaches Stripe after it forgot the key (other parameters, days later) charges nothing more', async () => {
    const { admin, groupId, adminId } = await groupWithAdmin(0);
    const card = await saveCard(admin);
    const other = await saveCard(admin, '5555555555554444');
    const idempotencyKey = randomUUID();
    const body = { cart: { 'pals-cert': 3 }, paymentMethodId: card };
    const bought = await admin.post('/api/groups/purchases.json', body, {
      headers: { 'idempotency-key': idempotencyKey },
    });
    expect(bought.status).toBe(201);
    const group = groupScopeOfPayment({ groupId });
    const recorded = (await getPendingGroupOrder(`group-purchase:${groupId}:${idempotencyKey}`))!.paymentIntentId;
    expect(recorded).toMatch(/^pi_/);
    // Our reply store and Stripe's keys both forgotten, and the retry even names another card: the
    // order's recorded intent is already paid, so nothing is confirmed again.
    const retried = await purchase(
      group,
      (await getUserById(adminId))!,
      { ...body, paymentMethodId: other },
      idempotencyKey,
    );
    expect(retried).toMatchObject({ status: 201, body: { order: { uuid: bought.body.order.uuid } } });
    expect(await ordersOf(admin)).toHaveLength(1);
    expect(await seatsOf(admin, 'pals-cert')).toBe(3);
    expect(await groupCharges(groupId)).toBe(1);
  });

  it('Stripe not answering is a 503 with Retry-After, nothing is written, and a retry buys once', async () => {
    const { admin, groupId, adminId } = await groupWithAdmin(0);
    const card = await saveCard(admin);
    const body = { cart: { 'bls-cert': 2 }, paymentMethodId: card };
    const idempotencyKey = randomUUID();
    const apiUrl = process.env.STRIPE_API_URL!;
    process.env.STRIPE_API_URL = `http://127.0.0.1:${await freePort()}`; // nothing listens there
    resetEnvForTests();
    resetStripeClientForTests();
    let failure: unknown;
    try {
      await purchase(groupScopeOfPayment({ groupId }), (await getUserById(adminId))!, body, idempotencyKey).catch(
        (error: unknown) => {
          failure = error;
        },
      );
    } finally {
      process.env.STRIPE_API_URL = apiUrl;
      resetEnvForTests();
      resetStripeClientForTests();
    }
    expect(failure).toBeInstanceOf(ServiceUnavailable);
    const reply = errorResponse(failure, 'req-1');
    expect(reply.statusCode).toBe(503);
    expect(reply.headers).toMatchObject({ 'retry-after': '30' });
    expect(JSON.parse(String(reply.body)).message).toContain('try again in a minute');
    expect(await ordersOf(admin)).toEqual([]);
    expect(await seatsOf(admin, 'bls-cert')).toBe(0);
    // The browser's retry (same key) goes through once Stripe answers again.
    const retry = await admin.post('/api/groups/purchases.json', body, {
      headers: { 'idempotency-key': idempotencyKey },
    });
    expect(retry.status).toBe(201);
    expect(await seatsOf(admin, 'bls-cert')).toBe(2);
    expect(await groupCharges(groupId)).toBe(1);
  }, 60_000);

  it('groups with unlimited certifications have nothing to buy (409)', async () => {
    const { admin } = await unpurchasedGroup(true);
    expect((await admin.get('/api/groups/cart.json')).status).toBe(409);
    expect(
      (await admin.post('/api/groups/purchases.json', { cart: { 'acls-cert': 1 }, paymentMethodId: 'pm_x' }, key()))
        .status,
    ).toBe(409);
  });
});

describe('group cards, settings and subscription interest', () => {
  it("saves, lists and deletes the group's cards; another group's card is 404", async () => {
    const { admin } = await groupWithAdmin(0);
    expect((await admin.get('/api/groups/payment_methods.json')).body.data).toEqual([]);
    const card = await saveCard(admin);
    expect((await admin.get('/api/groups/payment_methods.json')).body.data).toMatchObject([
      { paymentMethodId: card, brand: 'visa', last4: '4242' },
    ]);
    expect((await admin.post('/api/groups/payment_methods.json', { paymentMethodId: 'pm_missing' })).status).toBe(404);
    expect((await admin.post('/api/groups/payment_methods.json', { paymentMethodId: '' })).status).toBe(422);

    const other = await groupWithAdmin(0);
    expect((await other.admin.request('DELETE', '/api/groups/payment_methods', { paymentMethodId: card })).status).toBe(
      404,
    );
    const stolen = await other.admin.post('/api/groups/payment_methods.json', { paymentMethodId: card });
    expect(stolen.status).toBe(422);

    const removed = await admin.request('DELETE', '/api/groups/payment_methods', { paymentMethodId: card });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual([]);
    expect(removed.body.toaster.message).toContain('4242');
  });

  it('asks for the password again before a card change when the sign-in is older than 15 minutes', async () => {
    const { admin } = await groupWithAdmin(0);
    const card = await saveCard(admin);
    await signedInAgo(admin, 16 * 60_000);
    const ask = {
      status: 422,
      body: { errors: { currentPassword: ['Please enter your current password to continue.'] } },
    };
    expect(
      await admin.post('/api/groups/payment_methods.json', { paymentMethodId: await providerCard('5555555555554444') }),
    ).toMatchObject(ask);
    expect(await admin.request('DELETE', '/api/groups/payment_methods', { paymentMethodId: card })).toMatchObject(ask);
    expect(
      (
        await admin.request('DELETE', '/api/groups/payment_methods', {
          paymentMethodId: card,
          currentPassword: PASSWORD,
        })
      ).status,
    ).toBe(200);
  });

  it("a card Stripe declines at attach (4000 0000 0000 0002) is not saved: 422 with Stripe's message", async () => {
    const { admin } = await groupWithAdmin(0);
    const refused = await admin.post('/api/groups/payment_methods.json', {
      paymentMethodId: await providerCard('4000000000000002'),
    });
    expect(refused).toMatchObject({ status: 422, body: { errors: { paymentMethodId: ['Your card was declined.'] } } });
    expect((await admin.get('/api/groups/payment_methods.json')).body.data).toEqual([]);
  });

  it('saves a card through a SetupIntent the browser confirms: 3-D Secure completes it, a declining card is refused there', async () => {
    const { admin } = await groupWithAdmin(0);
    const setupOf = async () => {
      const reply = await admin.post('/api/groups/payment_methods/create_setup_intent.json', {});
      expect(reply.status).toBe(200);
      return reply.body.clientSecret as string;
    };
    const confirmSetup = (clientSecret: string, number: string) =>
      providerCard(number).then((pm) =>
        stripeFromBrowser(stack, `/v1/setup_intents/${clientSecret.split('_secret_')[0]}/confirm`, {
          payment_method: pm,
          client_secret: clientSecret,
          return_url: `${stack.url}/group-portal/settings/billing`,
        }),
      );
    // 4000 0000 0000 0002: Stripe's card check refuses it with its message; nothing is saved.
    const declined = await confirmSetup(await setupOf(), '4000000000000002');
    expect(declined).toMatchObject({ status: 402, body: { error: { message: 'Your card was declined.' } } });
    // 4000 0027 6000 3184: the bank's page, then the saved card is named to our API (no password asked again).
    const secure = await confirmSetup(await setupOf(), '4000002760003184');
    expect(secure.body).toMatchObject({ status: 'requires_action', next_action: { type: 'redirect_to_url' } });
    await fetch(secure.body.next_action.redirect_to_url.url, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'complete' }),
      redirect: 'manual',
    });
    await signedInAgo(admin, 16 * 60_000);
    const saved = await admin.post('/api/groups/payment_methods.json', { paymentMethodId: secure.body.payment_method });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject([{ paymentMethodId: secure.body.payment_method, last4: '3184' }]);
    // Opening a SetupIntent is a card change: an old sign-in is asked for the password.
    expect(await admin.post('/api/groups/payment_methods/create_setup_intent.json', {})).toMatchObject({
      status: 422,
      body: { errors: { currentPassword: [expect.any(String)] } },
    });
  });

  it('lists every saved card of a group with more than a page of them (12; Stripe pages by 10)', async () => {
    const { admin } = await groupWithAdmin(0);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await saveCard(admin, i % 2 ? '5555555555554444' : '4242424242424242'));
    const listed = (await admin.get('/api/groups/payment_methods.json')).body.data.map(
      (c: { paymentMethodId: string }) => c.paymentMethodId,
    );
    expect(listed.sort()).toEqual([...ids].sort());
  });

  it('two first cards saved at once land on one group customer', async () => {
    const { admin } = await groupWithAdmin(0);
    const ids = await Promise.all(['4242424242424242', '5555555555554444'].map(providerCard));
    const saved = await Promise.all(
      ids.map((paymentMethodId) => admin.post('/api/groups/payment_methods.json', { paymentMethodId })),
    );
    expect(saved.map((r) => r.status)).toEqual([201, 201]);
    const listed = (await admin.get('/api/groups/payment_methods.json')).body.data.map(
      (c: { paymentMethodId: string }) => c.paymentMethodId,
    );
    expect(listed.sort()).toEqual([...ids].sort());
  });

  it("renames only the caller's group; blank is a 422", async () => {
    const { admin, groupId } = await groupWithAdmin(0);
    const renamed = await admin.request('PATCH', `/api/groups/${groupId}`, { name: 'St. Elsewhere' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.group).toMatchObject({ id: groupId, name: 'St. Elsewhere' });
    expect((await admin.request('PATCH', `/api/groups/${groupId}`, { name: '  ' })).body.errors.name).toEqual([
      "can't be blank",
    ]);
    const other = await groupWithAdmin(0);
    expect((await other.admin.request('PATCH', `/api/groups/${groupId}`, { name: 'Taken over' })).status).toBe(404);
    expect((await getGroup(groupId))?.name).toBe('St. Elsewhere');
  });

  it("subscription interest sets the group's flag", async () => {
    const { admin, groupId } = await groupWithAdmin(0);
    expect((await admin.get('/api/groups/cart.json')).body.subscriptionInterestSent).toBe(false);
    const sent = await admin.post('/api/partners/subscription_interest.json');
    expect(sent.status).toBe(201);
    expect(sent.body.subscriptionInterestSent).toBe(true);
    expect((await getGroup(groupId))?.subscriptionInterestSent).toBe(true);
    expect((await admin.get('/api/groups/cart.json')).body.subscriptionInterestSent).toBe(true);
  });
});

describe('authorization matrix over every group-commerce route', () => {
  const uuid = '00000000-0000-4000-8000-000000000000';
  const CALLS: Record<string, { method: string; path: string; body?: unknown; idempotent?: boolean }> = {
    'group-commerce/get-cart': { method: 'GET', path: '/api/groups/cart.json' },
    'group-commerce/search-products': { method: 'GET', path: '/api/groups/products/search.json?search=acls' },
    'group-commerce/create-onboarding': {
      method: 'POST',
      path: '/api/groups/group_onboardings.json',
      body: { onboardingProductsAttributes: [{ productId: 'acls-cert', quantity: 1 }] },
      idempotent: true,
    },
    'group-commerce/get-onboarding-cart': { method: 'GET', path: `/api/groups/group_onboardings/${uuid}/cart.json` },
    'group-commerce/purchase': {
      method: 'POST',
      path: '/api/groups/purchases.json',
      body: { cart: { 'acls-cert': 1 }, paymentMethodId: 'pm_x' },
      idempotent: true,
    },
    'group-commerce/complete-purchase': {
      method: 'POST',
      path: '/api/groups/purchases/complete.json',
      body: { paymentIntentId: 'pi_x' },
    },
    'group-commerce/list-orders': { method: 'GET', path: '/api/groups/orders.json' },
    'group-commerce/get-order-receipt': { method: 'GET', path: `/api/groups/orders/${uuid}.json` },
    'group-commerce/order-receipt-pdf': { method: 'GET', path: `/api/groups/orders/${uuid}/receipt.pdf` },
    'group-commerce/list-payment-methods': { method: 'GET', path: '/api/groups/payment_methods.json' },
    'group-commerce/create-setup-intent': {
      method: 'POST',
      path: '/api/groups/payment_methods/create_setup_intent.json',
      body: {},
    },
    'group-commerce/add-payment-method': {
      method: 'POST',
      path: '/api/groups/payment_methods.json',
      body: { paymentMethodId: 'pm_x' },
    },
    'group-commerce/delete-payment-method': {
      method: 'DELETE',
      path: '/api/groups/payment_methods',
      body: { paymentMethodId: 'pm_x' },
    },
    'group-commerce/update-group': { method: 'PATCH', path: `/api/groups/${uuid}`, body: { name: 'X' } },
    'group-commerce/subscription-interest': { method: 'POST', path: '/api/partners/subscription_interest.json' },
  };
  const send = (client: ApiClient, call: (typeof CALLS)[string]) =>
    client.request(call.method, call.path, call.body, call.idempotent ? key() : {});

  it('has a call for every group-commerce contract, each for group admins only', () => {
    const keys = Object.keys(contracts).filter((k) => k.startsWith('group-commerce/'));
    expect(Object.keys(CALLS).sort()).toEqual(keys.sort());
    for (const k of keys) expect(contracts[k as keyof typeof contracts].access, k).toBe('groupAdmin');
  });

  it('anonymous 401; a learner, a plain member and a content admin 403', async () => {
    const anonymous = new ApiClient(stack.url);
    await anonymous.bootstrap();
    for (const [k, call] of Object.entries(CALLS)) expect((await send(anonymous, call)).status, k).toBe(401);
    const { groupId } = await groupWithAdmin(0);
    const plain = await signUpUser('Mo', 'Member');
    await addGroupMember(groupId, plain.id, false);
    const member = await signedIn(plain.email, PASSWORD);
    const learner = await signedIn(DEMO_ACCOUNTS[0].email);
    const contentAdmin = await signedIn(DEMO_ACCOUNTS[4].email);
    for (const [who, client] of [
      ['learner', learner],
      ['member', member],
      ['content admin', contentAdmin],
    ] as const) {
      for (const [k, call] of Object.entries(CALLS)) expect((await send(client, call)).status, `${who} ${k}`).toBe(403);
    }
  });
});
