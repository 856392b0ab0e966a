// The group portal's import and editing screens in the browser: a CSV of invitations previewed and
// then sent as a file (multipart import_file), landing in the mail outbox; axe on each screen.
import { randomUUID } from 'node:crypto';
import { afterEach, expect, inject, it } from 'vitest';
import { outboxEmails } from '../support/api-client';
import { expectAccessible, openBrowser, signInAs, type Session } from '../support/browser';

const stack = inject('stack');
const sessions: Session[] = [];

afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});

async function adminBrowser(email = 'groupadmin@example.com') {
  const session = await openBrowser(stack.url);
  sessions.push(session);
  await signInAs(session.page, email, /\/(dashboard|group-portal)/);
  return session.page;
}

it('invites from a CSV file: the preview shows each row, the file is sent, the invitation is in the outbox', async () => {
  const page = await adminBrowser();
  const email = `csv-${randomUUID()}@example.com`;
  await page.goto('/group-portal/members/invite');
  const csv = page.getByRole('region', { name: 'Invite by CSV' });
  await csv.getByLabel(/CSV file/).setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: Buffer.from(`email,first_name,last_name,hire_date\n${email},Cora,Csv,2025-03-01\nnot-an-email,Bad,Row,\n`) });
  await csv.getByText('Preview: 1 of 2 rows ready to invite').waitFor();
  await csv.getByText('Email not-an-email is invalid').waitFor();
  await expectAccessible(page, 'invite by CSV preview');
  await csv.getByRole('button', { name: 'Send 1 invitation' }).click();
  await csv.getByText(`1 invitation sent: ${email}.`).waitFor();
  await csv.getByText('Line 3: Email not-an-email is invalid').waitFor();
  await expectAccessible(page, 'invite by CSV result');
  const mails = await outboxEmails(stack, email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toContain('/group-portal/invitation/');
});
