// Direct Board Reporting in the browser: a learner whose Florida RN number was typed wrong earns a
// CE certificate; CE Broker (the stand-in) refuses the report; the subscription course page's
// direct-board-reporting tab says why in plain words, a retry with the number still wrong is refused
// with the same hint, the learner edits the license from the page, sends the report again and sees
// it reported with CE Broker's id; the certificate area (Manage CE) links to the course's tab. The tab
// is the subscription course page's: another learner's subscription, an unknown one or a course not
// in it is not found. A course bought on its own (no subscription, so no tab) has the same screen as
// Manage CE's Board Reporting dialog, walked the same way. Axe and the heading outline on each
// screen; no sideways scrolling on a phone.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { getBoardReport } from '@functions/data/board-reports';
import { putItems } from '@functions/data/catalog';
import * as keys from '@functions/data/keys';
import {
  addLicense,
  earnCertificates,
  learnerWithPassedCeCourse,
  runBoardReportsJob,
  type CeLearner,
} from '../support/board-reporting';
import {
  expectAccessible,
  expectHeadingOutline,
  openBrowser,
  screenshot,
  signInAs,
  type Session,
} from '../support/browser';

const stack = inject('stack');
let session: Session;
let page: Page;
let learner: CeLearner;
let other: CeLearner;
let standalone: CeLearner;
const rnNumber = () => `RN${String(1_000_000 + Math.floor(Math.random() * 8_999_999))}`;
const fixedNumber = rnNumber();

/** The learner's "Send again" waits a minute after a send: date their refused send two minutes back. */
async function refusedAMinuteAgo(of: CeLearner) {
  const [report] = (await of.client.get('/api/board_reports.json')).body.data as { id: string }[];
  const stored = (await getBoardReport(of.userId, report!.id))!;
  expect(stored.status).toBe('rejected');
  await putItems([
    {
      ...keys.boardReport(of.userId, stored.id),
      type: 'BoardReport',
      ...stored,
      lastAttemptAt: new Date(Date.now() - 120_000).toISOString(),
    },
  ]);
}

beforeAll(async () => {
  Object.assign(process.env, stack.env);
  learner = await learnerWithPassedCeCourse(stack, 'bls');
  other = await learnerWithPassedCeCourse(stack, 'bls');
  standalone = await learnerWithPassedCeCourse(stack, 'bls', 3, { subscription: false });
  for (const one of [learner, standalone]) {
    await addLicense(one.client, 'FL', 'rn', 'RN12345');
    await earnCertificates(one);
  }
  await runBoardReportsJob(stack);
  await refusedAMinuteAgo(learner);
  await refusedAMinuteAgo(standalone);
  session = await openBrowser(stack.url);
  page = session.page;
  await signInAs(page, learner.email);
});

afterAll(async () => {
  await session?.close();
});

const tab = () => `/user-portal/subscriptions/${learner.subscriptionUuid}/courses/bls/direct-board-reporting`;
const reportCard = () => page.getByRole('article', { name: 'Basic Life Support: Nursing Contact Hours' });

describe('the direct-board-reporting tab', () => {
  it("shows the refused report, CE Broker's reply and how to fix the license, inside the course's page", async () => {
    await page.goto(tab());
    await page.getByRole('heading', { level: 1, name: 'Basic Life Support' }).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Course pages' });
    expect(await tabs.getByRole('link', { name: 'Direct Board Reporting' }).getAttribute('aria-current')).toBe('page');
    const card = reportCard();
    await card.getByText('Refused by CE Broker').waitFor();
    await card.getByText('80: Invalid license Number').waitFor();
    await card
      .getByText('Florida Registered Nurse license numbers look like RN999999 (RN followed by 6 or 7 digits)')
      .waitFor();
    // What was sent: the licensee, the license, the course and its CE Broker number, the date, the hours.
    await card.getByText('Jane Doe').waitFor();
    await card.getByText('FL RN RN12345').waitFor();
    await card.getByText('Basic Life Support (CE Broker course 20-1000301)').waitFor();
    await card.getByText('4.00').waitFor();
    // The licenses section flags the same number before anything else is sent.
    await page.getByRole('region', { name: 'Your state licenses' }).getByText('Edit this license').waitFor();
    await expectAccessible(page, 'direct board reporting, refused');
    await expectHeadingOutline(page, 'direct board reporting, refused');
    await screenshot(page, 'board-reporting-refused');
  });

  it('refuses to send it again while the number is still wrong, with the same hint', async () => {
    await reportCard().getByRole('button', { name: 'Send again' }).click();
    await reportCard().locator('[aria-live="polite"]').getByText('look like RN999999', { exact: false }).waitFor();
  });

  it('edits the license from the report, sends it again and shows it reported with CE Broker’s id', async () => {
    await reportCard().getByRole('link', { name: 'Edit license RN12345' }).click();
    await page.waitForURL(/\/direct-board-reporting\/state-licenses\/edit\//);
    await page.getByRole('heading', { name: 'Edit State License' }).waitFor();
    await page.getByLabel('RN License Number').fill(fixedNumber);
    await page.getByRole('button', { name: 'Save License' }).click();
    await page.waitForURL((url) => url.pathname === tab());
    await page.getByRole('region', { name: 'Your state licenses' }).getByText(fixedNumber).waitFor();
    await expect.poll(() => page.getByText('Edit this license').count()).toBe(0);

    await reportCard().getByRole('button', { name: 'Send again' }).click();
    await page.getByText('Sent to CE Broker again.').first().waitFor();
    const card = reportCard();
    await card.getByText('Reported', { exact: true }).waitFor();
    await card.getByText(`FL RN ${fixedNumber}`).waitFor();
    await card.getByText(/^30-\d{8}$/).waitFor();
    await expect.poll(() => card.getByRole('button', { name: 'Send again' }).count()).toBe(0);
    await expectAccessible(page, 'direct board reporting, reported');
    await expectHeadingOutline(page, 'direct board reporting, reported');
    await screenshot(page, 'board-reporting-reported');
  });

  it("is not found for another learner's subscription, an unknown one, or a course not in it", async () => {
    const notFound = async (at: string, title: string) => {
      await page.goto(at);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.getByRole('region', { name: 'Reports' }).count()).toBe(0);
    };
    const tabOf = (subscriptionUuid: string, courseId: string) =>
      `/user-portal/subscriptions/${subscriptionUuid}/courses/${courseId}/direct-board-reporting`;
    await notFound(tabOf(other.subscriptionUuid!, 'bls'), 'Subscription not found');
    await expectAccessible(page, "another learner's subscription");
    await notFound(tabOf('00000000-0000-4000-8000-000000000000', 'bls'), 'Subscription not found');
    await notFound(tabOf(learner.subscriptionUuid!, 'acls'), 'Course not in this subscription');
    // The old detour page of every report is gone.
    await page.goto('/user-portal/board-reporting');
    await page.getByText('This page does not exist').first().waitFor();
  });
});

