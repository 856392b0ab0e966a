// The group admin's expiration digest in the browser: the Notifications tab, the editing dialog
// (a 422 message under its field, then a saved schedule), the job run for next week's digest day,
// the digest in the mail outbox and its assign-a-seat link opening the enroll dialog; axe on each
// screen. A group without notifications is sent back to its settings.
import { afterEach, beforeAll, expect, inject, it } from 'vitest';
import { addDays, localDate } from '@shared/rules/dates';
import { WEEKDAYS, weekdayOf } from '@shared/rules/notification-schedule';
import { sendExpirationDigests } from '@functions/domain/group-notifications/expiration-digest';
import { DEFAULT_TIME_ZONE } from '@functions/domain/company/company-settings';
import { outboxEmails } from '../support/api-client';
import { expectAccessible, openBrowser, signInAs, type Session } from '../support/browser';

const stack = inject('stack');
const sessions: Session[] = [];

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});

async function signedIn(email: string) {
  const session = await openBrowser(stack.url);
  sessions.push(session);
  await signInAs(session.page, email, /\/(dashboard|group-portal)/);
  return session.page;
}

it('changes the digest settings in the dialog, runs the job and opens the digest and its assign link', async () => {
  // Next week's same weekday: a day the scheduler has not run yet, in a period with no digest sent.
  const digestDay = addDays(localDate(new Date(), DEFAULT_TIME_ZONE), 7);
  const weekday = WEEKDAYS[weekdayOf(digestDay)]!;
  const page = await signedIn('groupadmin@example.com');

  await page.goto('/group-portal/settings/notifications');
  await page.getByRole('heading', { level: 2, name: 'Notifications' }).waitFor();
  const row = page.getByRole('row', { name: /Certification Expirations/ });
  await row.getByRole('cell', { name: 'On', exact: true }).waitFor();
  await expectAccessible(page, 'notifications tab');

  await row.getByRole('link', { name: 'Edit Certification Expirations' }).click();
  const dialog = page.getByRole('dialog', { name: 'Certification Expirations' });
  await dialog.waitFor();
  await expectAccessible(page, 'notification dialog');
  await dialog.getByLabel('Days before expiration').fill('61');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('must be a whole number from 1 to 60').waitFor();
  await expect.poll(() => dialog.getByLabel('Days before expiration').getAttribute('aria-invalid')).toBe('true');
  await dialog.getByLabel('Days before expiration').fill('30');
  await dialog.getByLabel('How often').selectOption('weekly');
  await dialog.getByLabel('Day of the week').selectOption({ label: weekday });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await row.getByRole('cell', { name: `Weekly on ${weekday}s, 30 days ahead` }).waitFor();

  // The scheduled job's run for that day (what `npm run job` or EventBridge invoke).
  const run = await sendExpirationDigests(new Date(`${digestDay}T15:00:00Z`));
  expect(run).toMatchObject({ leased: true, done: true });
  let digest: Awaited<ReturnType<typeof outboxEmails>>[number] | undefined;
  await expect
    .poll(
      async () =>
        (digest = (await outboxEmails(stack, 'groupadmin@example.com')).find((m) =>
          /^Mercy General Hospital: \d+ certifications? expiring in the next 30 days$/.test(m.subject),
        )),
    )
    .toBeTruthy();
  expect(digest!.text).toContain('Expiring Soon');

  // The digest as the admin reads it, then its first assign link: the enroll dialog for that member.
  await page.setContent(digest!.html);
  await page.getByRole('heading', { level: 2, name: /^Expiring Soon \(\d+\)$/ }).waitFor();
  await expectAccessible(page, 'expiration digest email');
  const assign = page.getByRole('link', { name: /^Assign a seat to / }).first();
  const memberName = (await assign.textContent())!.replace('Assign a seat to ', '');
  const assignPath = new URL((await assign.getAttribute('href'))!).pathname;
  expect(assignPath).toMatch(/^\/group-portal\/members\/enroll\/[0-9a-f-]+$/);
  await page.goto(assignPath);
  await page.getByRole('dialog').getByText(memberName).first().waitFor();
  await expectAccessible(page, 'enroll dialog from the digest');
});

it('a group without notifications is sent back to its settings', async () => {
  const page = await signedIn('lakeside-admin@example.com');
  await page.goto('/group-portal/settings/notifications');
  await page.waitForURL('**/group-portal/settings');
});

it("a renewal reminder's cart link puts the recertification in the cart once, however often it is opened", async () => {
  const session = await openBrowser(stack.url);
  sessions.push(session);
  const { page } = session;
  const inCart = page.getByRole('list', { name: 'Courses in your cart' }).getByText('BLS Recertification');
  await page.goto('/cart/add/bls-recert');
  await page.waitForURL('**/cart');
  await inCart.waitFor();
  await expectAccessible(page, 'cart after a reminder link');
  await page.goto('/cart/add/bls-recert');
  await page.waitForURL('**/cart');
  await inCart.waitFor();
  await expect.poll(() => inCart.count()).toBe(1);
  await page.goto('/cart/add/no-such-product');
  await page.getByRole('heading', { name: 'We could not add this course to your cart' }).waitFor();
  await expectAccessible(page, 'cart link for an unknown product');
});
