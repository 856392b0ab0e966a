// The group admin's oversight and the invitee's happy ending, in the browser: an invitation accepted
// by a new person and by a signed-in existing account ends on My Learning welcoming them to the group.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, expect, inject, it } from 'vitest';
import { markEmailVerified } from '@functions/data/users';
import { ApiClient, outboxEmails } from '../support/api-client';
import { expectAccessible, openBrowser, screenshot, type Session } from '../support/browser';

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

async function browser() {
  const session = await openBrowser(stack.url);
  sessions.push(session);
  return session.page;
}

it('a new person accepts and lands on My Learning welcomed to the group (and stays there)', async () => {
  const email = `sam.ortiz.${randomUUID()}@example.com`;
  const path = await invite(await adminApi(), email, 'Sam', 'Ortiz');
  const page = await browser();
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
  await screenshot(page, 'invitation-accepted-new');
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
  const page = await browser();
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