describe('the certificate area', () => {
  it("Manage CE links to the course's tab, readable on a phone without sideways scrolling", async () => {
    await page.goto('/user-portal/manage-ce');
    await page.getByRole('link', { name: 'Board Reporting of Basic Life Support' }).click();
    await page.waitForURL((url) => url.pathname === tab());
    await reportCard().getByText('Reported', { exact: true }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'direct board reporting on a phone');
    await screenshot(page, 'board-reporting-phone');
  });
});

describe('a course bought on its own', () => {
  const dialogPath = () => `/user-portal/manage-ce/${standalone.userCourseUuid}/board-reporting`;
  const dialog = () => page.getByRole('dialog', { name: 'Board Reporting: Basic Life Support' });
  const card = () => dialog().getByRole('article', { name: 'Basic Life Support: Nursing Contact Hours' });
  const standaloneFix = rnNumber();

  beforeAll(async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/logout');
    await page.waitForURL('**/login');
    await signInAs(page, standalone.email);
  });

  it('Manage CE says a report needs the learner and opens its Board Reporting dialog with the refusal', async () => {
    await page.goto('/user-portal/manage-ce');
    const link = page.getByRole('link', { name: 'Board Reporting of Basic Life Support' });
    expect(await link.getAttribute('href')).toBe(dialogPath());
    await page.getByText('1 report needs your attention').waitFor();
    await screenshot(page, 'board-reporting-manage-ce-row');
    await link.click();
    await page.waitForURL((url) => url.pathname === dialogPath());
    await card().getByText('Refused by CE Broker').waitFor();
    await card().getByText('80: Invalid license Number').waitFor();
    await card().getByText('FL RN RN12345').waitFor();
    await dialog().getByRole('region', { name: 'Your state licenses' }).getByText('Edit this license').waitFor();
    await expectAccessible(page, 'manage CE board reporting, refused');
    await expectHeadingOutline(page, 'manage CE board reporting, refused');
    await screenshot(page, 'board-reporting-manage-ce-refused');
  });

  it('refuses Send again while the number is wrong; the license is fixed in the dialog, sent again and reported', async () => {
    await card().getByRole('button', { name: 'Send again' }).click();
    await card().locator('[aria-live="polite"]').getByText('look like RN999999', { exact: false }).waitFor();

    await card().getByRole('link', { name: 'Edit license RN12345' }).click();
    await page.waitForURL(/\/board-reporting\/state-licenses\/edit\//);
    await dialog().getByRole('heading', { level: 3, name: 'Edit State License' }).waitFor();
    await expectHeadingOutline(page, 'manage CE board reporting, license form');
    await screenshot(page, 'board-reporting-manage-ce-license-form');
    await dialog().getByLabel('RN License Number').fill(standaloneFix);
    await dialog().getByRole('button', { name: 'Save License' }).click();
    await page.waitForURL((url) => url.pathname === dialogPath());
    await dialog().getByRole('region', { name: 'Your state licenses' }).getByText(standaloneFix).waitFor();

    await card().getByRole('button', { name: 'Send again' }).click();
    await page.getByText('Sent to CE Broker again.').first().waitFor();
    await card().getByText('Reported', { exact: true }).waitFor();
    await card().getByText(`FL RN ${standaloneFix}`).waitFor();
    await card()
      .getByText(/^30-\d{8}$/)
      .waitFor();
    await expectAccessible(page, 'manage CE board reporting, reported');
    await screenshot(page, 'board-reporting-manage-ce-reported');
  });

  it('reads on a phone without sideways scrolling, and closes back to Manage CE with nothing left to do', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await card().getByText('Reported', { exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'manage CE board reporting on a phone');
    await screenshot(page, 'board-reporting-manage-ce-phone');
    await dialog().getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/user-portal/manage-ce');
    await page.getByRole('link', { name: 'Board Reporting of Basic Life Support' }).waitFor();
    expect(await page.getByText('needs your attention').count()).toBe(0);
    await screenshot(page, 'board-reporting-manage-ce-row-phone');
  });
});
