// Referrals (code and link, the colleague's 15 % first order, the referrer's $25 credit ledger) and
// reviews (once, with the 10 % coupon; the public list) through the gateway and the Stripe stand-in.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { getCoupon } from '@functions/data/coupons';

const stack = inject('stack');

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

async function signUp(client?: ApiClient, firstName = 'Rita') {
  const browser = client ?? new ApiClient(stack.url);
  if (!browser.csrfToken) await browser.bootstrap();
  const email = `ref-${randomUUID()}@example.com`;
  const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const created = await browser.post('/api/users.json', { firstName, lastName: 'Tester', email, phone, password: 'Str0ngPassword' }, { headers: { 'idempotency-key': randomUUID() } });
  expect(created.status).toBe(201);
  return { client: browser, userId: created.body.user.id as string };
}

async function pay(client: ApiClient) {
  const intent = (await client.post('/api/payment_intents.json', { cart: {} }, { headers: { 'idempotency-key': randomUUID() } })).body;
  await fetch(`${stack.env.STRIPE_LOCAL_BROWSER_URL}/v1/payment_intents/${intent.paymentIntentId}/confirm`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.env.STRIPE_PUBLISHABLE_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment_method: 'pm_card_visa', client_secret: intent.clientSecret }),
  });
  const bought = await client.post('/api/purchases.json', { paymentIntentId: intent.paymentIntentId, cart: {} }, { headers: { 'idempotency-key': randomUUID() } });
  expect(bought.status).toBe(201);
  return intent.amount as number;
}

describe('referrals', () => {
  it('a colleague arriving by the link gets 15 % off the first order; the referrer earns $25 once', async () => {
    const referrer = await signUp(undefined, 'Maria');
    const mine = await referrer.client.get('/api/referrals.json');
    expect(mine.body).toMatchObject({ code: expect.stringMatching(/^MARIA\d{4}$/), credits: [], balance: 0 });
    expect(mine.body.link).toBe(`${stack.env.APP_URL}/cart?ref=${mine.body.code}`);
    expect((await referrer.client.get('/api/referrals.json')).body.code).toBe(mine.body.code);

    // The colleague's browser: the link, a cart, then sign-up.
    const browser = new ApiClient(stack.url);
    await browser.bootstrap();
    expect(await browser.post('/api/referrals/claim.json', { code: 'NOPE0000' })).toMatchObject({ status: 422, body: { errors: { code: ['This referral code is not valid.'] } } });
    expect((await browser.post('/api/referrals/claim.json', { code: mine.body.code.toLowerCase() })).body.referred).toBe(true);
    const cart = await browser.post('/api/cart/toggle_product.json', { id: 'acls-cert' });
    expect(cart.body).toMatchObject({ subtotal: 19900, discountAmount: 2985, discount: 15, total: 16915 });
    const colleague = await signUp(browser, 'Colin');
    expect((await colleague.client.bootstrap()).body.cart.total).toBe(16915);
    expect(await pay(colleague.client)).toBe(16915);

    const after = await referrer.client.get('/api/referrals.json');
    expect(after.body).toMatchObject({ balance: 2500, credits: [{ id: colleague.userId, colleague: 'Colin T.', amount: 2500 }] });
    // The second order is full price and earns nothing more.
    await colleague.client.post('/api/cart/toggle_product.json', { id: 'bls-cert' });
    const second = (await colleague.client.bootstrap()).body.cart;
    expect(second.discountAmount).toBe(0);
    await pay(colleague.client);
    expect((await referrer.client.get('/api/referrals.json')).body.balance).toBe(2500);
  });

  it('when the referral beats a coupon, the coupon is neither shown as the discount nor used up', async () => {
    const referrer = await signUp(undefined, 'Nadia');
    const { code } = (await referrer.client.get('/api/referrals.json')).body;
    const browser = new ApiClient(stack.url);
    await browser.bootstrap();
    await browser.post('/api/referrals/claim.json', { code });
    await browser.post('/api/cart/toggle_product.json', { id: 'acls-cert' });
    const withCoupon = await browser.post('/api/cart/apply_coupon.json', { coupon: 'WELCOME10' });
    // 15 % referral beats the 10 % coupon; the two never add up.
    expect(withCoupon.body).toMatchObject({ coupon: { code: 'WELCOME10' }, discountSource: 'referral', discountAmount: 2985, total: 16915 });
    const colleague = await signUp(browser, 'Cole');
    const usedBefore = (await getCoupon('WELCOME10'))!.usedCount;
    expect(await pay(colleague.client)).toBe(16915);
    expect((await getCoupon('WELCOME10'))!.usedCount).toBe(usedBefore);
  });

  it('refuses one\'s own code and a referral after a first order', async () => {
    const learner = await signUp();
    const code = (await learner.client.get('/api/referrals.json')).body.code;
    expect(await learner.client.post('/api/referrals/claim.json', { code })).toMatchObject({ status: 422, body: { errors: { code: ['You cannot use your own referral code.'] } } });
    const buyer = await signUp();
    await buyer.client.post('/api/cart/toggle_product.json', { id: 'cpr-cert' });
    await pay(buyer.client);
    expect(await buyer.client.post('/api/referrals/claim.json', { code })).toMatchObject({ status: 422, body: { errors: { code: ['Referral discounts apply to a first order only.'] } } });
  });
});

