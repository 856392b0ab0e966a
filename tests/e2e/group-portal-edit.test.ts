// The group portal's import and editing screens in the browser: a CSV of invitations previewed and
// then sent as a file (multipart import_file), landing in the mail outbox; axe on each screen.
import { randomUUID } from 'node:crypto';
import { afterEach, expect, inject, it } from 'vitest';
import { outboxEmails } from '../support/api-client';
import { expectAccessible, openBrowser, signInAs, type Session } from '../support/browser';

const stack = inject('stack');
const sessions: Session[] = [];

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});

async function adminBrowser(email = 'groupadmin@example.com') {
  const session = await openBrowser(stack.url);
  sessions.push(session);
  await signInAs(session.page, email, /\/(dashboard|group-portal)/);
  return session.page;
}

it('invites from a CSV file: the preview shows each row, the file is sent, the invitation is in the outbox', async () => {
  const page = await adminBrowser();
  const email = `csv-${randomUUID()}@example.com`;
  await page.goto('/group-portal/members/invite');
  const csv = page.getByRole('region', { name: 'Invite by CSV' });
  await csv.getByLabel(/CSV file/).setInputFiles({
    name: 'staff.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`email,first_name,last_name,hire_date\n${email},Cora,Csv,2025-03-01\nnot-an-email,Bad,Row,\n`),
  });
  await csv.getByText('Preview: 1 of 2 rows ready to invite').waitFor();
  await csv.getByText('Email not-an-email is invalid').waitFor();
  await expectAccessible(page, 'invite by CSV preview');
  await csv.getByRole('button', { name: 'Send 1 invitation' }).click();
  await csv.getByText(`1 invitation sent: ${email}.`).waitFor();
  await csv.getByText('Line 3: Email not-an-email is invalid').waitFor();
  await expectAccessible(page, 'invite by CSV result');
  const mails = await outboxEmails(stack, email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toContain('/group-portal/invitation/');
});

// A seeded Mercy General member (infra/local/seed/groups.ts) without admin rights.
const MEMBER = 'c0ffee00-0000-4000-8100-000000000006';

it("edits a member's information: a 422 keeps what was typed, then the title and the Group admin flag are saved and show on the members list", async () => {
  const page = await adminBrowser();
  await page.goto(`/group-portal/members/${MEMBER}`);
  const info = page.getByRole('region', { name: 'Information' });
  const firstName = info.getByLabel('First Name');
  await expect.poll(() => firstName.inputValue()).not.toBe('');
  const name = await firstName.inputValue();
  const lastName = await info.getByLabel('Last Name').inputValue();
  // The member's phone and driver's license are theirs alone: the portal never shows them.
  expect(await info.getByLabel('Phone').count()).toBe(0);
  expect(await info.getByText(/driver's license/i).count()).toBe(0);
  // The email is shown read-only, in line with the fields beside it, with why under it.
  const email = info.getByLabel('Email');
  expect(await email.getAttribute('readonly')).toBe('');
  const note = info.getByText('Only the member can change this: it is how they sign in.');
  const [emailBox, noteBox, birthBox] = await Promise.all([
    email.boundingBox(),
    note.boundingBox(),
    info.getByLabel('Birth Date').boundingBox(),
  ]);
  expect(Math.abs(emailBox!.y - birthBox!.y)).toBeLessThan(2);
  expect(noteBox!.y).toBeGreaterThan(emailBox!.y + emailBox!.height - 1);
  await expectAccessible(page, 'member information form');

  await firstName.fill('');
  await info.getByLabel('Title').fill('Charge Nurse');
  await info.getByRole('button', { name: 'Save Member' }).click();
  await info.getByText("can't be blank").first().waitFor();
  await expect.poll(() => info.getByLabel('Title').inputValue()).toBe('Charge Nurse');

  await firstName.fill(name);
  const admin = info.getByRole('checkbox', { name: 'Group admin' });
  await expect.poll(() => admin.isChecked()).toBe(false);
  await admin.check();
  await info.getByRole('button', { name: 'Save Member' }).click();
  await page.getByText('Member updated.').first().waitFor();
  await expectAccessible(page, 'member information saved');

  await page.goto(`/group-portal/members?search=${encodeURIComponent(lastName.toLowerCase())}`);
  const row = page
    .getByRole('row')
    .filter({ hasText: `${name}` })
    .filter({ hasText: lastName });
  await row.waitFor();
  await expect.poll(() => row.textContent()).toContain('Yes');
  await page.goto(`/group-portal/members/${MEMBER}`);
  await expect
    .poll(() => page.getByRole('region', { name: 'Information' }).getByLabel('Title').inputValue())
    .toBe('Charge Nurse');
});

it('an unlimited group (Unity Health) enrolls a member in any catalogue course, with no seat counts', async () => {
  const page = await adminBrowser('unity-admin@example.com');
  await page.goto('/group-portal/members');
  await page.getByRole('link', { name: 'Enroll Theo Barton' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enroll Theo Barton' });
  await dialog.getByRole('radio', { name: 'BLS Certification', exact: true }).check();
  await expect.poll(() => dialog.getByText(/available\)/).count()).toBe(0);
  await expectAccessible(page, 'unlimited enroll dialog');
  await dialog.getByRole('button', { name: 'Enroll' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.goto('/group-portal/members');
  await expect
    .poll(async () => (await page.getByRole('row', { name: /Theo Barton/ }).textContent()) ?? '')
    .toContain('BLS');
});

it('compliance: Expiration Date sorts (asc, desc, cleared) in the URL, and Assign opens the enroll dialog over the page and closes back to it', async () => {
  const page = await adminBrowser();
  await page.goto('/group-portal/compliance');
  const sort = page.getByRole('button', { name: 'Expiration Date' });
  await sort.click();
  await page.waitForURL(/sort=expirationDate&sort_order=asc/);
  await sort.click();
  await page.waitForURL(/sort_order=desc/);
  // Shown as `October 10, 2026`: compared as the days they name.
  const dates = async () =>
    (
      await page
        .getByRole('table', { name: 'Expirations', exact: true })
        .locator('tbody tr td:nth-child(3)')
        .allTextContents()
    ).map((shown) => {
      const day = Date.parse(`${shown} UTC`);
      return Number.isNaN(day) ? shown : new Date(day).toISOString().slice(0, 10);
    });
  await expect
    .poll(async () => {
      const shown = await dates();
      return shown.length > 1 && shown[0]! > shown.at(-1)!;
    })
    .toBe(true);
  await expect
    .poll(async () => {
      const shown = await dates();
      return shown.join() === [...shown].sort().reverse().join();
    })
    .toBe(true);
  const assign = page.getByRole('link', { name: /^Assign a course to / }).first();
  await assign.click();
  await page.waitForURL(/\/group-portal\/compliance\/enroll\/.+sort_order=desc/);
  const dialog = page.getByRole('dialog', { name: /^Enroll / });
  await expectAccessible(page, 'compliance enroll dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL(/\/group-portal\/compliance\?sort=expirationDate&sort_order=desc$/);
  await sort.click();
  await page.waitForURL((url) => !url.search.includes('sort'));
});

it('members: the Admin and Enrolled Courses filters narrow the list through the URL', async () => {
  const page = await adminBrowser();
  await page.goto('/group-portal/members');
  const table = page.getByRole('table').first();
  await table.getByText('Marcus Member').waitFor();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const admin = page.getByRole('group', { name: 'Admin', exact: true });
  await admin.getByLabel('Yes').check();
  await admin.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(/groupAdmin=/);
  await table.getByText('Grace Admin').waitFor();
  await expect.poll(() => table.getByText('Marcus Member').count()).toBe(0);
  await expectAccessible(page, 'members filtered by admin');
  await admin.getByLabel('Yes').uncheck();
  await page.goto('/group-portal/members');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const courses = page.getByRole('group', { name: 'Enrolled Courses' });
  await courses.getByLabel('BLS Certification').check();
  await courses.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(/pendingCourses=/);
  await expect
    .poll(async () => {
      const rows = await table.locator('tbody tr').allTextContents();
      return rows.length > 0 && rows.every((row) => row.includes('BLS'));
    })
    .toBe(true);
});
