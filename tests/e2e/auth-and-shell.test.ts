// Journeys through the real web app in headless Chromium against the local stack:
// sign-in by password and by passcode, the shell and its guards, sign-out, forgotten password,
// confirming the email (signed in) and the phone (a texted code), 404.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { ApiClient, latestSms, outboxEmails, passcodeFrom } from '../support/api-client';
import { expectAccessible, openBrowser, screenshot, type Session } from '../support/browser';

const stack = inject('stack');
let session: Session | undefined;

afterEach(async () => {
  await session?.close();
  session = undefined;
});

async function signInWithPassword(page: Session['page'], email: string, password = 'Password123!') {
  await page.goto('/login');
  await page.getByLabel('Email or phone').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
}

describe('signing in', () => {
  it('by password: lands on My Learning with the learner drawer, and signs out', async () => {
    session = await openBrowser(stack.url);
    const { page } = session;
    await page.goto('/login');
    await expect.poll(() => page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'login: identity step');
    await page.getByLabel('Email or phone').fill('learner@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Password', { exact: true }).waitFor();
    await expectAccessible(page, 'login: password step');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('The email, phone number or password is incorrect.').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('Password123!');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: 'My Learning' }).waitFor();

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const entry of [
      'Purchase Courses',
      'My Learning',
      'Manage CE',
      'Profile',
      'Billing',
      'Referrals',
      'Help',
      'Logout',
    ]) {
      await expect.poll(() => nav.getByRole('link', { name: entry }).count(), { message: entry }).toBeGreaterThan(0);
    }
    await expect.poll(() => nav.getByRole('link', { name: 'Group Dashboard' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: 'Refer To Earn $25' }).count()).toBe(1);
    await expectAccessible(page, 'dashboard');
    await screenshot(page, 'dashboard-learner');

    // Guard: a learner is sent away from the group portal.
    await page.goto('/group-portal');
    await page.waitForURL('**/dashboard');

    await nav.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.goto('/dashboard');
    await page.waitForURL('**/login**');
  });

  it('by one-time passcode from the SMS outbox', async () => {
    session = await openBrowser(stack.url);
    const { page } = session;
    await page.goto('/login');
    await page.getByLabel('Email or phone').fill('otp@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('One-time passcode').waitFor();
    await page
      .getByText('A one time passcode has been sent to your phone number we have for this account')
      .first()
      .waitFor();
    await expectAccessible(page, 'login: passcode step');
    const otp = passcodeFrom(await latestSms(stack, '+15555550123'));
    expect(otp).toMatch(/^\d{6}$/);
    await page.getByLabel('One-time passcode').fill(otp!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: 'My Learning' }).waitFor();
  });

  it('as a group admin: the drawer has Group Dashboard and the group portal opens', async () => {
    session = await openBrowser(stack.url);
    const { page } = session;
    await signInWithPassword(page, 'groupadmin@example.com');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Group Dashboard' }).click();
    await page.waitForURL('**/group-portal');
    await page.getByText('Mercy General Hospital').first().waitFor();
    await expectAccessible(page, 'group portal');
    await screenshot(page, 'group-portal');
  });
});

describe('forgotten password', () => {
  it('shows "Email is incorrect" for an unknown email, then resets through the emailed link', async () => {
    const email = `forgot-${Date.now()}@example.com`;
    const api = new ApiClient(stack.url);
    await api.bootstrap();
    const account = {
      firstName: 'Fern',
      lastName: 'Got',
      email,
      phone: `+1555${String(Date.now()).slice(-7)}`,
      password: 'OldPassw0rd',
    };
    expect(
      (await api.request('POST', '/api/users.json', account, { headers: { 'idempotency-key': randomUUID() } })).status,
    ).toBe(201);

    session = await openBrowser(stack.url);
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await expectAccessible(page, 'forgot password');
    await page.getByLabel('Email').fill('nobody-at-all@example.com');
    await page.getByRole('button', { name: /reset/i }).click();
    await page.getByText('Email is incorrect').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: /reset/i }).click();
    await page.waitForURL('**/login');

    const mail = (await outboxEmails(stack, email)).find((sent) => sent.subject === 'Reset your password');
    const link = /(http:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    await page.goto(new URL(link).pathname);
    await expectAccessible(page, 'reset password');
    await page.getByLabel('New password', { exact: true }).fill('BrandNewPassw0rd');
    await page.getByLabel('Confirm new password').fill('BrandNewPassw0rd');
    await page.getByRole('button', { name: /password/i }).click();
    await page.waitForURL('**/dashboard');

    const check = new ApiClient(stack.url);
    await check.bootstrap();
    expect((await check.post('/api/auth/login.json', { userauth: email, password: 'BrandNewPassw0rd' })).status).toBe(
      200,
    );
  });
});

