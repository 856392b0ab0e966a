// A new group (nothing bought): its admin invites only once their own address is confirmed (the
// emailed link); over its daily email quota the invite page says why nothing was sent and when the
// count resets (security review M1), and sends what fits.
import { randomUUID } from 'node:crypto';
import { afterEach, expect, inject, it } from 'vitest';
import { INVITER_UNCONFIRMED } from '@functions/domain/groups/messages';
import { linkTokenTo } from '../support/accounts';
import { ApiClient } from '../support/api-client';
import { expectAccessible, openBrowser, signInAs, type Session } from '../support/browser';

const stack = inject('stack');
const sessions: Session[] = [];
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});

it('asks the new admin to confirm their address first, then shows the 429 under the invite form and sends a list that fits', async () => {
  const founder = new ApiClient(stack.url);
  await founder.bootstrap();
  const email = `quota-${randomUUID()}@example.com`;
  const created = await founder.post(
    '/api/groups/signup.json',
    {
      user: { firstName: 'Quinn', lastName: 'Quota', email, password: 'Password123!' },
      group: { name: 'Quota Care Center', phone: '(555) 555-0142' },
    },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(created.status).toBe(201);
  const session = await openBrowser(stack.url);
  sessions.push(session);
  const { page } = session;
  await signInAs(page, email, /\/(dashboard|group-portal)/);

  await page.goto('/group-portal/members/invite');
  await page.getByRole('heading', { level: 1, name: 'Invite Members' }).waitFor();
  const field = page.getByLabel('Email addresses');
  await field.fill(`first-${randomUUID().slice(0, 6)}@example.com`);
  await field.blur();
  await page.getByRole('button', { name: 'Invite 1 Member' }).click();
  await page.getByRole('alert').filter({ hasText: INVITER_UNCONFIRMED }).waitFor();
  await page.goto(`/verify-email/${await linkTokenTo(email, 'Confirm your email address', 'verify-email')}`);
  await page.getByText(`${email} is confirmed.`).waitFor();

  await page.goto('/group-portal/members/invite');
  await page.getByRole('heading', { level: 1, name: 'Invite Members' }).waitFor();
  await field.fill(Array.from({ length: 51 }, (_, i) => `staff${i}-${randomUUID().slice(0, 6)}@example.com`).join(' '));
  await field.blur();
  await page.getByRole('button', { name: 'Invite 51 Members' }).click();
  const alert = page.getByRole('alert').filter({ hasText: '50 emails a day until its first purchase' });
  await alert.waitFor();
  expect(await alert.textContent()).toMatch(/resets at 00:00 UTC/);
  await expectAccessible(page, 'invite over the quota');

  await page.getByRole('button', { name: /^Remove staff0-/ }).click();
  await page.getByRole('button', { name: 'Invite 50 Members' }).click();
  await page
    .getByText(/^50 invitations sent: /)
    .first()
    .waitFor();
  await expect.poll(() => page.getByRole('alert').filter({ hasText: 'emails a day' }).count()).toBe(0);
});
