// After the pass, in the browser: the seeded learner claims CE credit for the passed BLS (verify
// information with a driver's license upload, the CE choice, our evaluation, download the CE certificate PDF),
// notifies the employer, and the employer opens the emailed link without an account and
// downloads the card. Axe on each screen.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { outboxEmails } from '../support/api-client';
import { expectAccessible, openBrowser, screenshot, signInAs, type Session } from '../support/browser';

const stack = inject('stack');
const employerEmail = `hr-${randomUUID().slice(0, 8)}@hospital.example`;
const blsRow = (page: Page) => page.getByRole('row', { name: /Basic Life Support/ });
let session: Session;
let page: Page;

beforeAll(async () => {
  session = await openBrowser(stack.url);
  page = session.page;
  await signInAs(page, 'learner@example.com');
});

afterAll(async () => {
  await session?.close();
});

describe('claiming CE credit', () => {
  it('lists the passed BLS on Manage CE with no hours yet', async () => {
    await page.goto('/user-portal/manage-ce');
    await page.getByRole('heading', { level: 1, name: 'Manage CE' }).waitFor();
    await page.getByRole('row', { name: /Basic Life Support/ }).waitFor();
    await page.getByText('Total CE hours earned: 0.00').waitFor();
    // Scoped to the BLS row: another test file may have passed a course for this learner first.
    await blsRow(page).getByText('Complete the course evaluation to download your CE certificate.').waitFor();
    await expectAccessible(page, 'manage CE');
  });

  it("confirms the information: a state license and the driver's license upload", async () => {
    await blsRow(page).getByRole('link', { name: 'Claim CE Credit' }).click();
    await page.waitForURL('**/verify-information');
    await page.getByRole('heading', { name: 'Confirm Your Information' }).waitFor();
    await page.getByText('2-3 minutes').waitFor();
    await expectAccessible(page, 'verify information');
    await page.getByRole('button', { name: 'Confirm & Continue' }).click();
    const noLicense = page.getByText('Add at least one state license');
    await noLicense.waitFor();
    // An error looks like one (red, with an icon) and is read with the link that fixes it.
    expect(await noLicense.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(180, 35, 24)');
    expect(await page.getByRole('link', { name: 'Add a state license' }).getAttribute('aria-describedby')).toBe(
      await noLicense.getAttribute('id'),
    );

    // The compact license list and its create form live inside the step.
    await page.getByText('No state licenses found.').waitFor();
    await page.getByRole('link', { name: 'Add a state license' }).click();
    await page.waitForURL('**/verify-information/state-licenses/create');
    // The form opens under the step's button: brought into the dialog's view, at its first field.
    const licenseState = page.getByRole('form', { name: 'Add State License' }).getByLabel('State', { exact: true });
    await expect.poll(() => licenseState.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect
      .poll(() =>
        page.getByRole('heading', { name: 'Add State License' }).evaluate((heading) => {
          const dialog = heading.closest('dialog')!.getBoundingClientRect();
          const box = heading.getBoundingClientRect();
          return box.top >= dialog.top && box.bottom <= dialog.bottom;
        }),
      )
      .toBe(true);
    await screenshot(page, 'ce-add-license-open');
    await licenseState.locator('option', { hasText: 'Florida' }).waitFor({ state: 'attached' });
    await licenseState.selectOption('FL');
    await page.getByLabel('Profession').selectOption('rn');
    await page.getByLabel('RN License Number').fill('RN999999');
    await expectAccessible(page, 'add a state license in the certificate flow');
    await page.getByRole('button', { name: 'Add License' }).click();
    await page.waitForURL(/\/verify-information$/);
    await page.getByText('RN License Number: RN999999').waitFor();
    // Fixed: the message goes once the license is on file, not on the next submit.
    await noLicense.waitFor({ state: 'detached' });
    // The license's toast shows above the dialog (inside it: the page behind is inert), and can be dismissed.
    const added = page.locator('dialog .toast', { hasText: 'State license added.' });
    await added.waitFor();
    // Announced from inside the dialog too: the page's own live regions are inert while it is open.
    await page.locator('dialog [role="status"]', { hasText: 'State license added.' }).waitFor();
    await expectAccessible(page, 'certificate flow with a toast');
    await added.getByRole('button', { name: 'Dismiss notification' }).click();
    await added.waitFor({ state: 'detached' });
    await page.getByLabel("Driver's License").setInputFiles({
      name: 'license.png',
      mimeType: 'image/png',
      buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    });
    await page.getByText('Uploaded license.png.').waitFor();
    await page.getByRole('button', { name: 'Confirm & Continue' }).click();
    await page.waitForURL('**/cme-evaluation');
  });

  it('chooses the CE certificates, submits the evaluation and downloads the CE certificate', async () => {
    // Review & Submit opens on the accreditation and CE choice: every certificate ticked until chosen.
    await page.getByRole('heading', { name: 'Choose Your CE Certificates' }).waitFor();
    await page.getByRole('group', { name: 'Nursing Contact Hours' }).waitFor();
    await page.getByRole('group', { name: 'EMS Continuing Education' }).waitFor();
    await expectAccessible(page, 'CE choice');
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await page.getByRole('heading', { name: 'Course Evaluation' }).waitFor();
    await expectAccessible(page, 'course evaluation');
    // The free-text answer has a visible box.
    expect(
      await page.getByLabel(/What will you change/).evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.borderTopStyle, style.borderTopWidth];
      }),
    ).toEqual(['solid', '1px']);
    await page.getByRole('button', { name: 'Submit Evaluation' }).click();
    await page.getByText('Please answer this question.').first().waitFor();
    await page
      .getByRole('group', { name: /met its stated learning objectives/ })
      .getByLabel('5')
      .check();
    await page
      .getByRole('group', { name: /relevant to my clinical practice/ })
      .getByLabel('4')
      .check();
    await page
      .getByRole('group', { name: /free of commercial bias/ })
      .getByLabel('Yes')
      .check();
    await page.getByLabel(/What will you change/).fill('Swap compressors every two minutes.');
    await page.getByRole('button', { name: 'Submit Evaluation' }).click();
    await page.waitForURL('**/cme');
    await page.getByRole('link', { name: 'Download Your Provider Card' }).waitFor();
    // The step's 'Download Your Certificate' opens its download child.
    await page.getByRole('link', { name: 'Download Your Certificate' }).click();
    await page.waitForURL('**/cme/download');
    await page.getByRole('heading', { name: 'Download Your Certificate' }).waitFor();
    await expectAccessible(page, 'download certificates');
    await screenshot(page, 'ce-certificates');

    // The PDF's link (the digital credential's is named 'Download Credential: …').
    const link = page.getByRole('link', { name: /^Download Certificate: Nursing Contact Hours certificate .*\(PDF/ });
    const href = await link.getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toContain('/api/cme_certificates/ancc.pdf');
    await tab.close();

    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/user-portal/manage-ce');
    await page.getByText('Total CE hours earned: 4.00').waitFor();
    await page.getByRole('link', { name: 'CE Certificate' }).waitFor();
  });
});

