// The group portal in the browser: dashboard and courses, an invitation accepted from the outbox
// link, the members list driven through its URL
// (filter, search, sort, page size), enrolling from a seat in the dialog while a second browser sees
// the member's row change live, the member page and un-enrolling, and an existing account that
// accepts only after signing in; axe on each screen.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, expect, inject, it } from 'vitest';
import { markEmailVerified } from '@functions/data/users';
import { ApiClient, outboxEmails } from '../support/api-client';
import { linkTokenTo } from '../support/accounts';
import { expectAccessible, openBrowser, screenshot, signInAs, type Session } from '../support/browser';

const stack = inject('stack');
const sessions: Session[] = [];
beforeAll(() => {
  Object.assign(process.env, stack.env);
});

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});

async function groupAdminBrowser() {
  const session = await openBrowser(stack.url);
  sessions.push(session);
  const { page } = session;
  await signInAs(page, 'groupadmin@example.com', /\/(dashboard|group-portal)/);
  return page;
}

// Invited during the test: a new person who joins and needs attention (no courses) until enrolled.
const MEMBER = 'Nina Newhire';
const MEMBER_EMAIL = `nina.newhire.${Date.now()}@example.com`;

it('runs the group: figures, seats, invite by email and accept from the outbox link, members by URL, enroll with a live update elsewhere, member page, un-enroll, compliance, CSV', async () => {
  const page = await groupAdminBrowser();
  await page.goto('/group-portal');
  await page.locator('.group-figure__value').first().waitFor();
  await expect.poll(() => page.locator('.group-figure__value').first().textContent()).toBe('40');
  await expectAccessible(page, 'group dashboard');

  await page.goto('/group-portal/courses');
  await page.getByRole('cell', { name: '20' }).first().waitFor();
  await expectAccessible(page, 'group courses');

  // Invite by email; the invited person accepts from the outbox link in their own browser.
  await page.goto('/group-portal/members/invite');
  await page.getByRole('heading', { level: 1, name: 'Invite Members' }).waitFor();
  await expect.poll(() => page.getByRole('button', { name: 'Invite 0 Members' }).isDisabled()).toBe(true);
  await page.getByLabel('Email addresses').fill(MEMBER_EMAIL);
  await page.getByLabel('Email addresses').press(' ');
  await page.getByRole('list', { name: 'Addresses to invite' }).getByText(MEMBER_EMAIL).waitFor();
  await expectAccessible(page, 'invite members');
  await page.getByRole('button', { name: 'Invite 1 Member' }).click();
  await page.getByText(`1 invitation sent: ${MEMBER_EMAIL}.`).waitFor();
  await expect.poll(() => page.getByRole('button', { name: /^Invite \d+ Member/ }).count()).toBe(0);
  let link: string | undefined;
  await expect
    .poll(
      async () =>
        (link = /https?:\/\/[^\s]+\/group-portal\/invitation\/[A-Za-z0-9_-]+/.exec(
          (await outboxEmails(stack, MEMBER_EMAIL)).at(-1)?.text ?? '',
        )?.[0]),
    )
    .toBeTruthy();
  const invitee = await openBrowser(stack.url);
  sessions.push(invitee);
  await invitee.page.goto(new URL(link!).pathname);
  await invitee.page.getByRole('heading', { level: 1, name: 'Join Mercy General Hospital' }).waitFor();
  await expectAccessible(invitee.page, 'accept invitation');
  await invitee.page.getByLabel('First name').fill('Nina');
  await invitee.page.getByLabel('Last name').fill('Newhire');
  await invitee.page.getByLabel('Password', { exact: true }).fill('Str0ngPassword');
  await invitee.page.getByRole('button', { name: 'Accept invitation' }).click();
  await invitee.page.waitForURL('**/dashboard');
  // The link was single use.
  await invitee.page.goto(new URL(link!).pathname);
  await invitee.page.waitForURL('**/group-portal/invitation/does-not-exist');
  await invitee.page.getByText('Please check your email for the latest invitation link.').waitFor();

  // The members list (with the Status column, which the spec's defaults leave to the chooser): status
  // filter through the UI lands in the URL.
  await page.goto('/group-portal/members?columns=email,pendingCourses,status');
  await page.getByRole('table').waitFor();
  await expectAccessible(page, 'members');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const status = page.getByRole('group', { name: 'Status' });
  await status.getByLabel('Operator').selectOption('==');
  await expect.poll(() => status.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
  await status.getByText('Please select at least one value').waitFor();
  await status.getByLabel('Needs Attention').check();
  await status.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(/status=%3D%3D%3Aneeds_attention/);
  const row = page.getByRole('row', { name: new RegExp(MEMBER) });
  await row.waitFor();
  const view = new URL(page.url()).search;
  // Save the view under a name (the save-filters dialog keeps the query string).
  await page.getByRole('link', { name: 'Save this filter' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save filter' });
  await saveDialog.getByLabel('Name').fill('Needs attention');
  await expectAccessible(page, 'save filter');
  await saveDialog.getByRole('button', { name: 'Save' }).click();
  await saveDialog.waitFor({ state: 'detached' });
  expect(new URL(page.url()).search).toBe(view);

  // A second browser opens the same (bookmarked) view.
  const other = await groupAdminBrowser();
  await other.goto(`/group-portal/members${view}`);
  const otherRow = other.getByRole('row', { name: new RegExp(MEMBER) });
  await otherRow.getByText('Needs Attention').waitFor();

  // Enroll from the dialog; the list's query string survives it.
  await row.getByRole('link', { name: `Enroll ${MEMBER}` }).click();
  const dialog = page.getByRole('dialog', { name: `Enroll ${MEMBER}` });
  await dialog.getByLabel(/BLS Certification/).check();
  await expectAccessible(page, 'enroll dialog');
  await dialog.getByRole('button', { name: 'Enroll' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(new URL(page.url()).search).toBe(view);

  // The other browser's row changes without a reload.
  await otherRow.getByText('Enrolled', { exact: true }).waitFor();
  await otherRow.getByText('BLS Certification').waitFor();

  // Search (debounced, lowercased) and the Name sort cycle, in the URL.
  await page.goto('/group-portal/members');
  await page.getByLabel('Search members').fill('NEWHIRE');
  await page.waitForURL(/search=newhire/);
  await page.getByRole('button', { name: /^Name/ }).click();
  await page.waitForURL(/sort=name&sort_order=asc/);
  await page.getByRole('button', { name: /^Name/ }).click();
  await page.waitForURL(/sort_order=desc/);
  await page.getByLabel('Rows per page').selectOption('30');
  await page.waitForURL(/perPage=30/);
  // The saved filter reopens its view.
  await page.getByLabel('Saved filters').selectOption({ label: 'Needs attention' });
  await expect.poll(() => new URL(page.url()).search).toBe(view);
  await page.goto('/group-portal/members?search=newhire');

  // The member page: breadcrumb with status, Information, Courses; un-enroll with the spec's question.
  await page.getByRole('link', { name: MEMBER }).first().click();
  await page.getByRole('heading', { level: 1, name: MEMBER }).waitFor();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Enrolled').waitFor();
  await expectAccessible(page, 'member information');
  await page.getByRole('navigation', { name: 'Member sections' }).getByRole('link', { name: 'Courses' }).click();
  await page.getByRole('heading', { level: 2, name: 'Courses' }).waitFor();
  await page.getByRole('button', { name: /^Un-enroll from/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Un-enroll' });
  await confirm.getByText(/Are you sure you want to un-enroll this BLS Certification\?/).waitFor();
  await expectAccessible(page, 'un-enroll confirmation');
  await confirm.getByRole('button', { name: 'Un-enroll' }).click();
  await page.getByText(`${MEMBER.split(' ')[0]} is not enrolled in any course yet.`).waitFor();
  await otherRow.getByText('Needs Attention').waitFor();
  await screenshot(page, 'group-member-courses');

  // Compliance: the chart (chart.js, loaded lazily) with its numbers as a table, a bucket filter, the CSV.
  await page.goto('/group-portal/compliance');
  await page.getByRole('img', { name: /Expirations by month/ }).waitFor();
  // The chart's numbers as a table, one click away (the expirations list is the page).
  await page.getByText('Show the numbers as a table').click();
  await page.getByRole('table', { name: 'Expirations by month and compliance state' }).waitFor();
  await expectAccessible(page, 'compliance');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const bucket = page.getByRole('group', { name: 'Compliance' });
  await bucket.getByLabel('Expiring Soon').check();
  await bucket.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(/compliance=/);
  await expect
    .poll(async () =>
      (
        await page
          .getByRole('table', { name: 'Expirations', exact: true })
          .locator('tbody tr td:nth-child(4)')
          .allTextContents()
      ).every((text) => text === 'Expiring Soon'),
    )
    .toBe(true);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const csv = await import('node:fs/promises').then(async (fs) => fs.readFile((await download.path())!, 'utf8'));
  expect(csv.split('\r\n')[0]).toBe('First Name,Last Name,Course,Expiration Date,Compliance,Assigned');
  expect(
    csv
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .every((line) => line.includes('Expiring Soon')),
  ).toBe(true);
  await screenshot(page, 'group-compliance');

  // The whole members list is over the test stack's inline limit (30 rows): an export job, prepared
  // by the worker while the page says so, then downloaded from its presigned link.
  await page.goto('/group-portal/members');
  await page.getByRole('table').first().waitFor();
  const [members] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    (async () => {
      await page.getByRole('button', { name: 'Download CSV' }).click();
      await page.getByRole('status').filter({ hasText: 'Preparing your export…' }).waitFor();
      await expectAccessible(page, 'members export in preparation');
    })(),
  ]);
  const membersCsv = await import('node:fs/promises').then(async (fs) => fs.readFile((await members.path())!, 'utf8'));
  expect(membersCsv.split('\r\n')[0]).toBe(
    'First Name,Last Name,Email,Status,Enrolled Courses,In Compliance,Out Of Compliance,CE,Last Sign In,Admin',
  );
  expect(membersCsv.trim().split('\r\n').length).toBeGreaterThan(31);
  expect(membersCsv).toContain(MEMBER_EMAIL);
  await page.getByRole('status').filter({ hasText: 'Your download has started.' }).waitFor();
});

it('creates a free group account (the admin lands in the portal with the code) and a colleague joins by it', async () => {
  const founder = await openBrowser(stack.url);
  sessions.push(founder);
  await founder.page.goto('/join-group/signup');
  await founder.page.getByRole('heading', { level: 1, name: 'Create A FREE Group Account' }).waitFor();
  await expectAccessible(founder.page, 'group signup');
  await expect
    .poll(() => founder.page.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href'))
    .toBe('/forgot-password');
  await founder.page.getByRole('button', { name: 'Create group account' }).click();
  await founder.page.getByText("Name can't be blank", { exact: true }).waitFor();
  await founder.page.getByLabel('Group name').fill('Harbor Clinic');
  await founder.page.getByLabel('Group phone').fill('555 555 0142');
  await founder.page.getByLabel('First name').fill('Hal');
  await founder.page.getByLabel('Last name').fill('Harbor');
  await founder.page.getByLabel('Email').fill(`hal.${Date.now()}@example.com`);
  await founder.page.getByLabel('Password', { exact: true }).fill('Str0ngPassword');
  await founder.page.getByRole('button', { name: 'Create group account' }).click();
  await founder.page.waitForURL('**/group-portal');
  const code = (await founder.page
    .locator('dt', { hasText: 'Signup code' })
    // The code, then where members use it.
    .locator('xpath=following-sibling::dd[1]')
    .textContent())!;
  expect(code).toMatch(/^[A-Z2-9]{8}$/);

  const colleague = await openBrowser(stack.url);
  sessions.push(colleague);
  await colleague.page.goto('/join-group');
  await expectAccessible(colleague.page, 'join group');
  await colleague.page.getByLabel('Signup code').fill(code);
  await colleague.page.getByLabel('First name').fill('Cora');
  await colleague.page.getByLabel('Last name').fill('Colleague');
  const coraEmail = `cora.${Date.now()}@example.com`;
  await colleague.page.getByLabel('Email').fill(coraEmail);
  await colleague.page.getByLabel('Password', { exact: true }).fill('Str0ngPassword');
  await colleague.page.getByRole('button', { name: 'Join group' }).click();
  await colleague.page.waitForURL('**/dashboard');
  // The join waits for the emailed link (whoever types someone else's address joins nobody).
  await colleague.page.getByText('Confirm your email address to join Harbor Clinic').first().waitFor();
  await founder.page.reload();
  await expect.poll(() => founder.page.locator('.group-figure__value').first().textContent()).toBe('1');
  await colleague.page.goto(
    `/verify-email/${await linkTokenTo(coraEmail, 'Confirm your email address', 'verify-email')}`,
  );
  await colleague.page.getByText(`${coraEmail} is confirmed.`).waitFor();
  await founder.page.reload();
  await expect.poll(() => founder.page.locator('.group-figure__value').first().textContent()).toBe('2');
});

it('an existing account accepts an invitation only after signing in, told what the admins will see', async () => {
  const email = `existing.${Date.now()}@example.com`;
  const api = new ApiClient(stack.url);
  await api.bootstrap();
  const created = await api.request(
    'POST',
    '/api/users.json',
    {
      firstName: 'Ezra',
      lastName: 'Existing',
      email,
      phone: `+1555${String(Date.now()).slice(-7)}`,
      password: 'Str0ngPassword',
    },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(created.status).toBe(201);
  // As if the emailed confirmation link had been followed: only a confirmed address is an existing account.
  expect(await markEmailVerified(created.body.user.id, email)).toBe(true);
  const admin = new ApiClient(stack.url);
  await admin.signIn('groupadmin@example.com');
  expect(
    (await admin.post('/api/groups/invitations/invite.json', { firstName: 'Ezra', lastName: 'Existing', email }))
      .status,
  ).toBe(200);
  const link = /https?:\/\/[^\s]+\/group-portal\/invitation\/[A-Za-z0-9_-]+/.exec(
    (await outboxEmails(stack, email)).at(-1)!.text,
  )![0];

  const invitee = await openBrowser(stack.url);
  sessions.push(invitee);
  const { page } = invitee;
  await page.goto(new URL(link).pathname);
  await page
    .getByRole('heading', { level: 2, name: "If you accept, Mercy General Hospital's admins will see" })
    .waitFor();
  await page.getByText('Your birth date and mailing address').waitFor();
  await page.getByText(/never see your password, phone number, Social Security Number, driver's license/).waitFor();
  await page.getByText('Grace Admin of Mercy General Hospital invited').waitFor();
  await expect.poll(() => page.getByRole('button', { name: 'Accept invitation' }).count()).toBe(0);
  await expectAccessible(page, 'invitation: existing account signed out');
  await page.getByRole('link', { name: 'Sign in to accept' }).click();
  await page.getByLabel('Email or phone').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Str0ngPassword');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/group-portal/invitation/**');
  await page.getByText('Accepting adds your account to Mercy General Hospital.').waitFor();
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await page.waitForURL('**/dashboard');
  await expect
    .poll(
      async () =>
        (await admin.get(`/api/groups/users.json?search=${encodeURIComponent(email)}`)).body.pagination?.totalEntries,
    )
    .toBe(1);
});
