// Google sign-in in the browser, against the local OpenID Connect stand-in: Sign in with Google on the
// sign-in page → the stand-in's account page → back in the app, signed in; and an account whose email
// we have not verified, linked after its password. axe on the app's screens.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { expectAccessible, openBrowser, screenshot, type Session } from '../support/browser';

const stack = inject('stack');
let session: Session | undefined;

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

afterEach(async () => {
  await session?.close();
  session = undefined;
});

describe('Sign in with Google', () => {
  it('goes to Google (the local stand-in), the learner picks an account and comes back signed in', async () => {
    session = await openBrowser(stack.url);
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    await expectAccessible(page, 'sign-in with Google');
    await screenshot(page, 'google-login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();

    await page.waitForURL(`${stack.env.GOOGLE_OIDC_ISSUER}/interaction/**`);
    await page.getByRole('heading', { name: 'Choose an account' }).waitFor();
    await screenshot(page, 'google-chooser');
    await page.getByRole('button', { name: /Lena Learner\s*learner@example\.com/ }).click();

    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'My Learning' }).waitFor();
    await screenshot(page, 'google-signed-in');
  });

  it('an account whose email is not verified is linked after its password, then Google opens it directly', async () => {
    const client = new ApiClient(stack.url);
    await client.bootstrap();
    const email = `google-link-${randomUUID()}@example.com`;
    const created = await client.post(
      '/api/users.json',
      {
        firstName: 'Lin',
        lastName: 'Link',
        email,
        phone: `+1555${String(Date.now()).slice(-7)}`,
        password: 'Password123!',
      },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    session = await openBrowser(stack.url);
    const { page } = session;
    const signInWithGoogleAs = async () => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in with Google' }).click();
      await page.getByRole('heading', { name: 'Choose an account' }).waitFor();
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('button', { name: 'Continue with this address' }).click();
    };
    await signInWithGoogleAs();

    await page.waitForURL('**/login/google/link');
    await page.getByRole('heading', { name: 'Link your Google account' }).waitFor();
    await page.getByText(email).waitFor();
    await expectAccessible(page, 'link Google with the password');
    await screenshot(page, 'google-link');
    await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Link and sign in' }).click();
    await page.getByText('The email, phone number or password is incorrect.').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('Password123!');
    await page.getByRole('button', { name: 'Link and sign in' }).click();
    await page.waitForURL('**/dashboard');

    // Signed out, Google now opens the account with no password.
    await page.goto('/logout');
    await page.waitForURL('**/login');
    await signInWithGoogleAs();
    await page.waitForURL('**/dashboard');
  });

  it('a cancelled Google sign-in says so on the sign-in page', async () => {
    session = await openBrowser(stack.url);
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/login?google=cancelled');
    await page.getByText('Google sign-in was cancelled.').waitFor();
  });
});