describe('notifying the employer', () => {
  let link: string;

  it('sends the notification and shows it as sent', async () => {
    await blsRow(page).getByRole('link', { name: 'Notify Employer' }).click();
    await page.waitForURL('**/notify-employer');
    await expectAccessible(page, 'notify employer');
    await page.getByRole('button', { name: 'Notify Employer' }).click();
    await page.getByText("First name can't be blank").waitFor();
    await page.getByLabel("Employer's First Name").fill('Helen');
    await page.getByLabel("Employer's Last Name").fill('Ramos');
    await page.getByLabel("Employer's Email").fill(employerEmail);
    await page.getByLabel('Company').fill('Bayside Hospital');
    await page.getByLabel('Phone').fill('(555) 555-0142');
    await page.getByRole('button', { name: 'Notify Employer' }).click();
    await page.waitForURL('**/user-portal/manage-ce');
    await page.getByRole('button', { name: 'Employer Notification Sent!' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Employer Notification Sent!' }).isDisabled()).toBe(true);

    const emails = await outboxEmails(stack, employerEmail);
    expect(emails).toHaveLength(1);
    link = /href="([^"]*\/employer-notification\/[^"]+)"/.exec(emails[0]!.html)![1]!;
  });

  it('lets the employer open the emailed link without an account and download the card', async () => {
    const employer = await openBrowser(stack.url);
    try {
      await employer.page.goto(new URL(link).pathname);
      await employer.page.getByRole('heading', { level: 1, name: /is BLS certified/ }).waitFor();
      await employer.page.getByText('Hi Helen').waitFor();
      await employer.page.getByRole('link', { name: 'Set Up Your Group' }).waitFor();
      await expectAccessible(employer.page, 'employer notification');
      const href = await employer.page.getByRole('link', { name: 'Download Provider Card' }).getAttribute('href');
      const card = await employer.page.request.get(href!);
      expect(card.status()).toBe(200);
      expect((await card.body()).subarray(0, 5).toString()).toBe('%PDF-');
      // The pitch opens the group sign-up itself, not the join-with-a-code page (G:46).
      await employer.page.getByRole('link', { name: 'Set Up Your Group' }).click();
      await employer.page.waitForURL('**/join-group/signup');
      await employer.page.getByRole('heading', { level: 1, name: 'Create A FREE Group Account' }).waitFor();
      await employer.page.goto(`/employer-notification/${randomUUID()}`);
      await employer.page.getByRole('heading', { name: 'This page does not exist' }).waitFor();
    } finally {
      await employer.close();
    }
  });

  it('queues a mailed card', async () => {
    await blsRow(page).getByRole('link', { name: 'Mail My Card' }).click();
    await page.waitForURL('**/mail-request');
    await page
      .getByLabel('State', { exact: true })
      .locator('option', { hasText: 'Florida' })
      .waitFor({ state: 'attached' });
    await expectAccessible(page, 'mail request');
    await expect.poll(() => page.getByRole('combobox', { name: 'Street Address' }).count()).toBe(0);
    await page.getByRole('textbox', { name: 'Street Address' }).fill('12 Harbor Way');
    await page.getByLabel('City').fill('Tampa');
    await page.getByLabel('State', { exact: true }).selectOption('FL');
    await page.getByLabel('Zip Code').fill('33602');
    await page.getByRole('button', { name: 'Request Mailed Card' }).click();
    await page.waitForURL('**/user-portal/manage-ce');
    await page.getByRole('button', { name: 'Mail Request Sent!' }).waitFor();
  });
});
