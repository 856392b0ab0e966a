// The cart through the local gateway: anonymous and signed-in carts, toggles, For Life, sister
// switching, coupons and their 422s, merge at sign-in and sign-up, recommendations, and a race.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { couponItem } from '@functions/data/coupons';
import { putItems } from '@functions/data/catalog';

const stack = inject('stack');

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

async function anonymous() {
  const client = new ApiClient(stack.url);
  await client.bootstrap();
  return client;
}

async function newLearner(client?: ApiClient) {
  const browser = client ?? (await anonymous());
  const email = `cart-${randomUUID()}@example.com`;
  const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const created = await browser.post(
    '/api/users.json',
    { firstName: 'Cara', lastName: 'Buyer', email, phone, password: 'Str0ngPassword' },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(created.status).toBe(201);
  return { client: browser, email };
}

describe('cart calls', () => {
  it('anonymous visitors fill a cart priced on the server in cents; bootstrap returns it', async () => {
    const client = await anonymous();
    const added = await client.post('/api/cart/toggle_product.json', { id: 'acls-cert' });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ subtotal: 19900, total: 19900, count: 1, forLife: false, coupon: null });
    expect(added.body.products[0]).toMatchObject({
      id: 'acls-cert',
      name: 'ACLS Certification',
      price: 19900,
      canForLife: true,
      forLifeDeltaPrice: 9950,
      sisterId: 'acls-recert',
    });
    expect(added.body.lineItems).toEqual([
      {
        id: 'acls-cert',
        product: { id: 'acls-cert', name: 'ACLS Certification', attachedIcon: { url: null } },
        quantity: 1,
      },
    ]);

    const forLife = await client.post('/api/cart/toggle_for_life.json', { id: 'acls-cert' });
    expect(forLife.body).toMatchObject({ forLife: true, subtotal: 29850, total: 29850 });
    expect((await client.bootstrap()).body.cart).toEqual(forLife.body);

    // Another browser has its own (empty) cart.
    expect((await (await anonymous()).bootstrap()).body.cart.count).toBe(0);

    const removed = await client.post('/api/cart/toggle_product.json', { id: 'acls-cert' });
    expect(removed.body).toMatchObject({ count: 0, total: 0, products: [] });
  });

  it('switches Certification <-> Recertification through the sister product, and refuses For Life on a recertification', async () => {
    const client = await anonymous();
    await client.post('/api/cart/toggle_product.json', { id: 'pals-cert', forLife: true });
    const switched = await client.post('/api/cart/toggle_product.json', { id: 'pals-recert' });
    expect(switched.body.products.map((p: { id: string }) => p.id)).toEqual(['pals-recert']);
    expect(switched.body.total).toBe(switched.body.products[0].price);
    const refused = await client.post('/api/cart/toggle_for_life.json', { id: 'pals-recert' });
    expect(refused).toMatchObject({
      status: 422,
      body: { errors: { id: ['For Life is available for certifications only.'] } },
    });
    expect((await client.post('/api/cart/toggle_product.json', { id: 'no-such-product' })).status).toBe(404);
    expect(await client.post('/api/cart/toggle_product.json', {})).toMatchObject({
      status: 422,
      body: { errors: { id: expect.any(Array) } },
    });
  });

  it('applies WELCOME10 and refuses unknown, expired, used-up and not-applicable coupons on the coupon field', async () => {
    const client = await anonymous();
    expect(await client.post('/api/cart/apply_coupon.json', { coupon: 'WELCOME10' })).toMatchObject({
      status: 422,
      body: { errors: { coupon: ['This coupon does not apply to the courses in your cart.'] } },
    });
    await client.post('/api/cart/toggle_product.json', { id: 'bls-cert' });
    const bls = (await client.bootstrap()).body.cart.total as number;
    const applied = await client.post('/api/cart/apply_coupon.json', { coupon: 'welcome10' });
    expect(applied.body).toMatchObject({
      coupon: { code: 'WELCOME10' },
      discountAmount: Math.floor((bls * 10 + 50) / 100),
      discount: 10,
    });
    expect(applied.body.total).toBe(bls - applied.body.discountAmount);

    const used = `USED${randomUUID().slice(0, 6)}`.toUpperCase();
    const other = `ONLY${randomUUID().slice(0, 6)}`.toUpperCase();
    await putItems([
      couponItem({
        code: used,
        kind: 'amount',
        value: 500,
        expiresOn: null,
        usageLimit: 2,
        usedCount: 2,
        productIds: [],
        ownerId: null,
      }),
      couponItem({
        code: other,
        kind: 'amount',
        value: 500,
        expiresOn: null,
        usageLimit: null,
        usedCount: 0,
        productIds: ['nrp-cert'],
        ownerId: null,
      }),
    ]);
    const cases: [string, string][] = [
      ['NOPE-NOT-A-CODE', 'This coupon code is not valid.'],
      ['EXPIRED5', 'This coupon has expired.'],
      [used, 'This coupon has already been used the maximum number of times.'],
      [other, 'This coupon does not apply to the courses in your cart.'],
    ];
    for (const [code, message] of cases) {
      expect(await client.post('/api/cart/apply_coupon.json', { coupon: code })).toMatchObject({
        status: 422,
        body: { errors: { coupon: [message] } },
      });
    }
    expect(await client.post('/api/cart/apply_coupon.json', { coupon: ' ' })).toMatchObject({
      status: 422,
      body: { errors: { coupon: ['Please enter a coupon code.'] } },
    });
    // A refused code leaves the applied one in place.
    expect((await client.bootstrap()).body.cart.coupon).toEqual({ code: 'WELCOME10' });
    const removed = await client.delete('/api/cart/remove_coupon.json');
    expect(removed.body).toMatchObject({ coupon: null, discountAmount: 0, total: bls });
  });

  it('merges the anonymous cart into the account at sign-up and at sign-in', async () => {
    const browser = await anonymous();
    await browser.post('/api/cart/toggle_product.json', { id: 'nrp-cert' });
    await browser.post('/api/cart/apply_coupon.json', { coupon: 'WELCOME10' });
    const { client, email } = await newLearner(browser);
    const afterSignUp = (await client.bootstrap()).body.cart;
    expect(afterSignUp).toMatchObject({ count: 1, coupon: { code: 'WELCOME10' } });

    const second = await anonymous();
    await second.post('/api/cart/toggle_product.json', { id: 'cpr-cert' });
    await second.post('/api/cart/toggle_product.json', { id: 'nrp-cert' });
    await second.signIn(email, 'Str0ngPassword');
    const merged = (await second.bootstrap()).body.cart;
    expect(merged.products.map((p: { id: string }) => p.id).sort()).toEqual(['cpr-cert', 'nrp-cert']);
    // The anonymous cart is gone after the merge: signing out shows an empty one.
    await second.delete('/api/auth/logout.json');
    expect((await second.bootstrap()).body.cart.count).toBe(0);
  });

  it('at sign-in, a product chosen before signing in replaces its sister in the account cart (never both)', async () => {
    const browser = await anonymous();
    const { client, email } = await newLearner(browser);
    await client.post('/api/cart/toggle_product.json', { id: 'acls-recert' });
    const before = await anonymous();
    await before.post('/api/cart/toggle_product.json', { id: 'acls-cert' });
    await before.signIn(email, 'Str0ngPassword');
    expect((await before.bootstrap()).body.cart.products.map((p: { id: string }) => p.id)).toEqual(['acls-cert']);
  });

  it('keeps every change when two tabs toggle different products at once (race)', async () => {
    const { client, email } = await newLearner();
    const other = new ApiClient(stack.url);
    await other.signIn(email, 'Str0ngPassword');
    const ids = ['acls-cert', 'pals-cert', 'bls-cert', 'nrp-cert', 'cpr-cert'];
    const replies = await Promise.all(
      ids.map((id, i) => (i % 2 ? other : client).post('/api/cart/toggle_product.json', { id })),
    );
    expect(replies.map((r) => r.status)).toEqual(ids.map(() => 200));
    const cart = (await client.bootstrap()).body.cart;
    expect(cart.products.map((p: { id: string }) => p.id).sort()).toEqual([...ids].sort());
  });

  it('recommends certifications the cart does not hold', async () => {
    const client = await anonymous();
    const reply = await client.get('/api/recommended_product_collections.json?productIds=acls-cert,pals-recert');
    expect(reply.status).toBe(200);
    const ids = reply.body.flatMap((c: { products: { id: string }[] }) => c.products.map((p) => p.id));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain('acls-cert');
    expect(ids).not.toContain('pals-cert');
    expect(reply.body[0]).toMatchObject({ size: 'normal', price: expect.any(Number) });
  });
});
