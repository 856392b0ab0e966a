// Referrals (code and link, the colleague's 15 % first order, the referrer's $25 credit ledger) and
// reviews (once, with the 10 % coupon; the public list) through the gateway and the Stripe stand-in.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { getCoupon } from '@functions/data/coupons';
import { completePurchase, confirmInBrowser, openPaymentIntent, signUpLearner } from '../support/checkout';
import { TOO_MANY_REFERRAL_CLAIMS } from '@functions/domain/commerce/messages';
import { REFERRAL_CLAIM_LIMIT } from '@functions/domain/commerce/referral-claims';

const stack = inject('stack');

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

const signUp = (client?: ApiClient, firstName = 'Rita') =>
  signUpLearner(stack, { client, firstName, lastName: 'Tester', emailPrefix: 'ref' });

async function pay(client: ApiClient) {
  const intent = await openPaymentIntent(client);
  await confirmInBrowser(stack, intent, 'pm_card_visa');
  expect((await completePurchase(client, intent.paymentIntentId)).status).toBe(201);
  return intent.amount;
}

const claim = (browser: ApiClient, code: string) => browser.post('/api/referrals/claim.json', { code });

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
    expect(await browser.post('/api/referrals/claim.json', { code: 'NOPE0000' })).toMatchObject({
      status: 422,
      body: { errors: { code: ['This referral code is not valid.'] } },
    });
    expect(
      (await browser.post('/api/referrals/claim.json', { code: mine.body.code.toLowerCase() })).body.referred,
    ).toBe(true);
    const cart = await browser.post('/api/cart/toggle_product.json', { id: 'acls-cert' });
    expect(cart.body).toMatchObject({ subtotal: 19900, discountAmount: 2985, discount: 15, total: 16915 });
    const colleague = await signUp(browser, 'Colin');
    expect((await colleague.client.bootstrap()).body.cart.total).toBe(16915);
    expect(await pay(colleague.client)).toBe(16915);

    const after = await referrer.client.get('/api/referrals.json');
    expect(after.body).toMatchObject({
      balance: 2500,
      credits: [{ id: colleague.userId, colleague: 'Colin T.', amount: 2500 }],
    });
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
    expect(withCoupon.body).toMatchObject({
      coupon: { code: 'WELCOME10' },
      discountSource: 'referral',
      discountAmount: 2985,
      total: 16915,
    });
    const colleague = await signUp(browser, 'Cole');
    const usedBefore = (await getCoupon('WELCOME10'))!.usedCount;
    expect(await pay(colleague.client)).toBe(16915);
    expect((await getCoupon('WELCOME10'))!.usedCount).toBe(usedBefore);
  });

  it("refuses one's own code and a referral after a first order", async () => {
    const learner = await signUp();
    const code = (await learner.client.get('/api/referrals.json')).body.code;
    expect(await learner.client.post('/api/referrals/claim.json', { code })).toMatchObject({
      status: 422,
      body: { errors: { code: ['You cannot use your own referral code.'] } },
    });
    const buyer = await signUp();
    await buyer.client.post('/api/cart/toggle_product.json', { id: 'cpr-cert' });
    await pay(buyer.client);
    expect(await buyer.client.post('/api/referrals/claim.json', { code })).toMatchObject({
      status: 422,
      body: { errors: { code: ['Referral discounts apply to a first order only.'] } },
    });
  });

  it('limits claims per browser, even when they race, then per IP across browsers (429)', async () => {
    const { perCaller, perIp } = REFERRAL_CLAIM_LIMIT;
    const guesser = new ApiClient(stack.url);
    await guesser.bootstrap();
    const replies = await Promise.all(
      Array.from({ length: perCaller + 5 }, (_, i) => claim(guesser, `GUESS${String(i).padStart(4, '0')}`)),
    );
    expect(replies.filter((r) => r.status === 422)).toHaveLength(perCaller);
    const refused = replies.filter((r) => r.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.body).toEqual({ errors: { base: [TOO_MANY_REFERRAL_CLAIMS] } });
    expect(refused[0]!.headers.get('retry-after')).toBe('60');

    // Fresh browsers (new pre-sessions) behind one address share the per-IP limit.
    const ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    let sent = 0;
    while (sent < perIp) {
      const browser = new ApiClient(stack.url, ip);
      await browser.bootstrap();
      const batch = Math.min(perCaller, perIp - sent);
      const answers = await Promise.all(Array.from({ length: batch }, () => claim(browser, 'NOPE0000')));
      expect(answers.every((r) => r.status === 422)).toBe(true);
      sent += batch;
    }
    const another = new ApiClient(stack.url, ip);
    await another.bootstrap();
    expect(await claim(another, 'NOPE0000')).toMatchObject({
      status: 429,
      body: { errors: { base: [TOO_MANY_REFERRAL_CLAIMS] } },
    });
    const elsewhere = new ApiClient(stack.url);
    await elsewhere.bootstrap();
    expect((await claim(elsewhere, 'NOPE0000')).status).toBe(422);
  });
});

