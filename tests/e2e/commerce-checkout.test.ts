// Buying in the browser: an anonymous visitor fills the cart, signs up at checkout, pays with a
// declined card (toast) and then 4242, lands on /thank-you and starts the purchased course.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, openBrowser, screenshot, type Session } from '../support/browser';
import { sidSignedInAgo } from '../support/sessions';
import { putItems } from '@functions/data/catalog';
import { userCourseItem, type UserCourse } from '@functions/data/learning';
import { userExamItem } from '@functions/data/exams';

const stack = inject('stack');
let session: Session;
let page: Page;
const passedCourseUuid = randomUUID();

beforeAll(async () => {
  session = await openBrowser(stack.url);
  page = session.page;
});

afterAll(async () => {
  await session?.close();
});

async function fillCard(number: string) {
  await page.getByLabel('Name', { exact: true }).fill('Nia Newcomer');
  await page.getByLabel('Credit Card Number').fill(number);
  await page.getByLabel('Exp. Date').fill('12/34');
  await page.getByLabel('CVC Number').fill('123');
}

describe('buying a course', () => {
  it('an anonymous visitor fills the cart, with a coupon', async () => {
    await page.goto('/cart');
    await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor();
    await page.getByText('Your cart is empty.').waitFor();
    await page.getByRole('button', { name: 'Add ACLS Certification to cart' }).click();
    await page.getByRole('list', { name: 'Courses in your cart' }).getByText('ACLS Certification').waitFor();
    await page.getByLabel('Coupon code').fill('EXPIRED5');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('This coupon has expired.').waitFor();
    await page.getByLabel('Coupon code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Coupon WELCOME10 applied.').waitFor();
    await expect.poll(() => page.getByLabel('Order summary').textContent()).toContain('$179.10');
    await expectAccessible(page, 'cart');
    await screenshot(page, 'commerce-cart');
  });

  it("signs up at checkout; a declined card shows the provider's message", async () => {
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL('**/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    // Not signed in yet: paying is unavailable, with the spec's reason.
    const pay = page.getByRole('button', { name: 'Pay $179.10' });
    await expect.poll(() => pay.getAttribute('aria-disabled')).toBe('true');
    await expect
      .poll(() => page.getByText('Please create an account or sign in to complete your purchase.').count())
      .toBeGreaterThan(0);
    await expectAccessible(page, 'checkout (anonymous)');

    await page.getByLabel('First name').fill('Nia');
    await page.getByLabel('Last name').fill('Newcomer');
    await page.getByLabel('Email').fill(`nia-${randomUUID()}@example.com`);
    await page.getByLabel('Phone').fill(`+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`);
    await page.getByLabel('Password', { exact: true }).fill('Str0ngPassword');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor({ state: 'detached' });
    // The anonymous cart (and its coupon) came along.
    await expect.poll(() => page.getByLabel('Order summary').textContent()).toContain('$179.10');

    await fillCard('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $179.10' }).click();
    await page.locator('.toast__message', { hasText: 'Your card was declined.' }).waitFor();
    expect(page.url()).toContain('/checkout');
    await expectAccessible(page, 'checkout (declined)');
  });

  it('pays with 4242, lands on /thank-you and starts the purchased course', async () => {
    await fillCard('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $179.10' }).click();
    await page.waitForURL('**/thank-you');
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    await page.getByText('$179.10').first().waitFor();
    await page.getByRole('heading', { name: 'ACLS Certification' }).waitFor();
    await expectAccessible(page, 'thank-you');
    await screenshot(page, 'commerce-thank-you');

    await page.getByRole('link', { name: 'Launch' }).first().click();
    await page.waitForURL('**/user-portal/subscriptions/**');
    await page
      .getByRole('button', { name: /Start Class|Certify/ })
      .first()
      .click();
    await page.waitForURL('**/user-portal/courses/**');
    await page.getByRole('navigation', { name: 'Course sections' }).waitFor();
  });

  it('billing shows the order and its receipt', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Billing' }).click();
    await page.waitForURL('**/billing');
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    await page.getByRole('cell', { name: '$179.10' }).waitFor();
    await expectAccessible(page, 'billing order history');
    await page.getByRole('link', { name: /^Receipt for order/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Receipt' }).waitFor();
    await page.getByText('VISA ending in 4242').waitFor();
    await page.getByText('Coupon WELCOME10').waitFor();
    await expectAccessible(page, 'receipt');
    const pdf = await page.request.get(
      (await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href')) ?? '',
    );
    expect(pdf.headers()['content-type']).toContain('application/pdf');
  });

  it('saves a second card and deletes it after a confirmation naming its last four digits', async () => {
    await page.goto('/billing/payment-method');
    await page.getByRole('list', { name: 'Saved cards' }).getByText('ending in 4242').waitFor();
    await page.getByText('Default').waitFor();
    await expectAccessible(page, 'payment methods');
    await page.getByRole('link', { name: 'Add a payment method' }).click();
    await page.waitForURL('**/billing/payment-method/update');
    await page.getByLabel('Name', { exact: true }).fill('Nia Newcomer');
    await page.getByLabel('Credit Card Number').fill('5555 5555 5555 4444');
    await page.getByLabel('Exp. Date').fill('11/33');
    await page.getByLabel('CVC Number').fill('987');
    await expectAccessible(page, 'add a payment method');
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.waitForURL('**/billing/payment-method');
    await page.getByRole('list', { name: 'Saved cards' }).getByText('ending in 4444').waitFor();
    // A card whose bank asks for 3-D Secure when it is saved (4000 0027 6000 3184): the bank's page, then back.
    await page.getByRole('link', { name: 'Add a payment method' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Nia Newcomer');
    await page.getByLabel('Credit Card Number').fill('4000 0027 6000 3184');
    await page.getByLabel('Exp. Date').fill('10/35');
    await page.getByLabel('CVC Number').fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForURL('**/billing/payment-method');
    await page.getByRole('list', { name: 'Saved cards' }).getByText('ending in 3184').waitFor();
    // Long after sign-in, a card change asks for the password again (step-up).
    Object.assign(process.env, stack.env);
    const sid = (await session.context.cookies()).find((c) => c.name === 'sid')!.value;
    await sidSignedInAgo(sid, 16 * 60_000);
    await page.getByRole('button', { name: 'Delete the card ending in 4444' }).click();
    await page.getByText('Are you sure you want to delete the card ending in 4444?').waitFor();
    await expectAccessible(page, 'delete card confirmation');
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByRole('heading', { name: "Confirm it's you" }).waitFor();
    await page.getByLabel('Current password').fill('Wrong-Passw0rd');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Your current password is incorrect.').waitFor();
    await expectAccessible(page, 'step-up password');
    await page.getByLabel('Current password').fill('Str0ngPassword');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('list', { name: 'Saved cards' }).getByText('ending in 4444').waitFor({ state: 'detached' });
  });

  it('opts out of an auto-renewal after the confirmation', async () => {
    Object.assign(process.env, stack.env);
    const { currentUser } = (await (await page.request.get('/api/bootstrap.json')).json()) as {
      currentUser: { id: string };
    };
    const uuid = passedCourseUuid;
    const examUuid = randomUUID();
    const course: UserCourse = {
      uuid,
      userId: currentUser.id,
      courseId: 'pals',
      examType: 'Certification',
      subscriptionUuid: null,
      status: 'passed',
      createdAt: '2025-01-01T10:00:00.000Z',
      sections: [],
      userExamUuid: examUuid,
      examProgress: 100,
      scoredAt: '2025-01-02T10:00:00.000Z',
      passedAt: '2025-01-02T10:00:00.000Z',
      passedOn: '2025-01-02',
      issuedOn: '2025-01-02',
      expirationDate: '2027-01-02',
      providerCardId: null,
      manuallyConfirmed: true,
      autoRenew: true,
    };
    await putItems([
      userCourseItem(course),
      userExamItem({
        uuid: examUuid,
        userId: currentUser.id,
        userCourseUuid: uuid,
        courseId: 'pals',
        attempt: 1,
        status: 'passed',
        score: 100,
        passingScore: 80,
        questions: [],
        createdAt: '2025-01-02T09:00:00.000Z',
        scoredAt: '2025-01-02T10:00:00.000Z',
      }),
    ]);
    await page.goto('/billing/auto-renewals');
    await page.getByRole('cell', { name: 'PALS Recertification', exact: true }).waitFor();
    await expectAccessible(page, 'auto-renewals');
    await page.getByRole('button', { name: 'Turn off auto-renew for PALS Recertification' }).click();
    await page.getByRole('heading', { name: 'Turn off Auto-Renew?' }).waitFor();
    await page.getByText('Are you sure you want to turn off auto renewing for PALS Recertification?').waitFor();
    await expectAccessible(page, 'turn off auto-renew confirmation');
    await page.getByRole('button', { name: 'Yes, turn off' }).click();
    await page.getByRole('button', { name: 'Turn on auto-renew for PALS Recertification' }).waitFor();
    await page.getByRole('cell', { name: 'Off', exact: true }).waitFor();
  });

  it('leaves a review from the passed page: a rating is required, then the 10 % coupon', async () => {
    await page.goto(`/courses/${passedCourseUuid}/passed/review`);
    await page.getByRole('heading', { name: 'Leave a Review' }).waitFor();
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Please select a rating to submit your review.').first().waitFor();
    await page.getByLabel('5 stars').check();
    await page.getByLabel('Your review (optional)').fill('Clear, quick and accepted by my hospital.');
    await expectAccessible(page, 'review');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByRole('status').getByText('Thank you for your review!').waitFor();
    await page.getByText(/use code THANKS-/).waitFor();
  });

  it('shares the referral link with "Copied!" feedback', async () => {
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Referrals' }).click();
    await page.waitForURL('**/referrals');
    const link = page.getByLabel('Your referral link', { exact: true });
    await expect.poll(() => link.inputValue()).toMatch(/\/cart\?ref=NIA\d{4}$/);
    await page.getByRole('button', { name: 'Copy your referral link' }).click();
    await page.getByRole('button', { name: 'Copy your referral link' }).getByText('Copied!').waitFor();
    await page.getByText('No credits yet').waitFor();
    await expectAccessible(page, 'referrals');
  });

  it('an empty cart at checkout goes back to /cart with the warning', async () => {
    await page.goto('/checkout');
    await page.waitForURL('**/cart');
    await page
      .locator('.toast__message', {
        hasText: 'Please add at least one course to your cart before proceeding to the checkout.',
      })
      .waitFor();
  });
});
