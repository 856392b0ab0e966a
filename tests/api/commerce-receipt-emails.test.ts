// Order confirmations through the gateway and the mail outbox: a learner's card purchase, a zero
// total, a purchase the webhook completes first, a race of purchase calls with the webhook, and a
// group's seats. Each order mails its payer exactly one confirmation with the receipt, whoever writes it.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { formatIsoDate } from '@shared/rules/date-format';
import { couponItem } from '@functions/data/coupons';
import { putItems } from '@functions/data/catalog';
import { listOrdersOfUser } from '@functions/data/orders';
import { getUserById } from '@functions/data/users';
import { loadCompany } from '@functions/domain/company/company-settings';
import { ApiClient, outboxEmails, type OutboxEmail } from '../support/api-client';
import {
  completePurchase as buy,
  confirmInBrowser,
  openPaymentIntent,
  paidIntentEvent,
  postWebhook,
  providerCardId,
  signUpLearner,
} from '../support/checkout';
import { eventually } from '../support/eventually';
import { groupWithAdmin } from './group-fixtures';

const stack = inject('stack');

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

let subject: string;
beforeAll(async () => {
  subject = `Your ${(await loadCompany()).name} order confirmation`;
});

async function learnerWithCart(products: string[]) {
  const client = new ApiClient(stack.url);
  await client.bootstrap();
  for (const id of products) await client.post('/api/cart/toggle_product.json', { id });
  return signUpLearner(stack, { client, firstName: 'Rita' });
}

/** The order confirmations sent to `to`, once every writer (request, replays, the stand-in's webhook) has had its turn. */
async function confirmationsTo(to: string, prefix = subject): Promise<OutboxEmail[]> {
  const mine = async () => (await outboxEmails(stack, to)).filter((mail) => mail.subject.startsWith(prefix));
  await eventually(mine, (mails) => mails.length > 0);
  await new Promise((resolve) => setTimeout(resolve, 700)); // a second one would have come by now
  return mine();
}

const appUrl = () => stack.env.APP_URL!;

