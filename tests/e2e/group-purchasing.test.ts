// Buying seats in the browser: a new group chooses courses (the tier bar moves), searches the
// catalogue, checks out with a card typed into the local card fields (4242…), sees the seats on
// /group-portal/courses and enrolls a member with one; then its receipts (page and PDF), billing (add
// and delete a card, the confirmation naming the last four), Group Information, 3-D Secure on a saved
// card (saving it and paying with it through the stand-in's bank page), and a group with unlimited
// certifications kept out of purchasing. axe on each screen.
import { randomUUID } from 'node:crypto';
import { afterEach, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ApiClient } from '../support/api-client';
import { confirmAddress } from '../support/accounts';
import { expectAccessible, openBrowser, screenshot, signInAs, type Session } from '../support/browser';
import { providerCardId } from '../support/checkout';

const stack = inject('stack');
const sessions: Session[] = [];

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});

const key = () => ({ headers: { 'idempotency-key': randomUUID() } });
const person = (firstName: string) => ({
  firstName,
  lastName: 'Harbor',
  email: `${firstName.toLowerCase()}-${randomUUID()}@example.com`,
  password: 'Password123!',
});

/** A new group (nothing bought yet) with its admin and one member who joined by the signup code. */
async function newGroup() {
  const founder = new ApiClient(stack.url);
  await founder.bootstrap();
  const admin = person('Hana');
  const created = await founder.post(
    '/api/groups/signup.json',
    {
      user: admin,
      group: {
        name: `Harbor Hospital ${randomUUID().slice(0, 8).replace(/[0-9]/g, 'x')}`,
        phone: `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      },
    },
    key(),
  );
  expect(created.status).toBe(201);
  const code = (await founder.get('/api/groups/dashboard.json')).body.signupCode as string;
  const joiner = new ApiClient(stack.url);
  await joiner.bootstrap();
  const milo = person('Milo');
  expect((await joiner.post('/api/users/group_signup.json', { signupCode: code, ...milo }, key())).status).toBe(201);
  await confirmAddress(joiner, milo.email);
  return admin.email;
}

async function browserFor(email: string, viewport?: { width: number; height: number }): Promise<Page> {
  const session = await openBrowser(stack.url, viewport);
  sessions.push(session);
  await signInAs(session.page, email, /\/(dashboard|group-portal)/);
  return session.page;
}

async function typeCard(page: Page, number: string) {
  const dialog = page.getByRole('dialog', { name: 'Add a payment method' });
  await dialog.getByLabel('Name').fill('Hana Harbor');
  await dialog.getByLabel('Credit Card Number').fill(number);
  await dialog.getByLabel('Exp. Date').fill('12/34');
  await dialog.getByLabel('CVC Number').fill('123');
  return dialog;
}

it('chooses courses, checks out with a new card, gets the seats and enrolls a member; receipts, billing and settings', async () => {
  const page = await browserFor(await newGroup());

  // Purchase entry: a group that has bought nothing and has no quote goes to course selection.
  await page.goto('/group-portal');
  await page.getByRole('navigation', { name: 'Group portal' }).getByRole('link', { name: 'Purchase Courses' }).click();
  await page.waitForURL('**/group-portal/course-selection');
  await page.getByRole('heading', { level: 1, name: 'Purchase Courses' }).waitFor();
  const bar = page.getByRole('progressbar');
  await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('0');
  await expectAccessible(page, 'purchase courses');

  await page.getByLabel('Quantity of ACLS Certification').fill('4');
  await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('4');
  await page.getByText('Add 1 more to reach 15% off.').waitFor();
  await page.getByLabel('Quantity of ACLS Certification').fill('5');
  await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('5');
  await page.getByRole('heading', { name: 'Discount tier: 15% off' }).waitFor();

  // The whole catalogue: a recertification is not in the starting list; search and add it.
  await page.getByRole('button', { name: 'Search the whole catalogue to add courses' }).click();
  await page.getByLabel('Search the catalogue').fill('PALS RE');
  await page.getByRole('button', { name: 'Add PALS Recertification' }).click();
  await expect.poll(() => page.getByLabel('Quantity of PALS Recertification').inputValue()).toBe('1');
  await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('6');
  await expectAccessible(page, 'purchase courses with search');

  // Checkout: no card yet; add one in the card-entry modal, then pay.
  await page.getByRole('button', { name: 'Checkout Now' }).click();
  await page.waitForURL('**/group-portal/course-selection/checkout');
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await checkout.getByText('6 courses at 15% off').waitFor();
  await checkout.getByText('Add a card to pay with.').waitFor();
  await expectAccessible(page, 'checkout');
  await checkout.getByRole('button', { name: 'Add a payment method' }).click();
  const cardDialog = await typeCard(page, '4242 4242 4242 4242');
  await expectAccessible(page, 'add a card at checkout');
  await cardDialog.getByRole('button', { name: 'Save card' }).click();
  await cardDialog.waitFor({ state: 'hidden' });
  await checkout.getByRole('radio', { name: /VISA ending in 4242/ }).waitFor();
  // A card Stripe declines at its check (0002) is not saved: the provider's message in a toast.
  await checkout.getByRole('button', { name: 'Add a payment method' }).click();
  const declinedCard = await typeCard(page, '4000 0000 0000 0002');
  await declinedCard.getByRole('button', { name: 'Save card' }).click();
  await page.locator('.toast__message', { hasText: 'Your card was declined.' }).waitFor();
  await declinedCard.getByRole('button', { name: 'Cancel' }).click();
  // A card that saves but whose charge the bank declines (0341): the provider's message with Go To
  // Dashboard; nothing is bought.
  await checkout.getByRole('button', { name: 'Add a payment method' }).click();
  await (await typeCard(page, '4000 0000 0000 0341')).getByRole('button', { name: 'Save card' }).click();
  await checkout.getByRole('radio', { name: /VISA ending in 0341/ }).check();
  await checkout.getByRole('button', { name: 'Complete Purchase' }).click();
  await checkout.getByRole('alert').getByText('Your card was declined.').waitFor();
  await checkout.getByRole('link', { name: 'Go To Dashboard' }).waitFor();
  await expectAccessible(page, 'declined purchase');
  await checkout.getByRole('button', { name: 'Try again' }).click();
  await checkout.getByRole('radio', { name: /VISA ending in 4242/ }).check();
  await checkout.getByRole('button', { name: 'Complete Purchase' }).click();

  // The seats are on the courses page; enroll the member with one.
  await page.waitForURL('**/group-portal/courses');
  const acls = page.getByRole('row', { name: /ACLS Certification/ });
  await expect.poll(() => acls.getByRole('cell').allTextContents()).toEqual(['5', '0', '5', 'Assign']);
  await page.goto('/group-portal/members');
  const row = page.getByRole('row', { name: /Milo Harbor/ });
  await row.getByRole('link', { name: 'Enroll Milo Harbor' }).click();
  const enroll = page.getByRole('dialog', { name: 'Enroll Milo Harbor' });
  await enroll.getByLabel(/ACLS Certification/).check();
  await enroll.getByRole('button', { name: 'Enroll' }).click();
  await enroll.waitFor({ state: 'detached' });
  await page.goto('/group-portal/courses');
  await expect
    .poll(() =>
      page
        .getByRole('row', { name: /ACLS Certification/ })
        .getByRole('cell')
        .allTextContents(),
    )
    .toEqual(['5', '1', '4', 'Assign']);

  // Receipts: the order with its tier and savings, the printable receipt and its PDF.
  await page.goto('/group-portal/settings/receipts');
  const order = page.getByRole('row', { name: /ACLS Certification × 5, PALS Recertification × 1/ });
  await order.getByRole('cell', { name: '15%' }).waitFor();
  await expectAccessible(page, 'receipts');
  await order.getByRole('link', { name: /Receipt of the order/ }).click();
  await page.waitForURL(/\/group-orders\/[0-9a-f-]{36}\/receipt$/);
  await page.getByRole('heading', { level: 1, name: 'Receipt' }).waitFor();
  await page.getByText('VISA ending in 4242').waitFor();
  await expectAccessible(page, 'group receipt');
  const pdf = await page.evaluate(
    async (href) => {
      const response = await fetch(href);
      return { type: response.headers.get('content-type'), start: (await response.text()).slice(0, 4) };
    },
    (await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href'))!,
  );
  expect(pdf).toEqual({ type: expect.stringContaining('application/pdf'), start: '%PDF' });

  // Billing: add a second card in the modal, delete it after the confirmation naming its last four.
  await page.goto('/group-portal/settings/billing');
  const saved = page.getByRole('list', { name: 'Saved cards' });
  await saved.getByText(/VISA ending in 4242/).waitFor();
  await page.getByRole('button', { name: 'Delete the card ending in 0341' }).click();
  await page.getByRole('dialog', { name: 'Delete this card?' }).getByRole('button', { name: 'Yes, delete' }).click();
  await expect.poll(() => saved.getByText(/ending in 0341/).count()).toBe(0);
  await expectAccessible(page, 'billing');
  await page.getByRole('button', { name: 'Add a payment method' }).click();
  const second = await typeCard(page, '5555 5555 5555 4444');
  await second.getByRole('button', { name: 'Save card' }).click();
  await saved.getByText(/MASTERCARD ending in 4444/).waitFor();
  await page.getByRole('button', { name: 'Delete the card ending in 4444' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this card?' });
  await confirm.getByText('Are you sure you want to delete the card ending in 4444?').waitFor();
  await expectAccessible(page, 'delete card confirmation');
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect.poll(() => saved.getByText(/MASTERCARD ending in 4444/).count()).toBe(0);

  // Group Information renames the group; the top bar shows the new name.
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Group Information' }).click();
  await page.getByLabel('Group name').fill('Harbor Regional Hospital');
  await expectAccessible(page, 'group information');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.locator('.top-bar__user', { hasText: 'Harbor Regional Hospital' }).waitFor();
});

it('3-D Secure on a saved card: saving it passes the bank page, and so does paying with it; the seats arrive once', async () => {
  const page = await browserFor(await newGroup());
  // Saving 4000 0027 6000 3184 goes through its bank's page and back; the dialog finishes the save.
  await page.goto('/group-portal/settings/billing');
  await page.getByRole('button', { name: 'Add a payment method' }).click();
  await (await typeCard(page, '4000 0027 6000 3184')).getByRole('button', { name: 'Save card' }).click();
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await page.waitForURL('**/group-portal/settings/billing**');
  await page
    .getByRole('list', { name: 'Saved cards' })
    .getByText(/VISA ending in 3184/)
    .waitFor();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await expectAccessible(page, 'billing after 3-D Secure');

  // Paying with it: the bank asks again; back at the checkout, the order is completed.
  await page.goto('/group-portal/course-selection');
  await page.getByLabel('Quantity of BLS Certification').fill('2');
  await expect.poll(() => page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
  await page.getByRole('button', { name: 'Checkout Now' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await checkout.getByRole('radio', { name: /VISA ending in 3184/ }).check();
  await screenshot(page, 'group-checkout-saved-card');
  await checkout.getByRole('button', { name: 'Complete Purchase' }).click();
  await page.getByRole('button', { name: 'Complete authentication' }).waitFor();
  await screenshot(page, 'group-checkout-bank-page');
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await page.waitForURL('**/group-portal/courses');
  const bls = page.getByRole('row', { name: /BLS Certification/ });
  await expect.poll(() => bls.getByRole('cell').allTextContents()).toEqual(['2', '0', '2', 'Assign']);
  await page.goto('/group-portal/settings/receipts');
  await expect.poll(() => page.getByRole('row', { name: /BLS Certification × 2/ }).count()).toBe(1);
  await screenshot(page, 'group-receipts');
});

it('a group with unlimited certifications has no purchase, receipts, billing or course breakdown', async () => {
  const page = await browserFor('unity-admin@example.com');
  await page.goto('/group-portal/course-selection');
  await page.waitForURL('**/group-portal/members');
  await page.goto('/group-portal/courses');
  await page.waitForURL('**/group-portal/members');
  await page.goto('/group-portal/settings/billing');
  await page.waitForURL('**/group-portal/settings');
  const tabs = page.getByRole('navigation', { name: 'Settings' });
  await tabs.getByRole('link', { name: 'Group Information' }).waitFor();
  await expect.poll(() => tabs.getByRole('link', { name: 'Receipts' }).count()).toBe(0);
  await expect.poll(() => tabs.getByRole('link', { name: 'Billing' }).count()).toBe(0);
  await expect
    .poll(() =>
      page.getByRole('navigation', { name: 'Group portal' }).getByRole('link', { name: 'Purchase Courses' }).count(),
    )
    .toBe(0);
  await expectAccessible(page, 'unlimited group settings');
});

it('onboarding: the user guide and FAQ, a personalized quote (spec messages), then My Personalized Quote as the purchase entry', async () => {
  const page = await browserFor(await newGroup());
  await page.goto('/group-portal/onboarding');
  await page.getByRole('heading', { level: 1, name: 'Welcome to your group portal' }).waitFor();
  await page.getByText('How do group discounts work?').click();
  await page.getByText(/5\+ courses: 15% off/).waitFor();
  await expectAccessible(page, 'onboarding guide');

  await page.getByRole('link', { name: 'get a personalized quote' }).click();
  await page.waitForURL('**/group-portal/onboarding/quote');
  await page.getByRole('heading', { level: 1, name: 'My Personalized Quote' }).waitFor();
  await page.getByRole('button', { name: 'Get My Quote' }).click();
  await page.getByRole('alert').getByText('No products selected').waitFor();
  await page.getByRole('button', { name: 'Add ACLS Certification' }).click();
  await page.getByLabel('Quantity of ACLS Certification').fill('0');
  await page.getByRole('button', { name: 'Get My Quote' }).click();
  await page
    .getByRole('alert')
    .getByText('Please make sure all quantities are filled out and greater than 0 before submitting')
    .waitFor();
  await expectAccessible(page, 'quote form');
  await page.getByLabel('Quantity of ACLS Certification').fill('12');
  await page.getByRole('button', { name: 'Get My Quote' }).click();

  await page.waitForURL('**/group-portal/purchase-quote');
  await page.getByRole('heading', { level: 1, name: 'My Personalized Quote' }).waitFor();
  await page.getByRole('heading', { name: 'Discount tier: 20% off' }).waitFor();
  await expect.poll(() => page.getByLabel('Quantity of ACLS Certification').inputValue()).toBe('12');
  await expect
    .poll(() =>
      page
        .getByRole('navigation', { name: 'Group portal' })
        .getByRole('link', { name: 'Purchase Courses' })
        .getAttribute('href'),
    )
    .toBe('/group-portal/purchase-quote');
  await expectAccessible(page, 'my personalized quote');
});

/** A table by its caption (on a phone a stacked table may not be exposed with the table role). */
const tableCaptioned = (page: Page, caption: string) =>
  page.locator('table', { has: page.locator('caption', { hasText: caption }) });

/** What the page's layout does at this size: overflow past the viewport, and the first table's alignment and frame. */
const layoutOf = (page: Page) =>
  page.evaluate(() => {
    const table = document.querySelector('main table');
    const style = (selector: string) => {
      const found = table?.querySelector(selector);
      return found ? getComputedStyle(found) : null;
    };
    return {
      overflows: document.documentElement.scrollWidth > window.innerWidth,
      framed: table
        ? getComputedStyle(table).borderTopStyle !== 'none' ||
          getComputedStyle(table.querySelector('tbody tr')!).borderTopStyle !== 'none'
        : false,
      headAlign: style('thead th')?.textAlign ?? null,
      rowHeadAlign: style('tbody th')?.textAlign ?? null,
      numberAlign: style('tbody td.num')?.textAlign ?? null,
      cellDisplay: style('tbody td')?.display ?? null,
    };
  });

it('the cart, receipts and settings fit a laptop and a phone: framed tables, text left, numbers right, no zero discount line', async () => {
  const email = await newGroup();
  // One order of 2 seats (no tier yet: no discount) so the receipts have a row.
  const admin = new ApiClient(stack.url);
  await admin.signIn(email, 'Password123!');
  const card = await providerCardId(stack, '4242424242424242');
  expect((await admin.post('/api/groups/payment_methods.json', { paymentMethodId: card })).status).toBe(201);
  expect(
    (await admin.post('/api/groups/purchases.json', { cart: { 'bls-cert': 2 }, paymentMethodId: card }, key())).status,
  ).toBe(201);

  for (const [size, viewport] of [
    ['laptop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    const page = await browserFor(email, viewport);
    await page.goto('/group-portal/course-selection');
    const cart = tableCaptioned(page, 'Group cart');
    await cart.getByLabel('Quantity of BLS Certification').waitFor();
    // An empty cart has no discount line (the tier bar says which tier applies).
    await expect.poll(() => cart.getByText(/Group discount/).count()).toBe(0);
    const layout = await layoutOf(page);
    expect(layout).toMatchObject({ overflows: false, framed: true, rowHeadAlign: 'left', numberAlign: 'right' });
    if (size === 'laptop') expect(layout).toMatchObject({ headAlign: 'left', cellDisplay: 'table-cell' });
    else expect(layout.cellDisplay).not.toBe('table-cell'); // each course is a labelled card
    await expectAccessible(page, `purchase courses (${size})`);
    // 2 bought + 3 more reaches 15 %: now the discount line shows what it takes off.
    await cart.getByLabel('Quantity of BLS Certification').fill('3');
    await cart.getByText(/Group discount \(15%\)/).waitFor();
    await expect.poll(() => cart.getByText(/−\$0\.00/).count()).toBe(0);

    await page.goto('/group-portal/settings/receipts');
    const orders = tableCaptioned(page, 'Group orders');
    await orders.getByText('BLS Certification × 2').waitFor();
    await expect
      .poll(() => layoutOf(page))
      .toMatchObject({ overflows: false, framed: true, numberAlign: size === 'laptop' ? 'right' : expect.any(String) });
    await expectAccessible(page, `receipts (${size})`);
    await orders.getByRole('link', { name: /Receipt of the order/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Receipt' }).waitFor();
    await expect.poll(() => page.getByText(/Group discount/).count()).toBe(0);
    await expect
      .poll(() => layoutOf(page))
      .toMatchObject({ overflows: false, framed: true, headAlign: 'left', numberAlign: 'right' });

    for (const screen of ['/group-portal/settings', '/group-portal/settings/billing']) {
      await page.goto(screen);
      await page.getByRole('navigation', { name: 'Settings' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect((await layoutOf(page)).overflows).toBe(false);
    }
    await page.getByRole('button', { name: 'Add a payment method' }).click();
    await page.getByRole('dialog', { name: 'Add a payment method' }).getByLabel('Credit Card Number').waitFor();
    expect((await layoutOf(page)).overflows).toBe(false);
    await expectAccessible(page, `add a card (${size})`);
  }
});

it('the notifications tab fits a phone: each notification a labelled card with its next date', async () => {
  const page = await browserFor('groupadmin@example.com', { width: 390, height: 844 });
  await page.goto('/group-portal/settings/notifications');
  const table = tableCaptioned(page, 'Notifications sent to your group admins');
  await table.getByText('Certification Expirations').waitFor();
  await expect.poll(() => layoutOf(page)).toMatchObject({ overflows: false, cellDisplay: 'block' });
  // The next digest date reads as a date, not an ISO string.
  await expect.poll(() => table.getByText(/^\d{4}-\d{2}-\d{2}$/).count()).toBe(0);
  await table.getByRole('link', { name: 'Edit Certification Expirations' }).waitFor();
  await expectAccessible(page, 'notifications (phone)');
});
