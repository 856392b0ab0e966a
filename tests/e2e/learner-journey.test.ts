// The learner's core journey in the browser: subscription → enroll → every section → exam
// (fail, retake, pass) → confirm the provider card → download it → public verification.
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedCourses } from '@infra/local/seed/catalog/index';
import { expectAccessible, openBrowser, screenshot, signInAs, type Session } from '../support/browser';
import { enrollInAcls, subscribedLearner } from '../support/subscribed-learner';

const stack = inject('stack');
const acls = seedCourses.find((c) => c.id === 'acls')!;
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

/** Answers every question of the exam on screen, rightly or wrongly, using the seeded bank. */
async function answerAll(pick: 'correct' | 'wrong') {
  const groups = page.getByRole('radiogroup');
  await groups.first().waitFor();
  await expect.poll(() => groups.count()).toBe(acls.exam.questionsPerExam);
  const count = acls.exam.questionsPerExam;
  for (let i = 0; i < count; i += 1) {
    const group = groups.nth(i);
    const text = (await group.textContent()) ?? '';
    const seed = acls.questions.find((q) => text.includes(q.content));
    expect(seed, `question ${i + 1} comes from the ACLS bank`).toBeDefined();
    const correct = seed!.answers.findIndex((a) => a.correct);
    const choice = seed!.answers[pick === 'correct' ? correct : (correct + 1) % 4]!.content;
    await group.getByRole('radio', { name: choice, exact: true }).check();
  }
  await expect.poll(async () => page.getByText('Saved', { exact: true }).count(), { timeout: 15_000 }).toBe(count);
}

