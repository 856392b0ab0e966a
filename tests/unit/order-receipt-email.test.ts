// The order confirmation emails (learner purchase, auto-renewal, group seats): the receipt's lines,
// discount, tax, total, card, date and links in both parts, the plain text aligned, under the
// company's brand; how an order becomes that receipt; the logo a mail client can show.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { autoRenewalFailedEmail } from '@functions/adapters/email/auto-renewal';
import type { EmailBrand } from '@functions/adapters/email/layout';
import {
  autoRenewalReceiptEmail,
  groupOrderConfirmationEmail,
  orderConfirmationEmail,
  type EmailReceipt,
} from '@functions/adapters/email/order-receipt';
import type { GroupOrder } from '@functions/data/group-orders';
import type { Order } from '@functions/data/orders';
import { emailReceiptOf } from '@functions/domain/commerce/order-receipts';
import { DEFAULT_COMPANY } from '@functions/domain/company/company-settings';
import { mailableLogoUrl } from '@functions/domain/company/email-brand';
import { groupEmailReceiptOf } from '@functions/domain/group-commerce/order-receipts';

const brand: EmailBrand = { name: 'Acme <Health>', color: '#123456', logoUrl: 'https://app.example/brand/logo.png' };
const APP = 'https://app.example';

const receipt: EmailReceipt = {
  orderId: '0mhx3k2ab1f2e3d4c',
  createdAt: '2026-11-23T22:10:00.000Z',
  lines: [
    { name: 'ACLS Certification For Life', quantity: 1, unitPrice: 29850, amount: 29850 },
    { name: 'PALS <Recertification>', quantity: 1, unitPrice: 14900, amount: 14900 },
  ],
  subtotal: 44750,
  discount: { label: 'Coupon SAVE10', amount: 4475 },
  tax: { label: 'Sales tax (6%)', amount: 2417 },
  total: 42692,
  card: { brand: 'visa', last4: '4242' },
  receiptUrl: `${APP}/orders/0mhx3k2ab1f2e3d4c/receipt`,
  pdfUrl: `${APP}/api/orders/0mhx3k2ab1f2e3d4c/receipt.pdf`,
};

const learnerEmail = (overrides: Partial<EmailReceipt> = {}) =>
  orderConfirmationEmail(
    { firstName: 'Bea', receipt: { ...receipt, ...overrides }, dashboardUrl: `${APP}/dashboard` },
    brand,
  );

/** The plain-text receipt table: from its header row to the Total line. */
const textTable = (text: string) => {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith('Item'));
  const end = lines.findIndex((line) => line.trim().startsWith('Total'));
  return lines.slice(start, end + 1);
};

