// The group admin's oversight and the invitee's happy ending, in the browser: an invitation accepted
// by a new person and by a signed-in existing account ends on My Learning welcoming them to the group;
// the dashboard's compliance at a glance leads into the filtered list; pending invitations are sent
// again and withdrawn (the withdrawn link says so). Axe on each screen, phones without sideways scroll.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, expect, inject, it } from 'vitest';
import { markEmailVerified } from '@functions/data/users';
import { ApiClient, outboxEmails } from '../support/api-client';
import { sentMinutesAgo } from '../api/pending-invitations-fixtures';
import {
  expectAccessible,
  expectHeadingOutline,
  openBrowser,
  screenshot,
  signInAs,
  type Session,
} from '../support/browser';

const stack = inject('stack');
const sessions: Session[] = [];
beforeAll(() => {
  Object.assign(process.env, stack.env);
});
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});

const GROUP = 'Mercy General Hospital';
const LINK = /https?:\/\/[^\s]+\/group-portal\/invitation\/[A-Za-z0-9_-]+/;

async function adminApi() {
  const admin = new ApiClient(stack.url);
  await admin.signIn('groupadmin@example.com');
  return admin;
}

/** Invites `email` as the seeded group's admin and returns the emailed link's path. */
async function invite(admin: ApiClient, email: string, firstName: string, lastName: string) {
  expect((await admin.post('/api/groups/invitations/invite.json', { firstName, lastName, email })).status).toBe(200);
  let link: string | undefined;
  await expect
    .poll(async () => (link = LINK.exec((await outboxEmails(stack, email)).at(-1)?.text ?? '')?.[0]))
    .toBeTruthy();
  return new URL(link!).pathname;
}

const toast = (page: Page, message: string) => page.locator('.toast__message', { hasText: message });

async function browser(viewport?: { width: number; height: number }) {
  const session = await openBrowser(stack.url, viewport);
  sessions.push(session);
  return session.page;
}

it('a new person accepts on a phone and lands on My Learning welcomed to the group (and stays there)', async () => {
  const email = `sam.ortiz.${randomUUID()}@example.com`;
  const path = await invite(await adminApi(), email, 'Sam', 'Ortiz');
  const page = await browser({ width: 390, height: 844 });
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: `Join ${GROUP}` }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill('Str0ngPassword');
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1, name: 'My Learning' }).waitFor();
  // Nothing moves it on afterwards (the used link is not read again).
  await page.waitForTimeout(2000);
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  await page.getByRole('heading', { name: `Welcome to ${GROUP}` }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'oversight-welcome-390');
  await expectAccessible(page, 'welcomed to the group');
});

it('an existing account, signed in as itself, accepts and lands on My Learning welcomed to the group', async () => {
  const email = `lee.wong.${randomUUID()}@example.com`;
  const api = new ApiClient(stack.url);
  await api.bootstrap();
  const created = await api.request(
    'POST',
    '/api/users.json',
    {
      firstName: 'Lee',
      lastName: 'Wong',
      email,
      phone: `+1555${String(Date.now()).slice(-7)}`,
      password: 'Str0ngPassword',
    },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(created.status).toBe(201);
  // As if the emailed confirmation link had been followed: only a confirmed address is an existing account.
  expect(await markEmailVerified(created.body.user.id, email)).toBe(true);
  const path = await invite(await adminApi(), email, 'Lee', 'Wong');
  const page = await browser({ width: 1280, height: 800 });
  await page.goto(path);
  await page.getByRole('link', { name: 'Sign in to accept' }).click();
  await page.getByLabel('Email or phone').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Str0ngPassword');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/group-portal/invitation/**');
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: `Welcome to ${GROUP}` }).waitFor();
  await screenshot(page, 'oversight-welcome-1280');
  await page.waitForTimeout(1500);
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  // Dismissed, it stays gone (also on reload: the history entry no longer carries it).
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect.poll(() => page.getByRole('heading', { name: `Welcome to ${GROUP}` }).count()).toBe(0);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'My Learning' }).waitFor();
  expect(await page.getByRole('heading', { name: `Welcome to ${GROUP}` }).count()).toBe(0);
  // Back does not return to the used link.
  await page.goBack();
  expect(new URL(page.url()).pathname).not.toMatch(/does-not-exist/);
});

async function groupAdminPage(viewport?: { width: number; height: number }) {
  const session = await openBrowser(stack.url, viewport);
  sessions.push(session);
  await signInAs(session.page, 'groupadmin@example.com', /\/(dashboard|group-portal)/);
  return session.page;
}

