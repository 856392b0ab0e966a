// In the browser: the seeded learner downloads their BLS provider card as a signed credential from
// the passed-course page, and anyone checks it on /verify (file or pasted text): valid, then a
// changed copy reads as not valid. Axe on each screen, at laptop and phone widths.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, expectHeadingOutline, openBrowser, signInAs, type Session } from '../support/browser';

const stack = inject('stack');
const BLS_USER_COURSE = '8e2f4a61-7c3b-4d9e-a1f5-2b6c8d0e4f17';
let session: Session;
let page: Page;
let credential: string;

beforeAll(async () => {
  session = await openBrowser(stack.url);
  page = session.page;
  await signInAs(page, 'learner@example.com');
});

afterAll(async () => {
  await session?.close();
});

const verdict = (on: Page) => on.locator('.standing').textContent();
/** One line of the result's list of checks. */
const check = (on: Page, text: string) => on.getByRole('listitem').filter({ hasText: text });

describe('a provider card as a digital credential', () => {
  it('downloads from the passed-course page as a .jwt file', async () => {
    await page.goto(`/courses/${BLS_USER_COURSE}/passed`);
    const link = page.getByRole('link', { name: 'Download Credential' });
    await link.waitFor();
    await expectAccessible(page, 'passed course with the credential download');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^provider-card-BLS-\d{4}-[0-9A-Z]+\.jwt$/);
    credential = readFileSync((await download.path())!, 'utf8');
    expect(credential).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('verifies on /verify from the file, without signing in, and says what holds', async () => {
    const visitor = await openBrowser(stack.url);
    try {
      await visitor.page.goto('/verify');
      await visitor.page.getByRole('heading', { level: 1, name: 'Verify a Credential' }).waitFor();
      await expectAccessible(visitor.page, 'verify a credential');
      await visitor.page.getByLabel('Or choose the credential file').setInputFiles({
        name: 'card.jwt',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from(credential),
      });
      await expect.poll(() => visitor.page.getByLabel('Credential', { exact: true }).inputValue()).toBe(credential);
      await visitor.page.getByLabel("Holder's email (optional)").fill('learner@example.com');
      await visitor.page.getByRole('button', { name: 'Verify' }).click();
      await visitor.page.getByRole('heading', { name: 'Verification result' }).waitFor();
      expect(await verdict(visitor.page)).toBe('✓Result: Valid');
      for (const holds of [
        'Its signature is ours and matches its content',
        'We have not revoked it.',
        'It was issued to learner@example.com.',
      ])
        await check(visitor.page, holds).waitFor();
      await visitor.page.getByText('Basic Life Support', { exact: false }).first().waitFor();
      await expectAccessible(visitor.page, 'a valid credential');
      await expectHeadingOutline(visitor.page, 'a valid credential');
    } finally {
      await visitor.close();
    }
  });

  it('reads a changed copy as not valid, on a phone', async () => {
    const phone = await openBrowser(stack.url, { width: 390, height: 844 });
    try {
      const [header, payload, signature] = credential.split('.') as [string, string, string];
      const json = Buffer.from(payload, 'base64url')
        .toString('utf8')
        .replace(/"validUntil":"\d{4}/, '"validUntil":"2099');
      await phone.page.goto('/verify');
      await phone.page
        .getByLabel('Credential', { exact: true })
        .fill(`${header}.${Buffer.from(json).toString('base64url')}.${signature}`);
      await phone.page.getByRole('button', { name: 'Verify' }).click();
      await phone.page.getByRole('heading', { name: 'Verification result' }).waitFor();
      expect(await verdict(phone.page)).toBe('✗Result: Not valid');
      await check(phone.page, 'Its signature does not match its content').waitFor();
      await expectAccessible(phone.page, 'a changed credential (390 px)');
    } finally {
      await phone.close();
    }
  });
});
