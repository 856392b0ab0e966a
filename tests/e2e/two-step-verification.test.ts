// Two-step verification in the browser: a learner sets it up under Profile → Security (QR code,
// setup key, a code from the "app", recovery codes shown once), then signs in with a code and with
// a recovery code; an admin of a group above 50 members is taken to the setup before anything
// else. axe on every screen.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { addGroupMember, createGroup } from '@functions/data/groups';
import * as keys from '@functions/data/keys';
import { db, tableName } from '@functions/data/table';
import { MFA_MESSAGES } from '@shared/rules/mfa';
import { linkTokenTo } from '../support/accounts';
import { ApiClient } from '../support/api-client';
import { answerTwoStepChallenge, expectAccessible, openBrowser, screenshot, type Session } from '../support/browser';

const stack = inject('stack');
let session: Session | undefined;

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

afterEach(async () => {
  await session?.close();
  session = undefined;
});

async function newAccount(prefix: string) {
  const client = new ApiClient(stack.url);
  await client.bootstrap();
  const email = `${prefix}-${randomUUID()}@example.com`;
  const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const reply = await client.post(
    '/api/users.json',
    { firstName: 'Tia', lastName: 'Twostep', email, phone, password: 'Password123!' },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return { email, id: reply.body.user.id as string };
}

async function passwordStep(page: Session['page'], email: string) {
  await page.goto('/login');
  await page.getByLabel('Email or phone').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Password123!');
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Sets up the app on the screen shown (QR code and key), returns the secret and the recovery codes. */
async function setUpOnScreen(page: Session['page'], screen: string) {
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await page.getByRole('img', { name: /QR code to add/ }).waitFor();
  const secret = (await page.locator('.totp-setup__key code').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page, `${screen}: QR code and setup key`);
  const { totpCodeAt } = await import('../support/totp');
  await page.getByLabel('Authentication code').fill(totpCodeAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await list.waitFor();
  const codes = await list.locator('code').allTextContents();
  expect(codes).toHaveLength(10);
  await expectAccessible(page, `${screen}: recovery codes`);
  return { secret, codes };
}

/** Follows the newest confirmation link emailed to the address, in this (signed-in) browser. */
async function confirmAddress(page: Session['page'], email: string) {
  await page.goto(`/verify-email/${await linkTokenTo(email, 'Confirm your email address', 'verify-email')}`);
  await page.getByText(`${email} is confirmed.`).waitFor();
}

describe('two-step verification', () => {
  it('is set up under Profile → Security, then sign-in asks for a code or a recovery code', async () => {
    const { email } = await newAccount('twostep');
    session = await openBrowser(stack.url);
    const { page } = session;
    await passwordStep(page, email);
    await page.waitForURL('**/dashboard');

    // It protects an address proven to be the account's: first the emailed link.
    await page.goto('/profile/security');
    await page.getByText(MFA_MESSAGES.confirmEmailFirst).waitFor();
    await expectAccessible(page, 'profile security: address unconfirmed');
    await confirmAddress(page, email);

    await page.goto('/profile/security');
    await page.getByRole('heading', { level: 2, name: 'Two-step verification' }).waitFor();
    await expectAccessible(page, 'profile security: off');
    await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
    const { secret, codes } = await setUpOnScreen(page, 'profile security');
    await screenshot(page, 'two-step-recovery-codes');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Make new recovery codes' }).waitFor();
    await expect.poll(() => page.getByText('On: signing in asks for your password and a code').count()).toBe(1);

    await page.goto('/logout');
    await page.waitForURL('**/login');
    await passwordStep(page, email);
    await page.getByLabel('Authentication code').waitFor();
    await expectAccessible(page, 'login: two-step code');
    await answerTwoStepChallenge(page, secret);
    await page.waitForURL('**/dashboard');

    await page.goto('/logout');
    await page.waitForURL('**/login');
    await passwordStep(page, email);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(codes[0]!);
    await expectAccessible(page, 'login: recovery code');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('You have 9 recovery codes left.').first().waitFor();
  });

  it('takes an admin of a group above 50 members to the setup first', async () => {
    const { email, id } = await newAccount('bigadmin');
    const groupId = randomUUID();
    await createGroup({
      id: groupId,
      name: `Big Group ${groupId}`,
      purchased: true,
      unlimitedCertifications: false,
      notificationsEnabled: false,
      groupOnboardingId: null,
      autoRenewal: false,
      subscriptionInterestSent: false,
      createdAt: new Date().toISOString(),
    });
    await addGroupMember(groupId, id, true);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.group(groupId),
        UpdateExpression: 'SET memberCount = :n',
        ExpressionAttributeValues: { ':n': 51 },
      }),
    );

    session = await openBrowser(stack.url);
    const { page } = session;
    await passwordStep(page, email);
    await page.waitForURL('**/two-step-verification');
    await page.getByRole('heading', { level: 1, name: 'Set up two-step verification' }).waitFor();
    // The address first (a link sent again from the page), then the app.
    await page.getByText(MFA_MESSAGES.confirmEmailFirst).waitFor();
    await expectAccessible(page, 'forced setup: address unconfirmed');
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await page.getByRole('button', { name: 'Link sent' }).waitFor();
    await confirmAddress(page, email);
    await page.goto('/two-step-verification');
    await page.getByRole('button', { name: 'Set up authenticator app' }).waitFor();
    await expectAccessible(page, 'forced setup');
    // Nothing else opens until it is on.
    await page.goto('/group-portal');
    await page.waitForURL('**/two-step-verification');
    await setUpOnScreen(page, 'forced setup');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/group-portal');
    await page.waitForURL('**/group-portal');
  });
});
