// The digest job against the local table and mail outbox when SES refuses a send: the local SES
// stand-in accepts everything, so the mailer is wrapped (the real one sends everything else) to
// refuse the addresses in `refused`, as SES does with a throttle or a rejected address.
import { beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { addDays } from '@shared/rules/dates';
import { weekdayOf } from '@shared/rules/notification-schedule';
import { sendExpirationDigests } from '@functions/domain/group-notifications/expiration-digest';
import { outboxEmails as allEmailsTo } from '../support/api-client';

/** The digests (and reminders) sent to an address: without the sign-up's email confirmation. */
const outboxEmails = async (...args: Parameters<typeof allEmailsTo>) =>
  (await allEmailsTo(...args)).filter((mail) => mail.subject !== 'Confirm your email address');
import {
  addSecondAdmin,
  at,
  emailOf,
  expiring,
  notifyingGroup,
  ONE,
  runUntilDone,
} from './group-notification-fixtures';

const refused = vi.hoisted(() => new Set<string>());

vi.mock('@functions/adapters/mailer', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@functions/adapters/mailer')>();
  return {
    ...actual,
    sendEmail: vi.fn(async (to: string, email: Parameters<typeof actual.sendEmail>[1]) => {
      if (refused.has(to)) throw Object.assign(new Error('Maximum sending rate exceeded.'), { name: 'Throttling' });
      return actual.sendEmail(to, email);
    }),
  };
});

const stack = inject('stack');

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

beforeEach(() => refused.clear());

describe('group-expiration-notifications job: a failed send', () => {
  it("is retried by the day's next invocation after the walk is done: the missed digest goes out, nothing twice", async () => {
    // The first Monday of December: the monthly group's only digest day that month.
    const day = '2031-12-01';
    const monthly = await notifyingGroup(1);
    const secondAdmin = await addSecondAdmin(monthly.groupId);
    const weekly = await notifyingGroup(1);
    for (const [group, frequency] of [
      [monthly, 'monthly'],
      [weekly, 'weekly'],
    ] as const) {
      expect(
        (
          await group.admin.patch(ONE, {
            enabled: true,
            frequency,
            dayOfTheWeek: weekdayOf(day),
            daysBeforeExpiration: 30,
          })
        ).status,
      ).toBe(200);
      await expiring(group.groupId, group.memberIds[0]!, addDays(day, 5));
    }
    const monthlyAdmin = await emailOf(monthly.adminId);
    refused.add(monthlyAdmin);

    const walk = await runUntilDone(at(day));
    expect(walk.at(-1)).toMatchObject({ leased: true, done: true });
    expect(walk.reduce((sum, run) => sum + run.failed, 0)).toBe(1);
    expect(await outboxEmails(stack, monthlyAdmin)).toHaveLength(0);
    expect(await outboxEmails(stack, secondAdmin.email)).toHaveLength(1);
    expect(await outboxEmails(stack, await emailOf(weekly.adminId))).toHaveLength(1);

    // SES accepts again; the day's walk is done, so only the late groups are visited.
    refused.clear();
    expect(await sendExpirationDigests(at(day))).toMatchObject({
      leased: true,
      done: true,
      visited: 1,
      sent: 1,
      failed: 0,
    });
    expect(await outboxEmails(stack, monthlyAdmin)).toHaveLength(1);
    expect(await outboxEmails(stack, secondAdmin.email)).toHaveLength(1);
    expect(await outboxEmails(stack, await emailOf(weekly.adminId))).toHaveLength(1);
    // And nothing after that: not that day, nor later that month.
    expect(await sendExpirationDigests(at(day))).toMatchObject({ visited: 0, sent: 0 });
    await runUntilDone(at(addDays(day, 7)));
    expect(await outboxEmails(stack, monthlyAdmin)).toHaveLength(1);
  });

  it('a group failing again stays marked: each later invocation of the day retries it until SES accepts', async () => {
    const day = '2031-12-10';
    const group = await notifyingGroup(1);
    await group.admin.patch(ONE, { enabled: true, dayOfTheWeek: weekdayOf(day), daysBeforeExpiration: 30 });
    await expiring(group.groupId, group.memberIds[0]!, addDays(day, 5));
    const admin = await emailOf(group.adminId);
    refused.add(admin);
    await runUntilDone(at(day));
    expect(await sendExpirationDigests(at(day))).toMatchObject({ visited: 1, sent: 0, failed: 1 });
    expect(await sendExpirationDigests(at(day))).toMatchObject({ visited: 1, sent: 0, failed: 1 });
    refused.clear();
    expect(await sendExpirationDigests(at(day))).toMatchObject({ visited: 1, sent: 1, failed: 0 });
    expect(await sendExpirationDigests(at(day))).toMatchObject({ visited: 0, sent: 0 });
    expect(await outboxEmails(stack, admin)).toHaveLength(1);
  });
});