describe('the learner order confirmation', () => {
  it('lists the lines, the discount with its label, the tax, the total, the card, the date and both links', () => {
    const email = learnerEmail();
    expect(email.subject).toBe('Your Acme <Health> order confirmation');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('ACLS Certification For Life');
      expect(part).toContain('$298.50');
      expect(part).toContain('$149.00');
      expect(part).toContain('Coupon SAVE10');
      expect(part).toContain('-$44.75');
      expect(part).toContain('Sales tax (6%)');
      expect(part).toContain('$24.17');
      expect(part).toContain('$426.92');
      expect(part).toContain('VISA ending in 4242');
      expect(part).toContain('November 23, 2026');
      expect(part).toContain(receipt.receiptUrl);
      expect(part).toContain(receipt.pdfUrl);
      expect(part).toContain('0mhx3k2ab1f2e3d4c');
    }
    expect(email.text).toContain(`View your receipt: ${receipt.receiptUrl}`);
    expect(email.text).toContain(`Download the receipt (PDF): ${receipt.pdfUrl}`);
    expect(email.html).toContain(`<a href="${receipt.pdfUrl}"`);
    expect(email.html).toContain('<th scope="col"');
  });

  it('escapes names in the HTML part and keeps them as they are in the text part', () => {
    const email = learnerEmail();
    expect(email.html).toContain('PALS &lt;Recertification&gt;');
    expect(email.html).not.toContain('PALS <Recertification>');
    expect(email.text).toContain('PALS <Recertification>');
  });

  it('aligns the plain-text table: text left, every amount and total ending in the same column', () => {
    const table = textTable(learnerEmail().text);
    expect(table[0]).toMatch(/^Item\s+Qty\s+Unit price\s+Amount$/);
    const amounts = table.filter((line) => /\$[\d,]+\.\d\d$/.test(line));
    expect(amounts).toHaveLength(6); // 2 lines, subtotal, discount, tax, total
    expect(new Set(amounts.map((line) => line.length)).size).toBe(1);
    expect(table[0]!.length).toBe(amounts[0]!.length);
    expect(table.find((line) => line.startsWith('ACLS'))).toMatch(
      /^ACLS Certification For Life\s+1\s+\$298\.50\s+\$298\.50$/,
    );
    for (const line of table) expect(line.length).toBeLessThanOrEqual(72);
  });

  it('wraps a long course name in the text part instead of pushing the numbers out', () => {
    const name = 'Pediatric Advanced Life Support Recertification for the Emergency Department Nursing Staff';
    const table = textTable(
      learnerEmail({ lines: [{ name, quantity: 1, unitPrice: 14900, amount: 14900 }], discount: null, tax: null }).text,
    );
    for (const line of table) expect(line.length).toBeLessThanOrEqual(72);
    expect(table.join(' ').replace(/\s+/g, ' ')).toContain(name.split(' ').slice(0, 3).join(' '));
    const words = table
      .slice(2, -3) // the rows: after the header and its rule, before the rule, subtotal and total
      .join(' ')
      .replace(/\$\S+|\b1\b/g, ' ')
      .split(/\s+/)
      .filter(Boolean);
    expect(words.join(' ')).toBe(name);
  });

  it('shows no discount or tax line when the order has none, and a free order as needing no payment', () => {
    const email = learnerEmail({
      discount: null,
      tax: null,
      card: null,
      subtotal: 0,
      total: 0,
      lines: [{ name: 'CPR Recertification', quantity: 1, unitPrice: 0, amount: 0 }],
    });
    for (const part of [email.text, email.html]) {
      expect(part).not.toContain('Coupon');
      expect(part).not.toContain('tax');
      expect(part).toContain('No payment required');
      expect(part).not.toContain('ending in');
    }
    expect(email.text).toContain('No payment was required.');
  });

  it("carries the company's name and logo, never the old default brand", () => {
    const email = learnerEmail();
    expect(email.html).toContain('<img src="https://app.example/brand/logo.png" alt="Acme &lt;Health&gt;"');
    expect(email.html).toContain('background:#123456');
    expect(email.text.trimEnd().endsWith('-- Acme <Health>')).toBe(true);
    expect(email.html + email.text).not.toContain('Certification Platform');
    const noLogo = orderConfirmationEmail(
      { firstName: 'Bea', receipt, dashboardUrl: `${APP}/dashboard` },
      { ...brand, logoUrl: null },
    );
    expect(noLogo.html).not.toContain('<img');
    expect(noLogo.html).toContain('Acme &lt;Health&gt;</p>');
  });
});

describe('the auto-renewal receipt and failure', () => {
  it('the renewal is the same receipt under its own subject', () => {
    const email = autoRenewalReceiptEmail(
      {
        firstName: 'Rene',
        productName: 'BLS Recertification',
        receipt: {
          ...receipt,
          lines: [{ name: 'BLS Recertification', quantity: 1, unitPrice: 7900, amount: 7900 }],
          subtotal: 7900,
          discount: { label: 'Auto-renew discount (15%)', amount: 1185 },
          tax: null,
          total: 6715,
        },
        dashboardUrl: `${APP}/dashboard`,
      },
      brand,
    );
    expect(email.subject).toBe('Your BLS Recertification was renewed');
    expect(email.text).toContain('Auto-renew discount (15%)');
    expect(email.text).toContain('We charged $67.15 to your VISA ending in 4242.');
    expect(email.text).toContain(`Download the receipt (PDF): ${receipt.pdfUrl}`);
  });

  it('a refused renewal says nothing was charged and links updating the card and renewing by hand', () => {
    const email = autoRenewalFailedEmail(
      {
        firstName: 'Rene',
        productName: 'BLS Recertification',
        reason: 'Your card was declined.',
        paymentMethodUrl: `${APP}/billing/payment-method`,
        renewUrl: `${APP}/cart/add/bls-recert`,
      },
      brand,
    );
    expect(email.subject).toBe('We could not renew your BLS Recertification');
    expect(email.text).toContain('Your card was declined.');
    expect(email.text).toContain('Nothing was charged.');
    expect(email.text).toContain(`(Update my card: ${APP}/billing/payment-method)`);
    expect(email.text).toContain(`(Renew now: ${APP}/cart/add/bls-recert)`);
    expect(email.html).toContain(`href="${APP}/cart/add/bls-recert"`);
    expect(email.html).toContain('alt="Acme &lt;Health&gt;"');
  });
});

describe('the group order confirmation', () => {
  it('lists seats with quantity and unit price, the tier discount, and names the group', () => {
    const email = groupOrderConfirmationEmail(
      {
        firstName: 'Gina',
        groupName: 'Mercy General',
        assignUrl: `${APP}/group-portal/courses`,
        receipt: {
          ...receipt,
          lines: [
            { name: 'ACLS Certification', quantity: 10, unitPrice: 19900, amount: 199000 },
            { name: 'BLS Certification', quantity: 5, unitPrice: 7900, amount: 39500 },
          ],
          subtotal: 238500,
          discount: { label: 'Group discount (25%)', amount: 59625 },
          tax: null,
          total: 178875,
        },
      },
      brand,
    );
    expect(email.subject).toBe('Your Acme <Health> order confirmation: 15 seats for Mercy General');
    expect(textTable(email.text).find((line) => line.startsWith('ACLS'))).toMatch(
      /^ACLS Certification\s+10\s+\$199\.00\s+\$1,990\.00$/,
    );
    expect(email.text).toContain('Group discount (25%)');
    expect(email.text).toContain('-$596.25');
    expect(email.text).toContain("We charged $1,788.75 to the group's VISA ending in 4242.");
    expect(email.text).toContain(`Assign seats: ${APP}/group-portal/courses`);
  });
});

