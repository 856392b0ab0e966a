// The group portal's lists in the browser, on a group of its own: assigning a course's seats from
// /group-portal/courses (the dialog's seats left and the table follow each enrollment), sorting a
// column through its header (asc, desc, cleared, in the URL), and select filters restored from the
// URL on a reload and on a phone; axe on each screen, no sideways scroll at 390 px.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addGroupMember, createGroup } from '@functions/data/groups';
import { addPurchasedSeats } from '@functions/data/group-seats';
import { buildUser, createUser, markEmailVerified } from '@functions/data/users';
import { ApiClient } from '../support/api-client';
import { expectAccessible, openBrowser, screenshot, signInAs, type Session } from '../support/browser';

const stack = inject('stack');
const tag = randomUUID().slice(0, 8);
const PEOPLE = [
  ['Ada', 'Lovelace'],
  ['Grace', 'Hopper'],
  ['Alan', 'Turing'],
  ['Edsger', 'Dijkstra'],
  ['Barbara', 'Liskov'],
  ['Donald', 'Knuth'],
] as const;
const emailOf = (first: string) => `${first.toLowerCase()}.${tag}@example.com`;
let adminEmail = '';

beforeAll(async () => {
  Object.assign(process.env, stack.env);
  const client = new ApiClient(stack.url);
  await client.bootstrap();
  adminEmail = `lists-admin-${tag}@example.com`;
  const signup = await client.post(
    '/api/users.json',
    {
      firstName: 'Lena',
      lastName: 'Lister',
      email: adminEmail,
      phone: `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      password: 'Password123!',
    },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(signup.status).toBe(201);
  const adminId = signup.body.user.id as string;
  expect(await markEmailVerified(adminId, adminEmail)).toBe(true);
  const groupId = randomUUID();
  await createGroup({
    id: groupId,
    name: `Lists Group ${tag}`,
    purchased: true,
    unlimitedCertifications: false,
    notificationsEnabled: false,
    groupOnboardingId: null,
    autoRenewal: false,
    subscriptionInterestSent: false,
    createdAt: new Date().toISOString(),
  });
  await addGroupMember(groupId, adminId, true);
  for (const [first, last] of PEOPLE) {
    const email = emailOf(first);
    const user = await createUser(
      buildUser({ id: randomUUID(), email, verifiedEmail: email, firstName: first, lastName: last }),
    );
    await addGroupMember(groupId, user.id, false);
  }
  await addPurchasedSeats(groupId, { id: 'bls-cert', name: 'BLS Certification', color: '#0f766e' }, 3);
});

async function adminPage(viewport?: { width: number; height: number }): Promise<Session> {
  const session = await openBrowser(stack.url, viewport);
  await signInAs(session.page, adminEmail, /\/(dashboard|group-portal)/);
  return session;
}

const noSidewaysScroll = async (page: Session['page']) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

describe('the group portal lists', () => {
  it('assigns a course from the seats table: pick the course, then members; seats left follow', async () => {
    const session = await adminPage();
    const { page } = session;
    try {
      await page.goto('/group-portal');
      await page.getByRole('link', { name: 'Assign courses' }).click();
      await page.waitForURL('**/group-portal/courses');
      const row = page.getByRole('row', { name: /BLS Certification/ });
      await expect.poll(() => row.getByRole('cell').allTextContents()).toEqual(['3', '0', '3', 'Assign']);
      await expectAccessible(page, 'courses: seats table');

      await row.getByRole('link', { name: 'Assign BLS Certification' }).click();
      await page.waitForURL('**/group-portal/courses/assign/bls-cert');
      const dialog = page.getByRole('dialog', { name: 'Assign BLS Certification' });
      await dialog.getByText('3 seats left of 3').waitFor();
      await dialog.getByLabel('Find members').fill('lovelace');
      const members = dialog.getByRole('list', { name: 'Members' }).getByRole('listitem');
      // The list settles on the search's one match (debounced), not on the first rows shown.
      await expect.poll(() => members.allTextContents()).toEqual([expect.stringContaining('Ada Lovelace')]);
      await expectAccessible(page, 'courses: assign dialog');
      await dialog.getByRole('button', { name: 'Assign BLS Certification to Ada Lovelace' }).click();
      await dialog.getByText('Ada Lovelace is enrolled in BLS Certification.').waitFor();
      await dialog.getByText('2 seats left of 3').waitFor();
      await expect.poll(() => members.first().textContent()).toContain('Enrolled');
      await screenshot(page, 'group-courses-assign');

      // By keyboard alone: Tab from the search to the member's Assign, Enter; the focus lands on the
      // outcome (its button is gone: Enrolled), and Tab carries on inside the dialog.
      await dialog.getByLabel('Find members').fill('hopper');
      await expect.poll(() => members.allTextContents()).toEqual([expect.stringContaining('Grace Hopper')]);
      const focused = () =>
        page.evaluate(() => {
          const active = document.activeElement;
          return {
            label: active?.getAttribute('aria-label') ?? active?.textContent ?? '',
            inDialog: !!active?.closest('dialog, [role="dialog"]'),
          };
        });
      await page.keyboard.press('Tab');
      expect(await focused()).toEqual({ label: 'Assign BLS Certification to Grace Hopper', inDialog: true });
      await page.keyboard.press('Enter');
      await dialog.getByText('1 seat left of 3').waitFor();
      await expect.poll(focused).toEqual({ label: 'Grace Hopper is enrolled in BLS Certification.', inDialog: true });
      await page.keyboard.press('Tab');
      expect((await focused()).inDialog).toBe(true);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await page.waitForURL('**/group-portal/courses');
      await expect.poll(() => row.getByRole('cell').allTextContents()).toEqual(['3', '2', '1', 'Assign']);
    } finally {
      await session.close();
    }
  });

  it('assigns at 390 px without sideways scroll: seats as cards, the dialog inside the screen', async () => {
    const session = await adminPage({ width: 390, height: 844 });
    const { page } = session;
    try {
      await page.goto('/group-portal/courses');
      const row = page.getByRole('row', { name: /BLS Certification/ });
      await expect.poll(() => row.getByRole('cell').first().textContent()).toBe('3');
      await noSidewaysScroll(page);
      await row.getByRole('link', { name: 'Assign BLS Certification' }).click();
      const dialog = page.getByRole('dialog', { name: 'Assign BLS Certification' });
      await dialog.getByText('1 seat left of 3').waitFor();
      await dialog.getByLabel('Find members').fill('turing');
      await dialog.getByRole('button', { name: 'Assign BLS Certification to Alan Turing' }).click();
      await dialog.getByText('0 seats left of 3').waitFor();
      await dialog.getByRole('link', { name: 'Buy more seats' }).waitFor();
      await dialog.getByLabel('Find members').fill('knuth');
      await expect
        .poll(() => dialog.getByRole('button', { name: 'Assign BLS Certification to Donald Knuth' }).isDisabled())
        .toBe(true);
      await noSidewaysScroll(page);
      await expectAccessible(page, 'courses: assign dialog on a phone');
      await screenshot(page, 'group-courses-assign-390');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect.poll(() => row.textContent()).toContain('No seats left');
    } finally {
      await session.close();
    }
  });

  it('sorts the members by a column through its header: asc, desc, cleared, kept in the URL', async () => {
    const session = await adminPage();
    const { page } = session;
    try {
      await page.goto('/group-portal/members');
      const table = page.getByRole('table');
      // The Email column (the first cell after the Name header cell), as shown now.
      const emails = () => table.locator('tbody tr td:first-of-type').allTextContents();
      const all = [adminEmail, ...PEOPLE.map(([first]) => emailOf(first))];
      await expect.poll(async () => (await emails()).length).toBe(all.length);
      const header = table.getByRole('columnheader', { name: /^Email/ });
      const sortEmail = header.getByRole('button');

      await sortEmail.click();
      await page.waitForURL(/sort=email&sort_order=asc/);
      await expect.poll(emails).toEqual([...all].sort());
      await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
      await expectAccessible(page, 'members sorted by email');

      await sortEmail.click();
      await page.waitForURL(/sort=email&sort_order=desc/);
      await expect.poll(emails).toEqual([...all].sort().reverse());
      await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
      // The sort is the URL's: a reload keeps it.
      await page.reload();
      await expect.poll(emails).toEqual([...all].sort().reverse());

      await table
        .getByRole('columnheader', { name: /^Email/ })
        .getByRole('button')
        .click();
      await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBeNull();
      await expect
        .poll(() => table.getByRole('columnheader', { name: /^Email/ }).getAttribute('aria-sort'))
        .toBe('none');
      // Enrolled Courses sorts too (by how many courses are in progress): the three enrolled last, desc first.
      await table
        .getByRole('columnheader', { name: /^Enrolled Courses/ })
        .getByRole('button')
        .click();
      await table
        .getByRole('columnheader', { name: /^Enrolled Courses/ })
        .getByRole('button')
        .click();
      await page.waitForURL(/sort=pendingCourses&sort_order=desc/);
      await expect
        .poll(async () => (await emails()).slice(0, 3).sort())
        .toEqual([emailOf('Ada'), emailOf('Grace'), emailOf('Alan')].sort());
    } finally {
      await session.close();
    }
  });

  it('restores select filters from the URL: a reload and a shared link show them picked and the rows filtered', async () => {
    const enrolled = [emailOf('Ada'), emailOf('Grace'), emailOf('Alan')].sort();
    const link = `/group-portal/members?status=${encodeURIComponent('==:enrolled')}&pendingCourses=${encodeURIComponent('=:bls-cert')}&sort=email&sort_order=asc`;
    const session = await adminPage();
    const { page } = session;
    try {
      await page.goto(link);
      const table = page.getByRole('table');
      const emails = () => table.locator('tbody tr td:first-of-type').allTextContents();
      const status = page.getByRole('group', { name: 'Status', exact: true });
      const courses = page.getByRole('group', { name: 'Enrolled Courses', exact: true });
      // Every filter with its operators is in the panel the Filters button opens; chips say what applies.
      const check = async () => {
        await expect.poll(emails).toEqual(enrolled);
        await expect
          .poll(() => page.locator('.filter-chip span').allTextContents())
          .toEqual(['Status: Enrolled', 'Enrolled Courses: BLS Certification']);
        await page.getByRole('button', { name: 'Filters (2 applied)' }).click();
        await expect.poll(() => status.getByLabel('Enrolled').isChecked()).toBe(true);
        await expect.poll(() => status.getByLabel('Compliant', { exact: true }).isChecked()).toBe(false);
        // Its options come from the products list: BLS Certification, picked.
        await expect.poll(() => courses.getByLabel('BLS Certification').isChecked()).toBe(true);
        expect(await courses.getByLabel('Operator').inputValue()).toBe('=');
      };
      await check();
      await expectAccessible(page, 'members filtered from the URL');
      await page.reload();
      await check();
    } finally {
      await session.close();
    }
    // The same link on a phone: the filters are behind a button that says two are applied.
    const phone = await adminPage({ width: 390, height: 844 });
    try {
      await phone.page.goto(link);
      await phone.page.getByRole('button', { name: 'Filters (2 applied)' }).click();
      await expect
        .poll(() =>
          phone.page
            .getByRole('group', { name: 'Enrolled Courses', exact: true })
            .getByLabel('BLS Certification')
            .isChecked(),
        )
        .toBe(true);
      await noSidewaysScroll(phone.page);
      await expectAccessible(phone.page, 'members filters on a phone');
    } finally {
      await phone.close();
    }
  });
});
