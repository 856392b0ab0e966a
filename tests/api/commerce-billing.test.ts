// Billing through the gateway: order history, receipt (JSON and PDF), saved cards (setup intents,
// default, delete), and another learner's orders and cards answering 404.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { signedInAgo } from '../support/sessions';
import {
  completePurchase,
  confirmInBrowser,
  openPaymentIntent,
  signUpLearner,
  stripeFromBrowser,
} from '../support/checkout';

const stack = inject('stack');

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

const learner = async () =>
  (await signUpLearner(stack, { firstName: 'Bill', lastName: 'Ing', emailPrefix: 'bill' })).client;
const browserStripe = (path: string, fields: Record<string, string>) => stripeFromBrowser(stack, path, fields);

async function buy(client: ApiClient, productId: string, paymentMethod = 'pm_card_visa') {
  await client.post('/api/cart/toggle_product.json', { id: productId });
  const intent = await openPaymentIntent(client);
  await confirmInBrowser(stack, intent, paymentMethod);
  expect((await completePurchase(client, intent.paymentIntentId)).status).toBe(201);
}

describe('billing', () => {
  it('lists orders newest first with receipts as JSON and PDF; another learner gets 404', async () => {
    const client = await learner();
    await buy(client, 'acls-cert');
    await buy(client, 'bls-recert');
    const orders = await client.get('/api/orders.json');
    expect(orders.body.data).toHaveLength(2);
    expect(orders.body.data.map((o: { count: number }) => o.count)).toEqual([2, 1]);
    const [latest] = orders.body.data;
    const receipt = await client.get(`/api/orders/${latest.id}.json`);
    expect(receipt.body).toMatchObject({
      order: { id: latest.id, count: 2 },
      lines: [{ productId: 'bls-recert' }],
      card: { brand: 'visa', last4: '4242' },
      billedTo: { name: 'Bill Ing' },
    });
    const pdf = await client.get(`/api/orders/${latest.id}/receipt.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(String(pdf.body).startsWith('%PDF')).toBe(true);

    const other = await learner();
    expect((await other.get(`/api/orders/${latest.id}.json`)).status).toBe(404);
    expect((await other.get(`/api/orders/${latest.id}/receipt.pdf`)).status).toBe(404);
    expect((await other.get('/api/orders.json')).body.data).toEqual([]);
  });

  it("saves cards through a setup intent, sets the default and deletes; another learner's card is 404", async () => {
    const client = await learner();
    expect((await client.get('/api/payment_methods.json')).body).toEqual({ data: [] });
    expect((await client.get('/api/payment_methods/default_payment_method.json')).body).toEqual({
      paymentMethod: null,
    });
    await buy(client, 'pals-cert');
    // The card paid with is kept and becomes the default.
    const first = (await client.get('/api/payment_methods.json')).body.data;
    expect(first).toMatchObject([{ brand: 'visa', last4: '4242' }]);
    expect(
      (await client.get('/api/payment_methods/default_payment_method.json')).body.paymentMethod.paymentMethodId,
    ).toBe(first[0].paymentMethodId);

    const setup = await client.post('/api/payment_methods/create_setup_intent.json');
    expect(setup.body.clientSecret).toMatch(/^seti_/);
    const card = await browserStripe('/v1/payment_methods', {
      type: 'card',
      'card[number]': '5555555555554444',
      'card[exp_month]': '10',
      'card[exp_year]': '39',
      'card[cvc]': '321',
    });
    const confirmed = await browserStripe(`/v1/setup_intents/${setup.body.clientSecret.split('_secret_')[0]}/confirm`, {
      payment_method: card.body.id,
      client_secret: setup.body.clientSecret,
    });
    expect(confirmed.body.status).toBe('succeeded');
    const cards = (await client.get('/api/payment_methods.json')).body.data;
    expect(cards.map((c: { last4: string }) => c.last4).sort()).toEqual(['4242', '4444']);

    const updated = await client.post('/api/payment_methods/update_default_payment_method.json', {
      payment_method_id: card.body.id,
    });
    expect(updated.body.paymentMethod).toMatchObject({ last4: '4444', brand: 'mastercard' });
    expect((await client.get('/api/payment_methods/default_payment_method.json')).body.paymentMethod.last4).toBe(
      '4444',
    );

    const other = await learner();
    expect(
      (await other.post('/api/payment_methods/update_default_payment_method.json', { payment_method_id: card.body.id }))
        .status,
    ).toBe(404);
    expect((await other.delete(`/api/payment_methods/${card.body.id}.json`)).status).toBe(404);
    expect((await client.delete('/api/payment_methods/pm_unknown.json')).status).toBe(404);

    const removed = await client.delete(`/api/payment_methods/${card.body.id}.json`);
    expect(removed.body.data.map((c: { last4: string }) => c.last4)).toEqual(['4242']);
    expect((await client.get('/api/payment_methods/default_payment_method.json')).body.paymentMethod).toBeNull();
  });

  it('asks for the password again before a card change when the sign-in is older than 15 minutes', async () => {
    const client = await learner();
    await buy(client, 'bls-cert');
    const [card] = (await client.get('/api/payment_methods.json')).body.data;
    await signedInAgo(client, 16 * 60_000);
    const ask = {
      status: 422,
      body: { errors: { currentPassword: ['Please enter your current password to continue.'] } },
    };
    expect(await client.post('/api/payment_methods/create_setup_intent.json', {})).toMatchObject(ask);
    expect(
      await client.post('/api/payment_methods/update_default_payment_method.json', {
        payment_method_id: card.paymentMethodId,
      }),
    ).toMatchObject(ask);
    expect(await client.delete(`/api/payment_methods/${card.paymentMethodId}.json`, {})).toMatchObject(ask);
    expect(
      await client.delete(`/api/payment_methods/${card.paymentMethodId}.json`, { currentPassword: 'Wrong-Passw0rd' }),
    ).toMatchObject({ status: 422, body: { errors: { currentPassword: ['Your current password is incorrect.'] } } });
    expect((await client.get('/api/payment_methods.json')).body.data).toHaveLength(1);
    expect(
      (await client.post('/api/payment_methods/create_setup_intent.json', { currentPassword: 'Str0ngPassword' }))
        .status,
    ).toBe(200);
    expect(
      (await client.delete(`/api/payment_methods/${card.paymentMethodId}.json`, { currentPassword: 'Str0ngPassword' }))
        .status,
    ).toBe(200);
  });
});
