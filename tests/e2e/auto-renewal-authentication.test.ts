// An auto-renewal whose bank wants the learner to authenticate (4000 0027 6000 3184 off-session): the
// job emails a link; the learner signs in, confirms the same payment on the page it links to, passes
// the bank's page (the stand-in's 3-D Secure) and comes back renewed, with one order. axe on each screen.
import { expect, inject, it } from 'vitest';
import { listOrdersOfUser } from '@functions/data/orders';
import { outboxEmails } from '../support/api-client';
import { expectAccessible, openBrowser, screenshot, signInAs } from '../support/browser';
import { learnerDueForRenewal } from '../support/renewals';

const stack = inject('stack');

it('finishes an auto-renewal its bank asked to authenticate: the email link, the bank page, renewed once', async () => {
  Object.assign(process.env, stack.env);
  const { email, userId } = await learnerDueForRenewal(stack, 'pm_card_authenticationRequired');
  await fetch(`${stack.url}/_local/jobs/auto-renewals`, { method: 'POST' });
  const mail = (await outboxEmails(stack, email)).find((m) => m.subject.startsWith('Please confirm the payment'));
  const link = /\/billing\/auto-renewals\/[0-9a-f-]{36}\/payment/.exec(mail?.text ?? '')?.[0];
  expect(link).toBeDefined();

  const session = await openBrowser(stack.url);
  try {
    const { page } = session;
    await signInAs(page, email);
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Confirm your renewal payment' }).waitFor();
    await page
      .getByText(/confirm the payment of \$\d+\.\d\d for BLS Recertification with your VISA ending in 3184/)
      .waitFor();
    await expectAccessible(page, 'renewal payment');
    await screenshot(page, 'renewal-payment');
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    // The stand-in's bank page, then back to the same page, which completes the purchase.
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await page.getByText(/Your BLS Recertification was renewed/).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await expectAccessible(page, 'renewal renewed');
    await screenshot(page, 'renewal-renewed');
    await page.getByRole('link', { name: 'View receipt' }).click();
    await page.getByRole('heading', { level: 1, name: 'Receipt' }).waitFor();
    await page.getByText(/ending in 3184/).waitFor();
  } finally {
    await session.close();
  }
  expect(await listOrdersOfUser(userId)).toHaveLength(1);
});