describe('confirming contact details', () => {
  it('confirms the email from its link after signing in, then the phone with a texted code, which then signs in by passcode', async () => {
    const email = `confirm-${Date.now()}@example.com`;
    const phone = `+1555${String(Date.now()).slice(-7)}`;
    const api = new ApiClient(stack.url);
    await api.bootstrap();
    const account = { firstName: 'Cora', lastName: 'Firm', email, phone, password: 'Str0ngPassword' };
    expect(
      (await api.request('POST', '/api/users.json', account, { headers: { 'idempotency-key': randomUUID() } })).status,
    ).toBe(201);
    const mail = (await outboxEmails(stack, email)).find((sent) => sent.subject === 'Confirm your email address');
    const link = /(http:\/\/\S+\/verify-email\/[A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;

    session = await openBrowser(stack.url);
    const { page } = session;
    // Signed out, the page explains who may confirm and how the address's owner claims it otherwise.
    await page.goto(new URL(link).pathname);
    await page.getByRole('link', { name: 'Reset its password' }).waitFor();
    await expectAccessible(page, 'verify email: signed out');
    await page.getByRole('link', { name: 'Sign in to confirm' }).click();
    await page.getByLabel('Email or phone').fill(email);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Password', { exact: true }).fill('Str0ngPassword');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/verify-email/**');
    await page.getByText(`${email} is confirmed.`).waitFor();
    await expectAccessible(page, 'verify email: confirmed');

    await page.getByRole('link', { name: 'Go to my profile' }).click();
    await page.getByRole('heading', { name: 'Confirm your contact details' }).waitFor();
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await page.getByLabel('Confirmation code').waitFor();
    await expectAccessible(page, 'profile: phone code');
    const code = passcodeFrom(await latestSms(stack, phone));
    await page.getByLabel('Confirmation code').fill(code!);
    await page.getByRole('button', { name: 'Confirm phone' }).click();
    await page.getByText('Your phone number is confirmed.').first().waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Confirm your contact details' }).count()).toBe(0);

    const byPasscode = new ApiClient(stack.url);
    await byPasscode.bootstrap();
    expect((await byPasscode.post('/api/auth/evaluate_auth.json', { userauth: phone })).body.verifyBy).toBe('otp');
  });
});

describe('shell', () => {
  it('shows the 404 page for unknown paths, with a link to the dashboard', async () => {
    session = await openBrowser(stack.url);
    const { page } = session;
    await page.goto('/no/such/page');
    await page.getByText('This page does not exist').first().waitFor();
    await expect.poll(() => page.getByRole('link', { name: /dashboard/i }).count()).toBeGreaterThan(0);
    await expectAccessible(page, '404');
  });

  it('collapses the drawer behind a menu button under 1100 px', async () => {
    session = await openBrowser(stack.url, { width: 900, height: 800 });
    const { page } = session;
    await signInWithPassword(page, 'member@example.com');
    await expect
      .poll(() =>
        page
          .getByRole('navigation', { name: 'Main' })
          .isVisible()
          .catch(() => false),
      )
      .toBe(false);
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Learning' }).waitFor();
    await expectAccessible(page, 'narrow drawer open');
    await screenshot(page, 'narrow-drawer');
    await page.keyboard.press('Escape');
    await expect
      .poll(() =>
        page
          .getByRole('navigation', { name: 'Main' })
          .isVisible()
          .catch(() => false),
      )
      .toBe(false);
  });

  it('serves the legal pages to anonymous visitors', async () => {
    session = await openBrowser(stack.url);
    const { page } = session;
    for (const path of [
      '/privacy-policy',
      '/terms-of-service',
      '/cme-accreditation',
      '/automatic-renewal-terms-and-conditions',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(page.url()).toContain(path);
    }
    await expectAccessible(page, 'legal page');
  });
});
