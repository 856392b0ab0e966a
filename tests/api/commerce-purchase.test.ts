// Checkout through the local gateway and the Stripe stand-in: the test plays the browser (it confirms
// the intent against the stand-in with the publishable key and client secret, as stripe.js does).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { eventually } from '../support/eventually';
import {
  completePurchase,
  confirmInBrowser as confirmLikeStripeJs,
  openPaymentIntent,
  paidIntentEvent,
  postWebhook,
  signUpLearner,
  signWebhook,
  type OpenIntent,
} from '../support/checkout';
import { couponItem, getCoupon } from '@functions/data/coupons';
import { productItem, putItems } from '@functions/data/catalog';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '@functions/data/table';
import * as keys from '@functions/data/keys';
import { getProductsByIds } from '@functions/data/products';
import { listOrdersOfUser } from '@functions/data/orders';
import { listSubscriptionsOfUser } from '@functions/data/learning';

const stack = inject('stack');

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

async function learnerWithCart(products: string[] = ['acls-cert']) {
  const client = new ApiClient(stack.url);
  await client.bootstrap();
  for (const id of products) await client.post('/api/cart/toggle_product.json', { id });
  return signUpLearner(stack, { client });
}

const openIntent = openPaymentIntent;
const confirmInBrowser = (intent: OpenIntent, paymentMethod: string) =>
  confirmLikeStripeJs(stack, intent, paymentMethod);
const buy = completePurchase;

