// Headless Debian Chromium through playwright-core, plus an axe check for each screen visited.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { expect } from 'vitest';
import { TEST_SOURCE_IP_HEADER } from '@infra/local/test-source-ip';
import { demoTotpSecret, nextCode } from './totp';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Session {
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}

const octet = () => Math.floor(Math.random() * 254) + 1;

/** A fresh browser profile (its own cookies and client IP), sized like a laptop unless told otherwise. */
export async function openBrowser(baseURL: string, viewport = { width: 1280, height: 900 }): Promise<Session> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'e2e-profile-'));
  // Reduced motion: axe measures contrast mid-animation otherwise (fades, confetti).
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: ARGS,
    baseURL,
    viewport,
    headless: true,
    reducedMotion: 'reduce',
  });
  // Each browser is its own client, as people are: sign-ins are limited per IP (50 in 15 minutes), and
  // the whole e2e run signs in from this one machine more often than that. Only the app's own API
  // calls carry the posed IP (a custom header on other origins' requests would need their CORS).
  const ip = `172.16.${octet()}.${octet()}`;
  await context.route(`${baseURL}/api/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), [TEST_SOURCE_IP_HEADER]: ip } }),
  );
  context.setDefaultTimeout(15_000);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Fails on any serious or critical WCAG 2.x A/AA violation on the current screen. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${screen}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * The screen's headings make one outline: exactly one h1, axe's heading-order (no level skipped on
 * the way down), and no heading at or above the level of the section (or dialog) it sits in, e.g.
 * no h2 inside a dialog or section titled by an h2 or h3. axe's own rule is a best practice of
 * moderate impact, so expectAccessible does not fail on it.
 */
export async function expectHeadingOutline(page: Page, screen: string): Promise<void> {
  const axe = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  const skipped = axe.violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}`));
  const nested = await page.evaluate(() => {
    const levelOf = (h: Element) => Number(h.tagName.slice(1));
    const headings = Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6')).filter(
      (h) => !h.closest('[aria-hidden="true"]'),
    );
    const problems: string[] = [];
    const h1s = headings.filter((h) => levelOf(h) === 1).map((h) => h.textContent?.trim());
    if (h1s.length !== 1) problems.push(`${h1s.length} h1: ${JSON.stringify(h1s)}`);
    for (const heading of headings) {
      // The nearest enclosing region titled by another heading.
      for (let box = heading.parentElement; box; box = box.parentElement) {
        const titleId = box.getAttribute('aria-labelledby')?.split(' ')[0];
        const title = titleId ? document.getElementById(titleId) : null;
        if (!title || title === heading || !/^H[1-6]$/.test(title.tagName) || !box.contains(title)) continue;
        if (levelOf(heading) <= levelOf(title))
          problems.push(
            `h${levelOf(heading)} "${heading.textContent?.trim()}" inside the h${levelOf(title)} region "${title.textContent?.trim()}"`,
          );
        break;
      }
    }
    return problems;
  });
  expect([...skipped, ...nested].map((problem) => `${screen}: ${problem}`)).toEqual([]);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(os.tmpdir(), `e2e-${name}.png`), fullPage: true });
}

/**
 * Signs in through the login page, as a person would (email, Next, password, Sign In; for an account
 * with two-step verification the code from its secret, Verify), and waits for the landing page.
 */
export async function signInAs(
  page: Page,
  email: string,
  landing: string | RegExp = '**/dashboard',
  totpSecret = demoTotpSecret(email),
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email or phone').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Password123!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  if (totpSecret) await answerTwoStepChallenge(page, totpSecret);
  await page.waitForURL(landing);
}

/** The login page's two-step step: a fresh code (the next step's when the current one was used), Verify. */
export async function answerTwoStepChallenge(page: Page, secret: string): Promise<void> {
  const field = page.getByLabel('Authentication code');
  await field.waitFor();
  let lastTried: number | null = null;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const next = await nextCode(secret, lastTried);
    lastTried = next.step;
    await field.fill(next.code);
    const reply = page.waitForResponse((response) => response.url().includes('/api/auth/mfa_challenge.json'));
    await page.getByRole('button', { name: 'Verify' }).click();
    if ((await reply).status() === 200) return;
  }
  throw new Error('The two-step challenge refused every fresh code');
}