describe('an order as its emailed receipt', () => {
  const order: Order = {
    id: '0mhx3k2ab1f2e3d4c',
    userId: 'u1',
    createdAt: '2026-11-23T22:10:00.000Z',
    source: 'pi:pi_1',
    paymentIntentId: 'pi_1',
    lines: [
      { productId: 'acls-cert', name: 'ACLS Certification', forLife: true, price: 29850 },
      { productId: 'pals-recert', name: 'PALS Recertification', forLife: false, price: 14900 },
    ],
    subtotal: 44750,
    discountAmount: 4475,
    discountSource: 'coupon',
    couponCode: 'SAVE10',
    total: 40275,
    subscriptionUuids: [],
    card: { brand: 'visa', last4: '4242' },
  };

  it('a learner order: For Life named, one of each, the coupon labelled, the receipt page and PDF linked', () => {
    expect(emailReceiptOf(order, APP)).toEqual({
      orderId: order.id,
      createdAt: order.createdAt,
      lines: [
        { name: 'ACLS Certification For Life', quantity: 1, unitPrice: 29850, amount: 29850 },
        { name: 'PALS Recertification', quantity: 1, unitPrice: 14900, amount: 14900 },
      ],
      subtotal: 44750,
      discount: { label: 'Coupon SAVE10', amount: 4475 },
      tax: null,
      total: 40275,
      card: { brand: 'visa', last4: '4242' },
      receiptUrl: `${APP}/orders/${order.id}/receipt`,
      pdfUrl: `${APP}/api/orders/${order.id}/receipt.pdf`,
    });
    expect(emailReceiptOf({ ...order, discountSource: 'referral', couponCode: null }, APP).discount?.label).toBe(
      'Referral discount (15%)',
    );
    expect(emailReceiptOf({ ...order, discountSource: null, discountAmount: 0 }, APP).discount).toBeNull();
  });

  it('a group order: seats times the seat price, the tier labelled, the group receipt page and PDF linked', () => {
    const group: GroupOrder = {
      id: 'g0001',
      uuid: '6f1c2d3e-0000-4000-8000-000000000001',
      groupId: 'g1',
      userId: 'admin1',
      createdAt: '2026-11-23T22:10:00.000Z',
      source: 'group:pi_2',
      paymentIntentId: 'pi_2',
      lines: [
        {
          productId: 'acls-cert',
          name: 'ACLS Certification',
          color: '#000',
          quantity: 10,
          price: 19900,
          discountedPrice: 15920,
          total: 159200,
        },
      ],
      discountTier: 20,
      subtotal: 199000,
      discountAmount: 39800,
      total: 159200,
      card: { brand: 'mastercard', last4: '4444' },
    };
    expect(groupEmailReceiptOf(group, APP)).toMatchObject({
      lines: [{ name: 'ACLS Certification', quantity: 10, unitPrice: 19900, amount: 199000 }],
      discount: { label: 'Group discount (20%)', amount: 39800 },
      tax: null,
      receiptUrl: `${APP}/group-orders/${group.uuid}/receipt`,
      pdfUrl: `${APP}/api/groups/orders/${group.uuid}/receipt.pdf`,
    });
    expect(groupEmailReceiptOf({ ...group, discountTier: 0, discountAmount: 0 }, APP).discount).toBeNull();
  });
});

describe('the logo an email carries', () => {
  it('an SVG of the web is mailed as the PNG beside it, on the app; an absolute URL as it is; anything else not at all', () => {
    expect(mailableLogoUrl('/brand/logo.svg', APP)).toBe(`${APP}/brand/logo.png`);
    expect(mailableLogoUrl('/brand/logo.png', APP)).toBe(`${APP}/brand/logo.png`);
    expect(mailableLogoUrl('https://cdn.example/acme.png', APP)).toBe('https://cdn.example/acme.png');
    expect(mailableLogoUrl('', APP)).toBeNull();
    expect(mailableLogoUrl('//cdn.example/acme.png', APP)).toBeNull();
    expect(mailableLogoUrl('javascript:alert(1)', APP)).toBeNull();
  });

  it("the web's default logo has its PNG beside it", () => {
    const mailed = mailableLogoUrl(DEFAULT_COMPANY.logo, '')!;
    expect(existsSync(path.join(process.cwd(), 'web/public', mailed))).toBe(true);
  });
});
