// Every route of the app on a phone (390×844), as each role sees it (tests/support/app-routes.ts):
// once the page has settled, it does not pan sideways (the document is no wider than the window) and
// no content runs past the box it sits in (a price past its card, a code past its tile). A failure
// names the elements to fix and leaves a screenshot. One browser; each role's session is signed in
// once through the API and handed to it as cookies; a role's first route is loaded, the next ones
// are opened in the app as a link would (a page load each would take five times as long).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ApiClient } from '../support/api-client';
import { everyVisit, ROLE_ACCOUNTS, type Role } from '../support/app-routes';
import { openBrowser, screenshot, type Session } from '../support/browser';
import { measureSideScroll } from '../support/side-scroll';

const stack = inject('stack');
const PHONE = { width: 390, height: 844 };
let session: Session;

beforeAll(async () => {
  session = await openBrowser(stack.url, PHONE);
});

afterAll(async () => {
  await session?.close();
});

/** The browser becomes `role`: no cookies, or those of a session signed in through the API. */
async function actAs(role: Role): Promise<void> {
  await session.context.clearCookies();
  if (role === 'anonymous') return;
  const client = new ApiClient(stack.url);
  await client.bootstrap();
  await client.signIn(ROLE_ACCOUNTS[role]);
  await session.context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: stack.url })));
}

/** Opens `path` in the app already loaded, as its router does for a link or Back. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Settled: loaded, nothing still loading on screen, and no request in flight for 300 ms (a request
 * that never ends, such as a stream, stops the wait after 5 s).
 */
async function settle(page: Page, inFlight: () => number): Promise<void> {
  await page
    .waitForFunction(() => !document.querySelector('.loading-state'), null, { timeout: 10_000 })
    .catch(() => undefined);
  for (let quiet = 0, waited = 0; quiet < 3 && waited < 5_000; waited += 100) {
    await page.waitForTimeout(100);
    quiet = inFlight() <= 0 ? quiet + 1 : 0;
  }
}

describe.each(['anonymous', 'learner', 'groupAdmin', 'contentAdmin'] as const)('as %s', (role) => {
  it('shows every route at 390 px without sideways panning or content past its box', async () => {
    const { page } = session;
    let requests = 0;
    const started = () => {
      requests += 1;
    };
    const ended = () => {
      requests -= 1;
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    const problems: string[] = [];
    try {
      await actAs(role);
      const visits = everyVisit().filter((visit) => visit.role === role);
      for (const [index, { path }] of visits.entries()) {
        if (index === 0) await page.goto(path);
        else await openInApp(page, path);
        await settle(page, () => requests);
        const { overflow, culprits, spills } = await measureSideScroll(page);
        if (overflow <= 0 && !spills.length) continue;
        const shown = new URL(page.url()).pathname;
        problems.push(
          [
            `${path}${shown === path ? '' : ` (shown at ${shown})`}:`,
            overflow > 0 ? `${overflow} px wider than the window, widest: ${culprits.join('; ')}` : '',
            spills.length ? `content past its box: ${spills.join('; ')}` : '',
          ]
            .filter(Boolean)
            .join(' '),
        );
        await screenshot(page, `phone-overflow-${role}${path.replace(/\W+/g, '-')}`.slice(0, 120));
      }
    } finally {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
