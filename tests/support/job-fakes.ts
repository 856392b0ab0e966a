// Stand-ins for the mailer and the sent-notice claims in unit tests of scheduled jobs:
//   const state = vi.hoisted(() => newJobFakeState());
//   vi.mock('@functions/adapters/mailer', async () => (await import('../support/job-fakes')).fakeMailer(state));
//   vi.mock('@functions/data/notices', async () => (await import('../support/job-fakes')).fakeNotices(state));
import { vi } from 'vitest';

export interface JobFakeState {
  claims: Set<string>;
  /** Subjects and notice names of released claims, in order. */
  released: string[];
  releasedNotices: string[];
  sentTo: string[];
  mails: { to: string; subject: string; text: string }[];
  /** Addresses the fake SES refuses (MessageRejected, quoting the address as SES does). */
  badAddresses: Set<string>;
}

export const newJobFakeState = (): JobFakeState => ({
  claims: new Set(),
  released: [],
  releasedNotices: [],
  sentTo: [],
  mails: [],
  badAddresses: new Set(),
});

export function resetJobFakes(state: JobFakeState): void {
  state.claims.clear();
  state.badAddresses.clear();
  for (const list of [state.released, state.releasedNotices, state.sentTo, state.mails]) list.length = 0;
}

export const fakeMailer = (state: JobFakeState) => ({
  sendEmail: vi.fn(async (to: string, email: { subject: string; text: string }) => {
    if (state.badAddresses.has(to))
      throw Object.assign(new Error(`Email address is not verified: ${to}`), { name: 'MessageRejected' });
    state.sentTo.push(to);
    state.mails.push({ to, subject: email.subject, text: email.text });
  }),
});

export const fakeNotices = (state: JobFakeState) => ({
  claimNotice: vi.fn(async (subject: string, notice: string) => {
    const key = `${subject}|${notice}`;
    if (state.claims.has(key)) return false;
    state.claims.add(key);
    return true;
  }),
  releaseNotice: vi.fn(async (subject: string, notice: string) => {
    state.claims.delete(`${subject}|${notice}`);
    state.released.push(subject);
    state.releasedNotices.push(notice);
  }),
});
