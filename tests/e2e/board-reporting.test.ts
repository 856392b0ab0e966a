// Direct Board Reporting in the browser: a learner whose Florida RN number was typed wrong earns a
// CE certificate; CE Broker (the stand-in) refuses the report; the subscription course page's
// direct-board-reporting tab says why in plain words, a retry with the number still wrong is refused
// with the same hint, the learner edits the license from the page, sends the report again and sees
// it reported with CE Broker's id; the certificate area (Manage CE) links to the course's tab. The tab
// is the subscription course page's: another learner's subscription, an unknown one or a course not
// in it is not found, and there is no other page of reports. Axe and the heading outline on each
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
const fixedNumber = `RN${String(1_000_000 + Math.floor(Math.random() * 8_999_999))}`;

beforeAll(async () => {
  Object.assign(process.env, stack.env);
  learner = await learnerWithPassedCeCourse(stack, 'bls');
  other = await learnerWithPassedCeCourse(stack, 'bls');
  await addLicense(learner.client, 'FL', 'rn', 'RN12345');
  await earnCertificates(learner);
  await runBoardReportsJob(stack);
  // The learner's "Send again" waits a minute after a send: date the refused send two minutes back.
  const [report] = (await learner.client.get('/api/board_reports.json')).body.data as { id: string }[];
  const stored = (await getBoardReport(learner.userId, report!.id))!;
  expect(stored.status).toBe('rejected');
  await putItems([
    {
      ...keys.boardReport(learner.userId, stored.id),
      type: 'BoardReport',
      ...stored,
      lastAttemptAt: new Date(Date.now() - 120_000).toISOString(),
    },
  ]);
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
    await notFound(tabOf(other.subscriptionUuid, 'bls'), 'Subscription not found');
    await expectAccessible(page, "another learner's subscription");
    await notFound(tabOf('00000000-0000-4000-8000-000000000000', 'bls'), 'Subscription not found');
    await notFound(tabOf(learner.subscriptionUuid, 'acls'), 'Course not in this subscription');
    // The reports have no page of their own besides the tab.
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