describe('reviews', () => {
  it('stores a review once with a personal 10 % coupon; 4-5 stars are listed publicly', async () => {
    const { client, userId } = await signUp(undefined, 'Vera');
    expect(await client.post('/api/reviews.json', { comment: 'Nice' }, { headers: { 'idempotency-key': randomUUID() } })).toMatchObject({ status: 422, body: { errors: { rating: ['Please select a rating to submit your review.'] } } });
    expect(await client.post('/api/reviews.json', { rating: 6 }, { headers: { 'idempotency-key': randomUUID() } })).toMatchObject({ status: 422, body: { errors: { rating: ['Please select a rating to submit your review.'] } } });
    const key = randomUUID();
    const [a, b] = await Promise.all([
      client.post('/api/reviews.json', { rating: 5, comment: `Clear and quick ${userId}` }, { headers: { 'idempotency-key': key } }),
      client.post('/api/reviews.json', { rating: 5, comment: `Clear and quick ${userId}` }, { headers: { 'idempotency-key': randomUUID() } }),
    ]);
    const created = [a, b].filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toMatchObject({ coupon: { code: expect.stringMatching(/^THANKS-/), percent: 10 }, toaster: { type: 'success', message: 'Thank you for your review!' } });
    expect([a, b].find((r) => r !== created[0])).toMatchObject({ status: 422, body: { errors: { base: ['You have already submitted a review. Thank you!'] } } });
    expect((await client.bootstrap()).body.currentUser.submittedShopperApproved).toBe(true);

    // The coupon is the reviewer's own.
    await client.post('/api/cart/toggle_product.json', { id: 'nrp-cert' });
    const applied = await client.post('/api/cart/apply_coupon.json', { coupon: created[0]!.body.coupon.code });
    expect(applied.body.discount).toBe(10);
    const stranger = new ApiClient(stack.url);
    await stranger.bootstrap();
    await stranger.post('/api/cart/toggle_product.json', { id: 'nrp-cert' });
    expect((await stranger.post('/api/cart/apply_coupon.json', { coupon: created[0]!.body.coupon.code })).status).toBe(422);

    const low = await signUp(undefined, 'Lou');
    expect((await low.client.post('/api/reviews.json', { rating: 2, comment: `Too long ${low.userId}` }, { headers: { 'idempotency-key': randomUUID() } })).status).toBe(201);
    const list = await stranger.get('/api/shopper_approved.json');
    expect(list.body.some((r: { comment: string; stars: number; name: string }) => r.comment === `Clear and quick ${userId}` && r.stars === 5 && r.name === 'Vera T.')).toBe(true);
    expect(list.body.some((r: { comment: string }) => r.comment === `Too long ${low.userId}`)).toBe(false);
  });
});