describe('order confirmation emails', () => {
  it('a card purchase mails one confirmation with the receipt: lines, total, card, date and links', async () => {
    const { client, userId, email } = await learnerWithCart(['acls-cert']);
    const intent = await openPaymentIntent(client);
    await confirmInBrowser(stack, intent, 'pm_card_visa');
    expect((await buy(client, intent.paymentIntentId)).status).toBe(201);
    const [order] = await listOrdersOfUser(userId);

    const mails = await confirmationsTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain('ACLS Certification');
      expect(part).toContain('$199.00');
      expect(part).toContain('VISA ending in 4242');
      expect(part).toContain(formatIsoDate(order!.createdAt));
      expect(part).toContain(`${appUrl()}/orders/${order!.id}/receipt`);
      expect(part).toContain(`${appUrl()}/api/orders/${order!.id}/receipt.pdf`);
    }
    expect(mail!.text).toMatch(/^\s+Total\s+\$199\.00$/m);
    expect(mail!.text).toContain('Hi Rita,');
    expect(mail!.html).toContain(`<img src="${appUrl()}/brand/logo.png"`);
    expect(mail!.html + mail!.text).not.toContain('Certification Platform');
  });

  it('a zero-total purchase mails one confirmation: the coupon, $0.00, no payment required', async () => {
    const code = `MAILFREE${randomUUID().slice(0, 6)}`.toUpperCase();
    await putItems([
      couponItem({
        code,
        kind: 'percent',
        value: 100,
        expiresOn: null,
        usageLimit: 5,
        usedCount: 0,
        productIds: [],
        ownerId: null,
      }),
    ]);
    const { client, email } = await learnerWithCart(['bls-recert']);
    await client.post('/api/cart/apply_coupon.json', { coupon: code });
    const [first, second] = await Promise.all([buy(client, null), buy(client, null)]);
    expect([first.status, second.status]).toContain(201);

    const mails = await confirmationsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Coupon ${code}`);
    expect(mails[0]!.text).toContain('No payment required');
    expect(mails[0]!.text).toMatch(/^\s+Total\s+\$0\.00$/m);
    expect(mails[0]!.text).not.toContain('ending in');
  });

  it('the webhook completing the purchase first mails once; the browser call and a replayed webhook after it mail nothing', async () => {
    const { client, userId, email } = await learnerWithCart(['pals-recert']);
    const intent = await openPaymentIntent(client);
    await confirmInBrowser(stack, intent, 'pm_card_visa');
    // Only the stand-in's payment_intent.succeeded delivery writes it.
    const [order] = await eventually(
      () => listOrdersOfUser(userId),
      (orders) => orders.length === 1,
    );
    expect((await buy(client, intent.paymentIntentId)).status).toBe(201);
    const replay = await paidIntentEvent(stack, intent.paymentIntentId);
    expect((await postWebhook(stack, replay)).status).toBe(200);
    expect((await postWebhook(stack, replay)).status).toBe(200);

    const mails = await confirmationsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/orders/${order!.id}/receipt`);
  });

  it('double clicks, another tab and the webhook racing on one payment mail one confirmation (race)', async () => {
    const { client, email } = await learnerWithCart(['nrp-cert', 'cpr-cert']);
    const intent = await openPaymentIntent(client);
    await confirmInBrowser(stack, intent, 'pm_card_visa');
    const otherTab = new ApiClient(stack.url);
    await otherTab.signIn(email, 'Str0ngPassword');
    const event = () => paidIntentEvent(stack, intent.paymentIntentId);
    const replies = await Promise.all([
      buy(client, intent.paymentIntentId),
      buy(client, intent.paymentIntentId),
      buy(otherTab, intent.paymentIntentId),
      event().then((payload) => postWebhook(stack, payload)),
      event().then((payload) => postWebhook(stack, payload)),
    ]);
    expect(replies.some((reply) => reply.status === 201)).toBe(true);

    const mails = await confirmationsTo(email);
    expect(mails).toHaveLength(1);
    // Both courses, one line each.
    expect(mails[0]!.text).toMatch(/^NRP Certification\s+1\s+\$[\d,]+\.\d\d\s+\$[\d,]+\.\d\d$/m);
    expect(mails[0]!.text).toMatch(/^CPR[^\n]*\s+1\s+\$[\d,]+\.\d\d\s+\$[\d,]+\.\d\d$/m);
  });

  it("a group purchase mails the admin who bought one confirmation: seats, the tier discount, the group's receipt page and PDF", async () => {
    const { admin, adminId } = await groupWithAdmin(0);
    const adminEmail = (await getUserById(adminId))!.email;
    const card = await providerCardId(stack, '4242424242424242');
    expect((await admin.post('/api/groups/payment_methods.json', { paymentMethodId: card })).status).toBe(201);
    const bought = await admin.post(
      '/api/groups/purchases.json',
      { cart: { 'acls-cert': 5 }, paymentMethodId: card },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(bought.status).toBe(201);
    const { uuid, id } = bought.body.order as { uuid: string; id: string };
    const receipt = (await admin.get(`/api/groups/orders/${uuid}.json`)).body;

    const mails = await confirmationsTo(adminEmail);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toMatch(/: 5 seats for Group /);
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain(id);
      expect(part).toContain('Group discount (15%)');
      expect(part).toContain('VISA ending in 4242');
      expect(part).toContain(`${appUrl()}/group-orders/${uuid}/receipt`);
      expect(part).toContain(`${appUrl()}/api/groups/orders/${uuid}/receipt.pdf`);
    }
    expect(mail!.text).toMatch(/^ACLS Certification\s+5\s+\$[\d,]+\.\d\d\s+\$[\d,]+\.\d\d$/m);
    expect(mail!.text).toContain(`$${(receipt.total / 100).toFixed(2)}`);
  });
});