it('the dashboard shows compliance at a glance; each count opens the compliance list filtered to it', async () => {
  const page = await groupAdminPage({ width: 1280, height: 800 });
  await page.goto('/group-portal');
  const glance = page.getByRole('region', { name: 'Compliance at a glance' });
  await glance.getByText(/% of \d+ certifications? (is|are) current\./).waitFor();
  await expectAccessible(page, 'group dashboard with compliance');
  await expectHeadingOutline(page, 'group dashboard with compliance');
  await screenshot(page, 'oversight-dashboard-1280');
  for (const [label, value] of [
    ['Expired', 'expired'],
    ['Expiring in 30 days', 'expiring_soon'],
    ['Compliant', 'valid'],
  ] as const) {
    await page.goto('/group-portal');
    const tile = glance.getByRole('link', { name: new RegExp(`^\\d+ ${label}`) });
    const count = Number((await tile.locator('.compliance-glance__count').textContent()) ?? 'NaN');
    await tile.click();
    await page.waitForURL((url) => url.searchParams.get('compliance') === `==:${value}`);
    await page.getByRole('heading', { level: 1, name: 'Compliance' }).waitFor();
    await page.getByText(`(${count} in all)`).waitFor();
  }
  const phone = await groupAdminPage({ width: 390, height: 844 });
  await phone.goto('/group-portal');
  await phone.getByRole('region', { name: 'Compliance at a glance' }).getByRole('link').first().waitFor();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(phone, 'oversight-dashboard-390');
});

it('pending invitations: listed with who sent them, sent again with a new link, withdrawn (the link then says so)', async () => {
  const admin = await adminApi();
  const email = `pending.${randomUUID()}@example.com`;
  const firstLink = await invite(admin, email, 'Penny', 'Pending');
  const page = await groupAdminPage({ width: 1280, height: 800 });
  await page.goto('/group-portal');
  await page.getByRole('navigation', { name: 'Group portal' }).getByRole('link', { name: 'Invitations' }).click();
  await page.getByRole('heading', { level: 1, name: 'Pending Invitations' }).waitFor();
  const row = page.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
  await row.getByText('by Grace Admin').waitFor();
  await row.getByText('Just sent').waitFor();
  await expectAccessible(page, 'pending invitations');
  await expectHeadingOutline(page, 'pending invitations');

  // Ten minutes later it can be sent again: a new email, and the first link stops working.
  const groupId = (await admin.get('/api/bootstrap.json')).body.currentUser.groupId as string;
  await sentMinutesAgo(groupId, email, 11);
  await page.reload();
  await row.getByRole('button', { name: `Resend the invitation to ${email}` }).click();
  await toast(page, `Invitation sent again to ${email}. The earlier link no longer works.`).waitFor();
  await row.getByText('Just sent').waitFor();
  await expect.poll(async () => (await outboxEmails(stack, email)).length).toBe(2);
  const secondLink = new URL(LINK.exec((await outboxEmails(stack, email)).at(-1)!.text)![0]).pathname;
  expect(secondLink).not.toBe(firstLink);
  await screenshot(page, 'oversight-invitations-1280');

  const invitee = await browser();
  await invitee.goto(firstLink);
  await invitee.getByRole('heading', { level: 1, name: 'This invitation no longer exists' }).waitFor();

  await row.getByRole('button', { name: `Withdraw the invitation to ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw invitation' });
  await dialog.getByText(`Withdraw the invitation to ${email}?`).waitFor();
  await expectAccessible(page, 'withdraw invitation');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await dialog.waitFor({ state: 'detached' });
  await toast(page, `The invitation to ${email} was withdrawn.`).waitFor();
  await row.waitFor({ state: 'detached' });

  await invitee.goto(secondLink);
  await invitee.getByRole('heading', { level: 1, name: 'This invitation was withdrawn' }).waitFor();
  await expectAccessible(invitee, 'withdrawn invitation');
  await screenshot(invitee, 'oversight-invitation-withdrawn');

  const phone = await groupAdminPage({ width: 390, height: 844 });
  await invite(admin, `pending.phone.${randomUUID()}@example.com`, 'Phil', 'Phone');
  await phone.goto('/group-portal/invitations');
  await phone.getByRole('heading', { level: 1, name: 'Pending Invitations' }).waitFor();
  await phone.getByText('Just sent').first().waitFor();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(phone, 'pending invitations (390 px)');
  await screenshot(phone, 'oversight-invitations-390');
});