describe('the learner journey', () => {
  it('shows My Learning with the subscription and the passed BLS course', async () => {
    await page.getByRole('heading', { level: 1, name: 'My Learning' }).waitFor();
    await page.getByText('ACLS Certification').first().waitFor();
    await expectAccessible(page, 'dashboard with courses');
    await screenshot(page, 'journey-dashboard');
  });

  it('shows the cards held first: BLS expiring with a warning, PALS expired; Renew now goes straight to the cart and checkout', async () => {
    const bls = seedCourses.find((c) => c.id === 'bls')!;
    const certifications = page.getByRole('region', { name: 'My Certifications' });
    const blsCard = certifications.getByRole('article', { name: bls.title });
    await blsCard.getByText(/^Expires in \d+ days\.$/).waitFor();
    await expect
      .poll(() => blsCard.locator('.renewal-warning--expiring').textContent())
      .toMatch(new RegExp(`Expires in (5\\d|6\\d) days\\. Renew with ${bls.products.recertification.name}\\.`));
    const pals = seedCourses.find((c) => c.id === 'pals')!;
    await certifications
      .getByRole('article', { name: pals.title })
      // 35 days ago on the seed's day (the company's zone); the browser's day may be one off.
      .getByText(new RegExp(`^Expired 3[4-6] days ago\\. Renew with ${pals.products.recertification.name}\\.$`))
      .waitFor();
    // The first screen at a laptop's and a phone's size, nothing wider than the screen.
    for (const [width, height, name] of [
      [1280, 800, 'my-learning-1280'],
      [390, 844, 'my-learning-390'],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page, `my learning at ${width}`);
      await page.screenshot({ path: path.join(os.tmpdir(), `e2e-${name}.png`) });
      await screenshot(page, `${name}-full`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await blsCard.getByRole('link', { name: 'Renew now' }).click();
    await page.waitForURL('**/cart');
    await page.getByText(bls.products.recertification.name).first().waitFor();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL('**/checkout');
    await page.getByText(bls.products.recertification.name).first().waitFor();
    await expectAccessible(page, 'checkout with the renewal');
    await page.goto('/dashboard');
  });

  it('enrolls from the subscription and works through every section', async () => {
    await page
      .getByRole('link', { name: /Launch/ })
      .first()
      .click();
    await page.waitForURL('**/user-portal/subscriptions/**');
    await expectAccessible(page, 'subscription');
    await page
      .getByRole('button', { name: /Start Class|Certify|Enroll/i })
      .first()
      .click();
    await page.waitForURL('**/user-portal/courses/**');
    await page.getByRole('navigation', { name: 'Course sections' }).waitFor();
    await expectAccessible(page, 'course player');
    await screenshot(page, 'journey-player');
    for (let i = 0; i < acls.sections.length - 1; i += 1) {
      await page.getByRole('heading', { name: acls.sections[i]!.title }).first().waitFor();
      await page.getByRole('button', { name: 'Complete Section', exact: true }).click();
      await page
        .getByRole('heading', { name: acls.sections[i + 1]!.title })
        .first()
        .waitFor();
    }
    await page.getByRole('button', { name: 'Complete Section!', exact: true }).click();
    await page.waitForURL('**/exams/**/in_progress');
  });

  it('fails the first attempt, reviews it and retakes', async () => {
    const submit = page.getByRole('button', { name: 'Submit Exam' });
    expect((await submit.isDisabled()) || (await submit.getAttribute('aria-disabled')) === 'true').toBe(true);
    await expectAccessible(page, 'exam in progress');
    await answerAll('wrong');
    await screenshot(page, 'journey-exam');
    await submit.click();
    await page.waitForURL('**/failed');
    await page.getByText('The correct answers are shown once you pass.').waitFor();
    await expect.poll(() => page.getByText('Correct answers', { exact: true }).count()).toBe(1);
    // No answer key on a failed attempt: no review list, no "Correct answer" mark.
    expect(await page.locator('.review-item').count()).toBe(0);
    expect(await page.getByText('Correct answer', { exact: true }).count()).toBe(0);
    await expectAccessible(page, 'exam failed');
    await page.getByRole('button', { name: 'Retake Exam' }).click();
    await page.waitForURL('**/in_progress');
  });

  it('passes the retake and confirms the provider card', async () => {
    await answerAll('correct');
    await page.getByRole('button', { name: 'Submit Exam' }).click();
    await page.waitForURL(/\/(exams\/.+\/passed|courses\/.+\/passed)/);
    if (page.url().includes('/exams/')) {
      // A passed exam is reviewed in full: every question marks the right answer.
      await expect
        .poll(() => page.getByText('Correct answer', { exact: true }).count())
        .toBe(acls.exam.questionsPerExam);
      await page
        .getByRole('link', { name: /provider card|continue|next/i })
        .first()
        .click();
    }
    const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
    await dialog.waitFor();
    await expectAccessible(page, 'confirm card dialog');
    await screenshot(page, 'journey-confirm');
    await dialog.getByLabel('Last name').fill('Learner-Smith');
    await dialog.getByRole('button', { name: 'Confirm Card Information' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('link', { name: 'Download Provider Card' })
      .or(page.getByRole('button', { name: 'Download Provider Card' }))
      .first()
      .waitFor();
    await expectAccessible(page, 'course passed');
  });

  it('downloads the provider card PDF and verifies it publicly', async () => {
    const download = page.getByRole('link', { name: 'Download Provider Card' });
    const href = await download.getAttribute('href');
    expect(href).toMatch(/^\/api\/provider_cards\/ACLS-\d{4}-[0-9A-Z]{10}\.pdf\?user_course_uuid=/);
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const body = (await pdf.body()).toString('latin1');
    expect(body).toContain('Learner-Smith');
    const cardId = /provider_cards\/([^.]+)\.pdf/.exec(href!)![1]!;

    const visitor = await openBrowser(stack.url);
    try {
      // Without the QR code's token the page asks for the holder's last name first.
      await visitor.page.goto(`/verify/${cardId}`);
      await visitor.page.getByLabel("Holder's last name").fill('Learner-Smith');
      await visitor.page.getByRole('button', { name: 'Verify' }).click();
      await visitor.page.getByText('Lena Learner-Smith').waitFor();
      await visitor.page.getByText(/valid/i).first().waitFor();
      await expectAccessible(visitor.page, 'verify card');
      await screenshot(visitor.page, 'journey-verify');
    } finally {
      await visitor.close();
    }
  });

  it('renews in one click: Retake Class on the expired PALS card lands on a cart holding the recertification', async () => {
    const pals = seedCourses.find((c) => c.id === 'pals')!;
    await page.goto('/courses/pals');
    await page.getByText(`Buy ${pals.products.recertification.name} to renew your card.`, { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Review Class (no new card)' }).waitFor();
    await expectAccessible(page, 'course without entitlement');
    await screenshot(page, 'journey-renew');
    await page.getByRole('link', { name: 'Retake Class' }).click();
    await page.waitForURL('**/cart');
    await page.getByText(pals.products.recertification.name).first().waitFor();
  });

  it('Start Class on a course not bought leads to buying it: the cart holding its certification', async () => {
    const cpr = seedCourses.find((c) => c.id === 'cpr')!;
    await page.goto('/courses/cpr');
    await page.getByText(`Buy ${cpr.products.certification.name} to start this course.`).waitFor();
    await page.getByRole('link', { name: 'Start Class' }).click();
    await page.waitForURL('**/cart');
    await page.getByText(cpr.products.certification.name).first().waitFor();
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /purchase|error/i })
        .count(),
    ).toBe(0);
  });
});

describe('on a phone (390x844)', () => {
  it("shows the exam's toast at the top, clear of the answers and of Submit", async () => {
    // A learner one section from the exam: completing it opens the exam with a toast.
    const learner = await subscribedLearner(stack, 'Phoebe');
    const userCourseUuid = await enrollInAcls(learner);
    const sections = (await learner.client.get(`/api/user_course_sections.json?userCourseId=${userCourseUuid}`)).body
      .data as { uuid: string }[];
    for (const section of sections.slice(0, -1))
      await learner.client.patch(`/api/user_course_sections/${section.uuid}.json`, { completed: true });
    const phone = await openBrowser(stack.url, { width: 390, height: 844 });
    try {
      const p = phone.page;
      await p.goto('/login');
      await p.getByLabel('Email or phone').fill(learner.email);
      await p.getByRole('button', { name: 'Next' }).click();
      await p.getByLabel('Password', { exact: true }).fill(learner.password);
      await p.getByRole('button', { name: 'Sign In' }).click();
      await p.waitForURL('**/dashboard');
      await p.goto(`/user-portal/subscriptions/${learner.subscriptionUuid}/courses/acls/${userCourseUuid}`);
      await p
        .getByRole('link', { name: 'Resume Class' })
        .or(p.getByRole('button', { name: 'Resume Class' }))
        .click();
      await p.getByRole('button', { name: 'Complete Section!', exact: true }).click();
      await p.waitForURL('**/exams/**/in_progress');
      const toast = p.locator('.toast', { hasText: 'All sections complete: you can now take the exam.' });
      await toast.waitFor();
      await p.getByRole('radiogroup').first().waitFor();
      const overlaps = () =>
        p.evaluate(() => {
          const toastBox = document.querySelector('.toaster')!.getBoundingClientRect();
          const targets = [
            ...document.querySelectorAll('[role="radiogroup"] label, [role="radiogroup"] [role="radio"]'),
            ...Array.from(document.querySelectorAll('button')).filter((b) => b.textContent?.includes('Submit Exam')),
          ];
          return targets
            .map((el) => el.getBoundingClientRect())
            .filter(
              (r) =>
                r.bottom > toastBox.top &&
                r.top < toastBox.bottom &&
                r.right > toastBox.left &&
                r.left < toastBox.right,
            )
            .map((r) => `${Math.round(r.top)}-${Math.round(r.bottom)}`);
        });
      expect((await toast.boundingBox())!.y).toBeLessThan(844 / 4);
      expect(await overlaps()).toEqual([]);
      await screenshot(p, 'phone-exam-toast');
      await expectAccessible(p, 'phone exam with a toast');
    } finally {
      await phone.close();
    }
  });
});
