// /verify without a card id, for someone holding a paper provider card: the card id printed on it and
// the holder's last name lead to the card's verification result; a wrong pair is said once. Axe on
// each screen, at a laptop's and a phone's width (no sideways scroll).
import { afterEach, beforeAll, expect, inject, it } from 'vitest';
import { LEARNER_BLS_CARD } from '@infra/local/seed/learner-history';
import { expectAccessible, expectHeadingOutline, openBrowser, screenshot, type Session } from '../support/browser';

const stack = inject('stack');
const sessions: Session[] = [];
beforeAll(() => {
  Object.assign(process.env, stack.env);
});
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});

for (const [name, viewport] of [
  ['laptop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  it(`a paper card's id and holder's last name lead to its result (${name})`, async () => {
    const session = await openBrowser(stack.url, viewport);
    sessions.push(session);
    const { page } = session;
    await page.goto('/verify');
    await page.getByRole('heading', { level: 2, name: 'Check a provider card' }).waitFor();
    await expectAccessible(page, `verify: look up a paper card (${name})`);
    await expectHeadingOutline(page, `verify: look up a paper card (${name})`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `verify-lookup-${name}`);

    await page.getByLabel('Card ID').fill(LEARNER_BLS_CARD.toLowerCase());
    await page.getByLabel("Holder's last name").fill('Nobody');
    await page.getByRole('button', { name: 'Check card' }).click();
    await page.getByText('We could not find a provider card with this id and last name.').waitFor();
    await expectAccessible(page, `verify: a wrong pair (${name})`);

    await page.getByLabel("Holder's last name").fill('learner');
    await page.getByRole('button', { name: 'Check card' }).click();
    await page.waitForURL(`**/verify/${LEARNER_BLS_CARD}`);
    await page.getByRole('heading', { name: 'Verification result' }).waitFor();
    await page.getByText('Lena Learner').waitFor();
    await page.getByText('Basic Life Support').waitFor();
    await expectAccessible(page, `verify: the card's result (${name})`);
    await screenshot(page, `verify-lookup-result-${name}`);
  });
}