describe('reviews', () => {
  it('stores a review once with a personal 10 % coupon; 4-5 stars are listed publicly', async () => {
    const { client, userId } = await signUp(undefined, 'Vera');
    expect(
      await client.post('/api/reviews.json', { comment: 'Nice' }, { headers: { 'idempotency-key': randomUUID() } }),
    ).toMatchObject({ status: 422, body: { errors: { rating: ['Please select a rating to submit your review.'] } } });
    expect(
      await client.post('/api/reviews.json', { rating: 6 }, { headers: { 'idempotency-key': randomUUID() } }),
    ).toMatchObject({ status: 422, body: { errors: { rating: ['Please select a rating to submit your review.'] } } });
    const key = randomUUID();
    const [a, b] = await Promise.all([
      client.post(
        '/api/reviews.json',
        { rating: 5, comment: `Clear and quick ${userId}` },
        { headers: { 'idempotency-key': key } },
      ),
      client.post(
        '/api/reviews.json',
        { rating: 5, comment: `Clear and quick ${userId}` },
        { headers: { 'idempotency-key': randomUUID() } },
      ),
    ]);
    const created = [a, b].filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toMatchObject({
      coupon: { code: expect.stringMatching(/^THANKS-/), percent: 10 },
      toaster: { type: 'success', message: 'Thank you for your review!' },
    });
    expect([a, b].find((r) => r !== created[0])).toMatchObject({
      status: 422,
      body: { errors: { base: ['You have already submitted a review. Thank you!'] } },
    });
    expect((await client.bootstrap()).body.currentUser.submittedShopperApproved).toBe(true);

    // The coupon is the reviewer's own.
    await client.post('/api/cart/toggle_product.json', { id: 'nrp-cert' });
    const applied = await client.post('/api/cart/apply_coupon.json', { coupon: created[0]!.body.coupon.code });
    expect(applied.body.discount).toBe(10);
    const stranger = new ApiClient(stack.url);
    await stranger.bootstrap();
    await stranger.post('/api/cart/toggle_product.json', { id: 'nrp-cert' });
    expect((await stranger.post('/api/cart/apply_coupon.json', { coupon: created[0]!.body.coupon.code })).status).toBe(
      422,
    );

    const low = await signUp(undefined, 'Lou');
    expect(
      (
        await low.client.post(
          '/api/reviews.json',
          { rating: 2, comment: `Too long ${low.userId}` },
          { headers: { 'idempotency-key': randomUUID() } },
        )
      ).status,
    ).toBe(201);
    const list = await stranger.get('/api/shopper_approved.json');
    expect(
      list.body.some(
        (r: { comment: string; stars: number; name: string }) =>
          r.comment === `Clear and quick ${userId}` && r.stars === 5 && r.name === 'Vera T.',
      ),
    ).toBe(true);
    expect(list.body.some((r: { comment: string }) => r.comment === `Too long ${low.userId}`)).toBe(false);
  });
});
