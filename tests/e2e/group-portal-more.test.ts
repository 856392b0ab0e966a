// More of the group portal in the browser: a member's Non-Platform Certifications (the seeded one,
// add with a file uploaded straight to the private bucket, download it, edit, delete with the
// spec's confirmation), with axe on each screen and dialog.
import { afterEach, expect, inject, it } from 'vitest';
import { expectAccessible, openBrowser, signInAs, type Session } from '../support/browser';
import { formatIsoDate } from '@shared/rules/date-format';

const stack = inject('stack');
const sessions: Session[] = [];

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});

async function groupAdminBrowser() {
  const session = await openBrowser(stack.url);
  sessions.push(session);
  await signInAs(session.page, 'groupadmin@example.com', /\/(dashboard|group-portal)/);
  return session.page;
}

// Seeded Mercy General members (infra/local/seed/groups.ts): index 0 holds a seeded external BLS card.
const SEEDED_HOLDER = 'c0ffee00-0000-4000-8100-000000000000';
const MEMBER = 'c0ffee00-0000-4000-8100-000000000006';

it("keeps a member's non-platform certifications: list, add with a file, download, edit, delete", async () => {
  const page = await groupAdminBrowser();
  await page.goto(`/group-portal/members/${SEEDED_HOLDER}`);
  await page.getByRole('link', { name: 'Non-Platform Certifications' }).click();
  await page.waitForURL(`**/members/${SEEDED_HOLDER}/certifications`);
  const seeded = page.getByRole('table').getByRole('row').filter({ hasText: 'Provider' });
  await seeded.waitFor();
  await expectAccessible(page, 'member certifications');

  await page.goto(`/group-portal/members/${MEMBER}/certifications`);
  await page.getByText('No certifications from other providers yet.', { exact: false }).waitFor();
  await page.getByRole('link', { name: 'Add certification' }).click();
  await page.waitForURL('**/certifications/add-certification');
  const dialog = page.getByRole('dialog', { name: 'Add certification' });
  await dialog.waitFor();
  // Sent empty: the contract's messages under the fields, before any request.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText("can't be blank").first().waitFor();
  await expectAccessible(page, 'add certification');
  await dialog.getByLabel('Course').selectOption({ label: 'Basic Life Support' });
  await dialog.getByLabel('Classification').fill('Provider');
  await dialog.getByLabel('Passed on').fill('2026-01-15');
  await dialog.getByLabel('Expiration date').fill('2028-01-15');
  await dialog.getByLabel('CE credits').fill('3.456');
  await dialog.getByLabel('Certificate file').setInputFiles({
    name: 'bls-card.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\nexternal BLS card\n'),
  });
  await dialog.getByText('Uploaded bls-card.pdf.').waitFor();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(`**/members/${MEMBER}/certifications`);
  const row = page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: formatIsoDate('2028-01-15') });
  await row.waitFor();
  await expect.poll(() => row.textContent()).toContain('3.46');

  // The file comes back through a short-lived link to the private bucket.
  const download = await row.getByRole('link', { name: /Download/ }).getAttribute('href');
  expect(await (await fetch(download!)).text()).toContain('external BLS card');

  await row.getByRole('link', { name: /Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit certification' });
  await expect.poll(() => edit.getByLabel('Expiration date').inputValue()).toBe('2028-01-15');
  await expectAccessible(page, 'edit certification');
  await edit.getByLabel('Expiration date').fill('2029-03-01');
  await edit.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: formatIsoDate('2029-03-01') })
    .waitFor();

  await page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: formatIsoDate('2029-03-01') })
    .getByRole('button', { name: /Delete/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete certification' });
  await confirm.getByText('Are you sure you want to delete this certification?').waitFor();
  await expectAccessible(page, 'delete certification');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('No certifications from other providers yet.', { exact: false }).waitFor();
});

it('shows the progress report: completed courses with search, sort, columns, page sizes, a filter and a saved view', async () => {
  const page = await groupAdminBrowser();
  await page.goto('/group-portal');
  await page.getByRole('link', { name: 'Progress Report' }).click();
  await page.getByRole('heading', { level: 1, name: 'Progress Report' }).waitFor();
  const table = page.getByRole('table', { name: 'Courses your members completed' });
  await table.waitFor();
  await expect.poll(() => table.getByRole('row').count()).toBe(11);
  await expectAccessible(page, 'progress report');

  // Sort by Name (asc), then the page size and a column hidden: all in the URL.
  await table.getByRole('button', { name: /^Name/ }).click();
  await page.waitForURL(/sort=name&sort_order=asc/);
  const nameKeys = async () =>
    (await table.locator('tbody th').allTextContents()).map((name) =>
      name.split(' ').reverse().join(' ').toLowerCase(),
    );
  await expect
    .poll(async () => {
      const keys = await nameKeys();
      return keys.join() === [...keys].sort().join() && keys[0]!.startsWith('a');
    })
    .toBe(true);
  await page.getByLabel('Rows per page').selectOption('30');
  await page.waitForURL(/perPage=30/);
  await expect.poll(() => table.getByRole('row').count()).toBe(27);
  await page.getByText('Columns', { exact: true }).click();
  // A click, not uncheck(): the column moves to the hidden list (another checkbox), as a person sees it.
  await page.getByRole('checkbox', { name: 'Course', exact: true }).click();
  await page.waitForURL(/columns=progress%2CpassedAt|columns=progress,passedAt/);
  await expect.poll(() => table.getByRole('columnheader', { name: 'Course', exact: true }).count()).toBe(0);

  // Status filter (in the panel the Filters button opens): only the expired courses.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const status = page.getByRole('group', { name: 'Status' });
  await status.getByLabel('Expired').check();
  await status.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(/status=/);
  await expect.poll(() => table.getByRole('row').count()).toBe(7);

  // Search (lowercased in the URL after the debounce).
  const someone = (await table.locator('tbody th').first().textContent())!.trim();
  const last = someone.split(' ').at(-1)!;
  await page.getByLabel('Search completed courses').fill(last.toUpperCase());
  await page.waitForURL(new RegExp(`search=${last.toLowerCase()}`));
  await expect
    .poll(async () => (await table.locator('tbody th').allTextContents()).every((name) => name.includes(last)))
    .toBe(true);

  // Save the view under a name; it is listed among the saved filters.
  await page.getByRole('link', { name: 'Save this filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save filter' });
  await dialog.getByLabel('Name').fill('Expired by name');
  await expectAccessible(page, 'save progress report filter');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/group-portal\/progress-report\?/);
  await page.getByRole('option', { name: 'Expired by name' }).waitFor({ state: 'attached' });
});
