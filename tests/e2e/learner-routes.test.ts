// The learner-side routes of issue 22, walked in Chromium by a new learner who passed ACLS through
// an ACLS subscription: the subscription's course pages (Details, Disclosures, the review materials
// with a section, the subscription player's Back To Index), the post-pass page's hidden frame and
// the review-widget page, the accreditation and CE choice before the evaluation, the cme step's
// children (download, referral-details, review) and the in-app Help page. Axe on each screen (and
// the heading outline where dialogs nest pages); each new screen at 390 px wide without horizontal
// scrolling.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import * as keys from '@functions/data/keys';
import { getUserCourse } from '@functions/data/learning';
import { db, tableName } from '@functions/data/table';
import { seedCourses } from '@infra/local/seed/catalog/index';
import { expectAccessible, expectHeadingOutline, openBrowser, screenshot, type Session } from '../support/browser';
import { enrollInAcls, passAcls, subscribedLearner, type SubscribedLearner } from '../support/subscribed-learner';

const stack = inject('stack');
const acls = seedCourses.find((c) => c.id === 'acls')!;
let learner: SubscribedLearner;
let userCourseUuid: string;
let session: Session;
let page: Page;

const coursePage = () => `/user-portal/subscriptions/${learner.subscriptionUuid}/courses/acls`;
const passedPage = () => `/user-portal/courses/${userCourseUuid}/passed`;

/**
 * Fails when the page scrolls sideways at the current width, once the layout has settled (the
 * narrow layout is a React render after the media query changes).
 */
async function expectNoSideScroll(screen: string) {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await expect.poll(overflow, { message: `${screen} scrolls sideways`, timeout: 5_000 }).toBeLessThanOrEqual(0);
}

/** The screen again at a phone's width (390 px): no sideways scrolling, and a picture of it. */
async function atPhoneWidth(screen: string, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await expectNoSideScroll(screen);
    await screenshot(page, `${name}-390`);
  } finally {
    await page.setViewportSize({ width: 1280, height: 900 });
  }
}

