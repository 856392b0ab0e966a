// Profile and state licenses in the browser: a new learner fills the profile (SSN write-only,
// driver's license uploaded straight to S3 with progress), then adds, edits and deletes a state
// license (labels from the profession, confirmation before delete); axe on each screen.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, openBrowser, screenshot, type Session } from '../support/browser';

const stack = inject('stack');
let session: Session;
let page: Page;

beforeAll(async () => {
  session = await openBrowser(stack.url);
  page = session.page;
  await page.goto('/create-account');
  await page.getByLabel('First name').fill('Riley');
  await page.getByLabel('Last name').fill('Nurse');
  await page.getByLabel('Email').fill(`riley-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Phone').fill(`555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`);
  await page.getByLabel('Password', { exact: true }).fill('Password123!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/dashboard');
});

afterAll(async () => {
  await session?.close();
});

describe('profile', () => {
  it("saves the details, keeps the SSN write-only and uploads the driver's license", async () => {
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await page
      .getByLabel('State', { exact: true })
      .locator('option', { hasText: 'Florida' })
      .waitFor({ state: 'attached' });
    await expectAccessible(page, 'profile');
    await page.getByLabel('Middle Name').fill('J');
    await page.getByLabel('Birth Date').fill('1990-05-17');
    await page.getByLabel('Social Security Number').fill('12a-3');
    await expect.poll(() => page.getByLabel('Social Security Number').inputValue()).toBe('123');
    await page.getByLabel('Social Security Number').fill('1234567890');
    await expect.poll(() => page.getByLabel('Social Security Number').inputValue()).toBe('123456789');
    // Written the way people write it (typed or pasted): every digit is kept, no length limit cuts it.
    await page.getByLabel('Social Security Number').fill('');
    await page.getByLabel('Social Security Number').pressSequentially('123-45-6789');
    await expect.poll(() => page.getByLabel('Social Security Number').inputValue()).toBe('123456789');
    await page.getByLabel('Social Security Number').fill('123-45-6789');
    await expect.poll(() => page.getByLabel('Social Security Number').inputValue()).toBe('123456789');
    // Address autocomplete is off locally (no place index): the street is a plain text field, no combobox.
    await page.getByRole('textbox', { name: 'Street Address' }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Street Address' }).count()).toBe(0);
    await page.getByLabel('Street Address').fill('100 Bayshore Blvd');
    await page.getByLabel('City').fill('Tampa');
    await page.getByLabel('State', { exact: true }).selectOption('FL');
    await page.getByLabel('Zip Code').fill('33606');
    await page.getByLabel("Driver's License").setInputFiles({
      name: 'licence.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% driver licence scan\n%%EOF\n'),
    });
    await page.getByText('Uploaded licence.pdf.').waitFor();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Your profile has been updated.').first().waitFor();
    await page.getByText('On file: *****6789.', { exact: false }).waitFor();
    await expect.poll(() => page.getByLabel('Social Security Number').inputValue()).toBe('');
    await page.getByText('On file: licence.pdf.', { exact: false }).waitFor();
    await screenshot(page, 'profile');
  });

  it('refuses a file type the license does not accept before uploading, with the hint', async () => {
    await page
      .getByLabel("Driver's License")
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page
      .getByRole('alert')
      .filter({ hasText: 'This type of file is not accepted. An image or PDF, up to 10 MB.' })
      .waitFor();
    await expectAccessible(page, 'profile with an upload error');
  });

  it("shows the server's 422 under the field, looking like an error, until the field is changed", async () => {
    await page.getByLabel('Zip Code').fill('12');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    const message = page.getByText('Zip code must be 5 digits (or ZIP+4)');
    await message.waitFor();
    const zip = page.getByLabel('Zip Code');
    await expect.poll(() => zip.getAttribute('aria-invalid')).toBe('true');
    const messageId = await message.getAttribute('id');
    expect((await zip.getAttribute('aria-describedby'))?.split(' ')).toContain(messageId);
    // Red and bold with an icon, not the body text's black.
    expect(
      await message.evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.color, style.fontWeight, getComputedStyle(el, '::before').backgroundImage.startsWith('url(')];
      }),
    ).toEqual(['rgb(180, 35, 24)', '600', true]);
    await screenshot(page, 'profile-error');
    await zip.fill('33606');
    await message.waitFor({ state: 'detached' });
    await expect.poll(() => zip.getAttribute('aria-invalid')).toBe('false');
    expect(await zip.inputValue()).toBe('33606');
  });

  it('draws every select with an arrow, like the other fields', async () => {
    const state = page.getByLabel('State', { exact: true });
    expect(await state.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/^url\("data:image\/svg\+xml/);
    expect(await state.evaluate((el) => getComputedStyle(el).appearance)).toBe('none');
  });

  it("leaves the save's toast behind when the learner moves to another page", async () => {
    await page.getByLabel('City').fill('St. Petersburg');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    const toast = page.locator('.toast__message', { hasText: 'Your profile has been updated.' });
    await toast.waitFor();
    // Shown at the top of the screen, where it covers no form button.
    const box = (await toast.boundingBox())!;
    expect(box.y).toBeLessThan(100);
    await page.waitForTimeout(1200);
    await page.getByRole('link', { name: 'State Licenses' }).click();
    await page.waitForURL('**/profile/state-licenses');
    await toast.waitFor({ state: 'detached' });
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
  });
});

describe('state licenses', () => {
  it('adds, edits and deletes a license', async () => {
    await page.getByRole('link', { name: 'State Licenses' }).click();
    await page.waitForURL('**/profile/state-licenses');
    await page.getByText('No state licenses found.').waitFor();
    await expectAccessible(page, 'state licenses (empty)');

    await page.getByRole('link', { name: 'Add State License' }).click();
    await page.waitForURL('**/state-licenses/create');
    await page.getByRole('heading', { name: 'Add State License' }).waitFor();
    // The form opens at its first field.
    await expect
      .poll(() => page.getByLabel('State', { exact: true }).evaluate((el) => el === document.activeElement))
      .toBe(true);
    await page
      .getByLabel('State', { exact: true })
      .locator('option', { hasText: 'Florida' })
      .waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Add License' }).click();
    await page.getByText("State can't be blank").waitFor();
    await page.getByText("Profession can't be blank").waitFor();
    // Choosing a state clears its message at once (not on the next submit); the profession's stays.
    await page.getByLabel('State', { exact: true }).selectOption('FL');
    await page.getByText("State can't be blank").waitFor({ state: 'detached' });
    await page.getByText("Profession can't be blank").waitFor();
    await page.getByLabel('Profession').selectOption('rn');
    await page.getByText('for example, a Florida Registered Nurse: RN999999', { exact: false }).waitFor();
    await expect.poll(() => page.getByLabel('NREMT Number').count()).toBe(0);
    await page.getByLabel('RN License Number').fill('RN999999');
    await expectAccessible(page, 'add state license');
    await page.getByRole('button', { name: 'Add License' }).click();
    await page.waitForURL('**/profile/state-licenses');
    await page.getByText('RN License Number: RN999999').waitFor();

    await page.getByRole('link', { name: 'Edit Florida Registered Nurse (RN) license' }).click();
    await page.getByRole('heading', { name: 'Edit State License' }).waitFor();
    await page.getByLabel('Profession').selectOption('paramedic');
    await page.getByLabel('State Paramedic License Number').fill('P-12345');
    await page.getByLabel('NREMT Number').fill('E1234567');
    await expectAccessible(page, 'edit state license');
    await page.getByRole('button', { name: 'Save License' }).click();
    await page.waitForURL('**/profile/state-licenses');
    await page.getByText('State Paramedic License Number: P-12345 · NREMT Number: E1234567').waitFor();

    await page.getByRole('button', { name: 'Delete Florida Paramedic license' }).click();
    await page.getByText('Are you sure you want to delete this state license?').waitFor();
    await expectAccessible(page, 'delete confirmation');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No state licenses found.').waitFor();
  });
});