describe('checkout and purchase', () => {
  it('refunds a payment whose order can never be written (its course stopped being sold meanwhile)', async () => {
    const [bls] = await getProductsByIds(['bls-cert']);
    const id = `retired-${randomUUID().slice(0, 8)}`;
    await putItems([productItem({ ...bls!, id, sisterId: null })]);
    const { client, userId } = await learnerWithCart([id]);
    const intent = await openIntent(client);
    expect((await confirmInBrowser(intent, 'pm_card_visa')).body.status).toBe('succeeded');
    await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.product(id) }));
    const refused = await buy(client, intent.paymentIntentId);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'A course in this order is no longer sold. Your payment was refunded.' },
    });
    expect(await listOrdersOfUser(userId)).toEqual([]);
    // Fully refunded already: the stand-in refuses to refund more.
    const again = await fetch(`${stack.env.STRIPE_API_URL}/v1/refunds`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${stack.env.STRIPE_SECRET_KEY}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ payment_intent: intent.paymentIntentId }),
    });
    expect((await again.json()).error.code).toBe('charge_already_refunded');
    // A replay (or the webhook) refunds nothing twice and still writes nothing.
    expect((await buy(client, intent.paymentIntentId)).status).toBe(409);
  });

  it('pays with 4242 (pm_card_visa): one order, the subscription, an empty cart; the course can be started at once', async () => {
    const { client, userId } = await learnerWithCart(['acls-cert']);
    const intent = await openIntent(client);
    expect(intent.amount).toBe(19900);
    expect((await confirmInBrowser(intent, 'pm_card_visa')).body.status).toBe('succeeded');
    const bought = await buy(client, intent.paymentIntentId);
    expect(bought.status).toBe(201);
    expect(bought.body).toMatchObject({ count: 0, total: 0, products: [] });

    const orders = await listOrdersOfUser(userId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      total: 19900,
      paymentIntentId: intent.paymentIntentId,
      card: { brand: 'visa', last4: '4242' },
    });
    const latest = await client.get('/api/orders/latest.json');
    expect(latest.body).toMatchObject({
      order: { id: orders[0]!.id, totalCost: 19900, dollarPrice: '$199.00', count: 1 },
      purchaseData: { firstOrder: true, value: 19900 },
    });

    const subscriptions = await client.get('/api/subscriptions.json');
    const acls = subscriptions.body.data.find((s: { productName: string }) => s.productName === 'ACLS Certification');
    expect(acls).toBeDefined();
    const started = await client.post(
      '/api/user_courses.json',
      { courseId: 'acls', subscriptionUuid: acls.uuid },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(started.status).toBe(201);
    expect((await client.get(`/api/user_course_sections/${started.body.firstUserCourseSectionUuid}.json`)).status).toBe(
      200,
    );
  });

  it("a declined card (pm_card_chargeDeclined) gets Stripe's message and writes nothing", async () => {
    const { client, userId } = await learnerWithCart(['pals-cert']);
    const intent = await openIntent(client);
    const declined = await confirmInBrowser(intent, 'pm_card_chargeDeclined');
    expect(declined).toMatchObject({
      status: 402,
      body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
    });
    const refused = await buy(client, intent.paymentIntentId);
    expect(refused).toMatchObject({
      status: 422,
      body: { errors: { base: ['Your payment has not been completed. Please try again or use another card.'] } },
    });
    expect(await listOrdersOfUser(userId)).toEqual([]);
    expect((await client.bootstrap()).body.cart.count).toBe(1);
  });

  it('the authentication card needs the confirmation page before the purchase goes through', async () => {
    const { client, userId } = await learnerWithCart(['bls-cert']);
    const intent = await openIntent(client);
    const pending = await confirmInBrowser(intent, 'pm_card_authenticationRequired');
    expect(pending.body).toMatchObject({ status: 'requires_action', next_action: { type: 'redirect_to_url' } });
    expect((await buy(client, intent.paymentIntentId)).status).toBe(422);
    const back = await fetch(pending.body.next_action.redirect_to_url.url, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'complete' }),
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toContain(
      `/checkout/confirm-payment?payment_intent=${intent.paymentIntentId}`,
    );
    expect((await buy(client, intent.paymentIntentId)).status).toBe(201);
    expect(await listOrdersOfUser(userId)).toHaveLength(1);
  });

  it('double clicks, replays and the webhook make exactly one order (race)', async () => {
    const { client, userId, email } = await learnerWithCart(['nrp-cert', 'cpr-cert']);
    const intent = await openIntent(client);
    await confirmInBrowser(intent, 'pm_card_visa');
    const otherTab = new ApiClient(stack.url);
    await otherTab.signIn(email, 'Str0ngPassword');
    const key = randomUUID();
    const replies = await Promise.all([
      buy(client, intent.paymentIntentId),
      buy(client, intent.paymentIntentId),
      buy(otherTab, intent.paymentIntentId, key),
      buy(otherTab, intent.paymentIntentId),
    ]);
    for (const reply of replies) expect([201, 409]).toContain(reply.status);
    expect(replies.some((r) => r.status === 201)).toBe(true);
    const replay = await buy(otherTab, intent.paymentIntentId, key);
    expect([201, 409]).toContain(replay.status);
    // The stand-in's own payment_intent.succeeded delivery has arrived too by now, or arrives later.
    await new Promise((r) => setTimeout(r, 500));
    const orders = await listOrdersOfUser(userId);
    expect(orders).toHaveLength(1);
    expect(await listSubscriptionsOfUser(userId)).toHaveLength(2);
  });

  it("the webhook alone completes the purchase (the browser closed), and the browser's later call finds that order", async () => {
    const { client, userId } = await learnerWithCart(['acls-recert']);
    const intent = await openIntent(client);
    await confirmInBrowser(intent, 'pm_card_visa');
    const orders = await eventually(
      () => listOrdersOfUser(userId),
      (list) => list.length === 1,
    );
    expect((await client.bootstrap()).body.cart.count).toBe(0);
    expect((await buy(client, intent.paymentIntentId)).status).toBe(201);
    expect(await listOrdersOfUser(userId)).toEqual(orders);
  });

  it('a replayed or late webhook changes nothing; a bad or missing signature is 400', async () => {
    const { client, userId } = await learnerWithCart(['pals-recert']);
    const intent = await openIntent(client);
    await confirmInBrowser(intent, 'pm_card_visa');
    expect((await buy(client, intent.paymentIntentId)).status).toBe(201);
    const payload = await paidIntentEvent(stack, intent.paymentIntentId);
    expect((await postWebhook(stack, payload)).status).toBe(200);
    expect((await postWebhook(stack, payload)).status).toBe(200);
    const bad = await postWebhook(stack, payload, signWebhook(stack, payload, 'whsec_not_ours'));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'The request signature is invalid.' });
    expect((await postWebhook(stack, payload, null)).status).toBe(400);
    expect(await listOrdersOfUser(userId)).toHaveLength(1);
  });

  it('a zero total is purchased without a payment; a paid cart cannot be', async () => {
    const code = `FREE${randomUUID().slice(0, 6)}`.toUpperCase();
    await putItems([
      couponItem({
        code,
        kind: 'percent',
        value: 100,
        expiresOn: null,
        usageLimit: 1,
        usedCount: 0,
        productIds: [],
        ownerId: null,
      }),
    ]);
    const { client, userId } = await learnerWithCart(['cpr-recert']);
    expect(await buy(client, null)).toMatchObject({ status: 422, body: { errors: { base: [expect.any(String)] } } });
    await client.post('/api/cart/apply_coupon.json', { coupon: code });
    expect((await client.bootstrap()).body.cart.total).toBe(0);
    expect(
      await client.post('/api/payment_intents.json', { cart: {} }, { headers: { 'idempotency-key': randomUUID() } }),
    ).toMatchObject({ status: 422, body: { errors: { base: ['No payment required.'] } } });
    expect((await buy(client, null)).status).toBe(201);
    expect(await listOrdersOfUser(userId)).toMatchObject([{ total: 0, couponCode: code }]);
  });

  it('a coupon with a usage limit of 1 on two free orders at once: exactly one order gets it (race)', async () => {
    const code = `ONCE${randomUUID().slice(0, 6)}`.toUpperCase();
    await putItems([
      couponItem({
        code,
        kind: 'percent',
        value: 100,
        expiresOn: null,
        usageLimit: 1,
        usedCount: 0,
        productIds: [],
        ownerId: null,
      }),
    ]);
    const learners = await Promise.all([learnerWithCart(['bls-recert']), learnerWithCart(['acls-recert'])]);
    for (const { client } of learners) {
      await client.post('/api/cart/apply_coupon.json', { coupon: code });
      expect((await client.bootstrap()).body.cart.total).toBe(0);
    }
    const replies = await Promise.all(learners.map(({ client }) => buy(client, null)));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(replies.find((r) => r.status === 422)!.body).toEqual({
      errors: { coupon: ['This coupon has already been used the maximum number of times.'] },
    });
    const orders = (await Promise.all(learners.map(({ userId }) => listOrdersOfUser(userId)))).flat();
    expect(orders).toMatchObject([{ total: 0, couponCode: code }]);
    expect(await getCoupon(code)).toMatchObject({ usedCount: 1 });
  });

  it("refuses an empty cart, anonymous callers and another learner's payment (404)", async () => {
    const anonymous = new ApiClient(stack.url);
    await anonymous.bootstrap();
    expect(
      (
        await anonymous.post(
          '/api/payment_intents.json',
          { cart: {} },
          { headers: { 'idempotency-key': randomUUID() } },
        )
      ).status,
    ).toBe(401);
    const { client } = await learnerWithCart([]);
    expect(
      await client.post('/api/payment_intents.json', { cart: {} }, { headers: { 'idempotency-key': randomUUID() } }),
    ).toMatchObject({
      status: 422,
      body: { errors: { base: ['Please add at least one course to your cart before proceeding to the checkout.'] } },
    });
    const owner = await learnerWithCart(['bls-recert']);
    const intent = await openIntent(owner.client);
    await confirmInBrowser(intent, 'pm_card_visa');
    expect((await buy(client, intent.paymentIntentId)).status).toBe(404);
  });
});