beforeAll(async () => {
  learner = await subscribedLearner(stack, 'Rhea');
  userCourseUuid = await enrollInAcls(learner);
  await passAcls(learner.client, userCourseUuid);
  // The card confirmed (its own journey is learner-journey's), so the passed page opens on the card.
  const course = await learner.client.get(`/api/user_courses/${userCourseUuid}.json`);
  const confirmed = await learner.client.patch(`/api/user_courses/${userCourseUuid}/update_confirmation`, {
    passedAt: course.body.issuedOn,
    autoRenew: false,
    firstName: 'Rhea',
    lastName: 'Subscriber',
  });
  expect(confirmed.status).toBe(200);

  session = await openBrowser(stack.url);
  page = session.page;
  await page.goto('/login');
  await page.getByLabel('Email or phone').fill(learner.email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
});

afterAll(async () => {
  await session?.close();
});

describe("a subscription's course pages", () => {
  it('opens from the subscription page on Details, with the tabs and a breadcrumb', async () => {
    await page.goto(`/user-portal/subscriptions/${learner.subscriptionUuid}`);
    await page.getByRole('heading', { level: 1, name: 'ACLS Certification' }).waitFor();
    await page.getByRole('heading', { name: 'Certify or recertify' }).waitFor();
    await page.getByRole('link', { name: acls.title }).first().click();
    await page.waitForURL(`**${coursePage()}/details`);
    await page.getByRole('heading', { level: 1, name: acls.title }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'About this course' }).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Course pages' });
    expect(await tabs.getByRole('link').allTextContents()).toEqual([
      'Materials',
      'Details',
      'Disclosures',
      'Direct Board Reporting',
    ]);
    expect(await tabs.getByRole('link', { name: 'Details' }).getAttribute('aria-current')).toBe('page');
    expect(await tabs.getByRole('link', { name: 'Direct Board Reporting' }).getAttribute('href')).toBe(
      `${coursePage()}/direct-board-reporting`,
    );
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'ACLS Certification' })
      .waitFor();
    await expectAccessible(page, 'subscription course details');
    await expectHeadingOutline(page, 'subscription course details');
    await screenshot(page, 'sub-course-details');
    await atPhoneWidth('subscription course details', 'sub-course-details');
    // The bare course address opens Details by its absolute path.
    await page.goto(coursePage());
    await page.waitForURL((url) => url.pathname === `${coursePage()}/details`);
    await page.getByRole('heading', { level: 2, name: 'About this course' }).waitFor();
  });

  it('shows the disclosures on their tab, reached by keyboard', async () => {
    const disclosures = page
      .getByRole('navigation', { name: 'Course pages' })
      .getByRole('link', { name: 'Disclosures' });
    await disclosures.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${coursePage()}/disclosures`);
    await expect.poll(() => disclosures.getAttribute('aria-current')).toBe('page');
    await page
      .getByText(/financial relationship/i)
      .first()
      .waitFor();
    await expectAccessible(page, 'subscription course disclosures');
    await atPhoneWidth('subscription course disclosures', 'sub-course-disclosures');
  });

  it("shows the passed course's review materials, and a section opens in the subscription's player and comes back", async () => {
    await page.getByRole('navigation', { name: 'Course pages' }).getByRole('link', { name: 'Materials' }).click();
    await page.waitForURL(`**${coursePage()}/${userCourseUuid}`);
    await page.getByRole('heading', { level: 2, name: 'Review materials' }).waitFor();
    await page.getByText('PASSED', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Course Resources' }).waitFor();
    await expectAccessible(page, 'review materials');
    await screenshot(page, 'sub-course-materials');
    await atPhoneWidth('review materials', 'sub-course-materials');

    const second = acls.sections[1]!;
    await page.getByRole('link', { name: second.title, exact: true }).click();
    await page.waitForURL(`**/user-portal/subscriptions/${learner.subscriptionUuid}/${userCourseUuid}/*`);
    await page.getByRole('heading', { level: 1, name: second.title }).waitFor();
    await page
      .getByRole('link', { name: 'Next Section' })
      .or(page.getByRole('link', { name: 'Back To Index' }))
      .first()
      .waitFor();
    // The drawer's course link returns to the subscription's course page, not the catalogue's.
    await page.getByRole('navigation', { name: 'Course sections' }).getByRole('link', { name: acls.title }).click();
    await page.waitForURL(`**${coursePage()}/${userCourseUuid}`);

    // A section in the path is marked on the materials page.
    await page.goto(`${coursePage()}/${userCourseUuid}/${second.id}`);
    const marked = page.locator('.section-item[aria-current="true"]');
    await marked.waitFor();
    expect(await marked.textContent()).toContain(second.title);
  });

  it('says so for an enrollment that is not this course of the subscription', async () => {
    await page.goto(`${coursePage()}/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { level: 2, name: 'Enrollment not found' }).waitFor();
    await expectAccessible(page, 'unknown enrollment');
  });
});

describe('the review service', () => {
  it("loads the review-widget page in the passed page's hidden frame", async () => {
    await page.goto(passedPage());
    await page.getByRole('heading', { level: 1, name: /You Passed/ }).waitFor();
    const frame = page.locator('iframe[title="Review service"]');
    await frame.waitFor({ state: 'attached' });
    expect(await frame.isHidden()).toBe(true);
    expect(await frame.getAttribute('src')).toBe(`/shopper-approved-iframe/${userCourseUuid}`);
    expect(await frame.getAttribute('tabindex')).toBe('-1');
    await page
      .frameLocator('iframe[title="Review service"]')
      // Hidden (the frame is), so the accessibility tree leaves it out: asked for as hidden.
      .getByRole('heading', { level: 1, name: 'Leave a Review', includeHidden: true })
      .waitFor({ state: 'attached' });
    await expectAccessible(page, 'passed page with the review frame');
  });

  it('serves the review-widget page on its own: the review form for the course, without the app chrome', async () => {
    await page.goto(`/shopper-approved-iframe/${userCourseUuid}`);
    await page.getByRole('heading', { level: 1, name: 'Leave a Review' }).waitFor();
    await page.getByText(`How was ${acls.title}?`).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Please select a rating to submit your review.').waitFor();
    await expectAccessible(page, 'review widget');
    await screenshot(page, 'review-widget');
    await atPhoneWidth('review widget', 'review-widget');
  });
});

describe('the certificate process', () => {
  it('opens Review & Submit on the accreditation and CE choice, grouped by name', async () => {
    // The information step (driver's license, state licenses) is credentials-journey's: taken as done.
    const current = (await getUserCourse(learner.userId, userCourseUuid))!;
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.userCourse(learner.userId, userCourseUuid),
        UpdateExpression: 'SET cme = :cme, #version = #version + :one',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: {
          ':cme': {
            ...current.cme,
            userInformationVerified: true,
            completed: false,
            verifiedAt: new Date().toISOString(),
            submittedAt: null,
          },
          ':one': 1,
        },
      }),
    );
    await page.goto(`${passedPage()}/cme`);
    // The course is at step 1: the process opens there.
    await page.waitForURL('**/passed/cme-evaluation');
    const dialog = page.getByRole('dialog', { name: 'Claim Your CE Certificate' });
    await dialog.getByRole('heading', { name: 'Choose Your CE Certificates' }).waitFor();
    const nursing = dialog.getByRole('group', { name: 'Nursing Contact Hours' });
    expect(await nursing.getByRole('checkbox').count()).toBe(2);
    await dialog.getByRole('group', { name: 'EMS Continuing Education' }).waitFor();
    await dialog.getByRole('group', { name: 'Physician CME' }).waitFor();
    // Every certificate is ticked until the learner chooses.
    expect(await dialog.getByRole('checkbox', { checked: true }).count()).toBe(4);
    await expectAccessible(page, 'CE choice');
    await screenshot(page, 'ce-choice');
    await atPhoneWidth('CE choice', 'ce-choice');
  });

  it('refuses no certificate, then keeps the chosen ones and goes on to the evaluation', async () => {
    const dialog = page.getByRole('dialog', { name: 'Claim Your CE Certificate' });
    for (const box of await dialog.getByRole('checkbox').all()) await box.uncheck();
    await dialog.getByRole('button', { name: 'Save & Continue' }).click();
    await dialog.getByText('Choose at least one certificate.').waitFor();
    await dialog.getByRole('checkbox', { name: /State Board of Nursing/ }).check();
    // The keyboard ticks a box too.
    await dialog.getByRole('checkbox', { name: /Emergency Medical Services/ }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: 'Save & Continue' }).click();
    await dialog.getByRole('heading', { name: 'Your CE Certificates' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Your CE Certificates');
    await dialog.getByRole('heading', { name: 'Course Evaluation' }).waitFor();
    expect(await dialog.locator('.ce-chosen__list li').allTextContents()).toEqual([
      expect.stringContaining('State Board of Nursing'),
      expect.stringContaining('Emergency Medical Services'),
    ]);
    await expectAccessible(page, 'evaluation with the chosen certificates');

    // Change Certificates goes back to the choice, with the choice kept.
    await dialog.getByRole('button', { name: 'Change Certificates' }).click();
    await dialog.getByRole('heading', { name: 'Choose Your CE Certificates' }).waitFor();
    expect(await dialog.getByRole('checkbox', { checked: true }).count()).toBe(2);
    await dialog.getByRole('button', { name: 'Save & Continue' }).click();
    await dialog.getByRole('heading', { name: 'Course Evaluation' }).waitFor();
  });

  it('submits the evaluation; the cme step and its download child list only the chosen certificates', async () => {
    const dialog = page.getByRole('dialog', { name: 'Claim Your CE Certificate' });
    await dialog
      .getByRole('group', { name: /met its stated learning objectives/ })
      .getByLabel('5')
      .check();
    await dialog
      .getByRole('group', { name: /relevant to my clinical practice/ })
      .getByLabel('4')
      .check();
    await dialog
      .getByRole('group', { name: /free of commercial bias/ })
      .getByLabel('Yes')
      .check();
    await dialog.getByRole('button', { name: 'Submit Evaluation' }).click();
    await page.waitForURL('**/passed/cme');
    await dialog.getByRole('heading', { name: 'Your Certificates Are Ready' }).waitFor();
    await dialog.getByRole('link', { name: 'Download Your Provider Card' }).waitFor();
    await expectAccessible(page, 'cme step');
    await expectHeadingOutline(page, 'cme step');
    await screenshot(page, 'cme-step');
    await atPhoneWidth('cme step', 'cme-step');

    await dialog.getByRole('link', { name: 'Download Your Certificate' }).click();
    await page.waitForURL('**/passed/cme/download');
    await dialog.getByRole('heading', { name: 'Download Your Certificate' }).waitFor();
    // The PDFs' links (each certificate's digital credential has its own 'Download Credential: …' link).
    const links = dialog.getByRole('link', { name: /^Download .* certificate .*\(PDF/ });
    await expect.poll(() => links.count()).toBe(2);
    const state = dialog.getByRole('link', {
      name: /Nursing Contact Hours certificate from State Board of Nursing .*\(PDF/,
    });
    const pdf = await page.request.get((await state.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await dialog.getByRole('link', { name: /Nursing Continuing Education Board/ }).count()).toBe(0);
    await expectAccessible(page, 'cme download');
    await expectHeadingOutline(page, 'cme download');
    await screenshot(page, 'cme-download');
    await atPhoneWidth('cme download', 'cme-download');
    await dialog.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL('**/passed/cme');
  });

  it('opens referral-details and review as the cme step children', async () => {
    const dialog = page.getByRole('dialog', { name: 'Claim Your CE Certificate' });
    await dialog.getByRole('link', { name: 'Refer Colleagues' }).click();
    await page.waitForURL('**/passed/cme/referral-details');
    await dialog.getByLabel('Your referral link', { exact: true }).waitFor();
    await dialog.getByRole('heading', { level: 3, name: 'Refer Colleagues' }).waitFor();
    await expectAccessible(page, 'cme referral details');
    await expectHeadingOutline(page, 'cme referral details');
    await atPhoneWidth('cme referral details', 'cme-referral');
    await dialog.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL('**/passed/cme');

    await dialog.getByRole('link', { name: 'Leave a Review' }).click();
    await page.waitForURL('**/passed/cme/review');
    await dialog.getByRole('radio', { name: '5 stars' }).check();
    await dialog.getByLabel('Your review (optional)').fill('Clear and practical.');
    await dialog.getByRole('heading', { level: 3, name: 'Leave a Review' }).waitFor();
    await expectAccessible(page, 'cme review');
    await expectHeadingOutline(page, 'cme review');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await dialog.getByText('Thank you for your review!').waitFor();
    await dialog.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL('**/passed/cme');
    // Reviewed: the review card is gone, and so is the passed page's review frame.
    await dialog.getByRole('heading', { name: 'Your Certificates Are Ready' }).waitFor();
    expect(await dialog.getByRole('link', { name: 'Leave a Review' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`**${passedPage()}`);
    await page.getByRole('heading', { level: 1, name: /You Passed/ }).waitFor();
    expect(await page.locator('iframe[title="Review service"]').count()).toBe(0);
    await page.goto(`/shopper-approved-iframe/${userCourseUuid}`);
    await page.getByText('You have already left a review.').waitFor();
  });
});

describe('help', () => {
  it("opens from the drawer's Help as the app's own page: FAQ by keyboard and the company's contact", async () => {
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click();
    await page.waitForURL('**/help');
    await page.getByRole('heading', { level: 1, name: 'Help' }).waitFor();
    const question = page.getByText('How do I claim continuing education (CE) credit?');
    await question.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Manage CE' }).last().waitFor();
    // The local stack's support contact (deploy configuration in AWS), never a placeholder domain.
    expect(await page.getByRole('link', { name: 'support@localhost' }).getAttribute('href')).toBe(
      'mailto:support@localhost',
    );
    await expectAccessible(page, 'help');
    await screenshot(page, 'help');
    await atPhoneWidth('help', 'help');
  });

  it('is open to visitors who are not signed in', async () => {
    const visitor = await openBrowser(stack.url);
    try {
      await visitor.page.goto('/help');
      await visitor.page.getByRole('heading', { level: 1, name: 'Help' }).waitFor();
      await visitor.page.getByRole('heading', { level: 2, name: 'Contact us' }).waitFor();
      await expectAccessible(visitor.page, 'help (signed out)');
    } finally {
      await visitor.close();
    }
  });
});
