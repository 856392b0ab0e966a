// The group-expiration-notifications job against the local table and mail outbox: one digest per
// admin per period (run twice, or moved to another day of the same week: still one), the members
// listed by bucket with the compliance and assign links, one group's failure not stopping the
// others, and continuation across invocations with a small per-invocation bound.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays } from '@shared/rules/dates';
import { formatIsoDate } from '@shared/rules/date-format';
import { weekdayOf } from '@shared/rules/notification-schedule';
import { expirationPut, type ExpirationRow } from '@functions/data/group-members';
import { transact } from '@functions/data/writes';
import { providerCardCreate } from '@functions/data/provider-cards';
import { newToken } from '@functions/lib/crypto';
import { sendRenewalReminders } from '@functions/domain/credentials/renewal-reminders';
import { getUserById } from '@functions/data/users';
import { sendExpirationDigests } from '@functions/domain/group-notifications/expiration-digest';
import { outboxEmails as allEmailsTo } from '../support/api-client';

/** The digests (and reminders) sent to an address: without the sign-up's email confirmation. */
const outboxEmails = async (...args: Parameters<typeof allEmailsTo>) =>
  (await allEmailsTo(...args)).filter((mail) => mail.subject !== 'Confirm your email address');
import { PASSWORD, signedIn } from './group-fixtures';
import {
  addSecondAdmin,
  at,
  emailOf,
  expiring,
  lastRun,
  notifyingGroup,
  ONE,
  runUntilDone,
} from './group-notification-fixtures';

const stack = inject('stack');

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

describe('group-expiration-notifications job', () => {
  it('sends each admin one digest by bucket with the compliance and assign links; never twice in a period', async () => {
    const day = '2031-03-03';
    const group = await notifyingGroup(4);
    const second = await addSecondAdmin(group.groupId);
    const [soon, later, beyond, expired] = group.memberIds as [string, string, string, string];
    await expiring(group.groupId, soon, addDays(day, 3));
    await expiring(group.groupId, later, addDays(day, 40), 'external', 'ACLS (non-platform)');
    await expiring(group.groupId, beyond, addDays(day, 50));
    await expiring(group.groupId, expired, addDays(day, -2));
    expect(
      (
        await group.admin.patch(ONE, {
          enabled: true,
          frequency: 'weekly',
          dayOfTheWeek: weekdayOf(day),
          daysBeforeExpiration: 45,
        })
      ).status,
    ).toBe(200);

    const first = await runUntilDone(at(day));
    expect(first.at(-1)).toMatchObject({ leased: true, done: true });
    const mails = await outboxEmails(stack, await emailOf(group.adminId));
    expect(mails).toHaveLength(1);
    const [mail] = mails as [(typeof mails)[number]];
    expect(mail.subject).toMatch(/: 2 certifications expiring in the next 45 days$/);
    expect(mail.text).toContain('Expiring Soon (1)');
    expect(mail.text).toContain(`Member0 Surname00: BLS Provider, expires ${formatIsoDate(addDays(day, 3))}`);
    expect(mail.text).toContain('Expiring Later (1)');
    expect(mail.text).toContain(`Member1 Surname01: ACLS (non-platform), expires ${formatIsoDate(addDays(day, 40))}`);
    expect(mail.text).not.toContain('Member2');
    expect(mail.text).not.toContain('Member3');
    expect(mail.text).toContain(`/group-portal/members/enroll/${soon}`);
    expect(mail.text).toContain(`/group-portal/members/enroll/${later}`);
    expect(mail.text).toContain(`/group-portal/compliance?expirationDate=..%3A${day}%2C${addDays(day, 45)}`);
    expect(mail.html).toContain(`Assign a seat to Member0 Surname00`);
    expect(await outboxEmails(stack, second.email)).toHaveLength(1);

    // Run again: the day is done. Another invocation on another day of the same week: same period.
    expect(await sendExpirationDigests(at(day))).toMatchObject({ done: true, visited: 0, sent: 0 });
    await group.admin.patch(ONE, { dayOfTheWeek: weekdayOf(addDays(day, 2)) });
    await runUntilDone(at(addDays(day, 2)));
    expect(await outboxEmails(stack, await emailOf(group.adminId))).toHaveLength(1);
    // The next week is a new period.
    await runUntilDone(at(addDays(day, 9)));
    expect(await outboxEmails(stack, await emailOf(group.adminId))).toHaveLength(2);
    // The member's admin sign-in still works (the digest links into the portal).
    expect((await (await signedIn(second.email, PASSWORD)).get('/api/groups/dashboard.json')).status).toBe(200);
  });

  it("one group's failure is logged and counted; the other groups still get theirs", async () => {
    const day = '2031-04-08';
    const broken = await notifyingGroup(1);
    const fine = await notifyingGroup(1);
    for (const g of [broken, fine]) {
      await g.admin.patch(ONE, { enabled: true, dayOfTheWeek: weekdayOf(day), daysBeforeExpiration: 30 });
      await expiring(g.groupId, g.memberIds[0]!, addDays(day, 5));
    }
    // A compliance row without its certification: reading it fails for that group only.
    const user = (await getUserById(broken.memberIds[0]!))!;
    // Written whole (its sort keys need the course's name), then stored without the certification.
    const [row, counter] = expirationPut({
      groupId: broken.groupId,
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      expirationDate: addDays(day, 6),
      sourceId: 'broken',
      source: 'course',
      courseExpirationGroup: { name: 'Broken' },
    } as unknown as ExpirationRow);
    delete row!.Put!.Item!.courseExpirationGroup;
    await transact({ fixture: row!, counter: counter! });
    const runs = await runUntilDone(at(day));
    expect(runs.reduce((sum, run) => sum + run.failed, 0)).toBeGreaterThanOrEqual(1);
    expect(await outboxEmails(stack, await emailOf(broken.adminId))).toHaveLength(0);
    expect(await outboxEmails(stack, await emailOf(fine.adminId))).toHaveLength(1);
  });

  it('continuation: two groups per invocation, every group gets its digest once', async () => {
    const day = '2031-05-15';
    const firstThursday = '2031-06-05';
    const groups = [];
    for (let i = 0; i < 5; i += 1) {
      const g = await notifyingGroup(1);
      await g.admin.patch(ONE, {
        enabled: true,
        frequency: 'monthly',
        dayOfTheWeek: weekdayOf(day),
        daysBeforeExpiration: 30,
      });
      await expiring(g.groupId, g.memberIds[0]!, addDays(firstThursday, 1));
      groups.push(g);
    }
    // 2031-05-15 is not the first Thursday of May: monthly groups get nothing that day (their row is 22 days away, within 30).
    const notDue = await runUntilDone(at(day), 2);
    expect(notDue.reduce((sum, run) => sum + run.sent, 0)).toBe(0);
    const runs = await runUntilDone(at(firstThursday), 2);
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.every((run) => run.visited <= 2)).toBe(true);
    expect(runs.at(-1)?.done).toBe(true);
    for (const g of groups) expect(await outboxEmails(stack, await emailOf(g.adminId))).toHaveLength(1);
  });

  it("closed loop: a member's 7-day reminder says their admin was asked, and the admin's next digest lists them once", async () => {
    const day = '2031-07-07';
    const group = await notifyingGroup(1);
    const memberId = group.memberIds[0]!;
    const member = (await getUserById(memberId))!;
    await group.admin.patch(ONE, { enabled: true, dayOfTheWeek: weekdayOf(day), daysBeforeExpiration: 3 });
    const cardId = `BLS-2029-${memberId.slice(0, 6)}`;
    await transact({
      fixture: [
        providerCardCreate({
          id: cardId,
          userId: memberId,
          userCourseUuid: `uc-${memberId}`,
          courseName: 'BLS Provider',
          holderFirstName: member.firstName,
          holderLastName: member.lastName,
          issuedOn: addDays(day, -723),
          expiresOn: addDays(day, 7),
          verificationToken: newToken(16),
          revokedAt: null,
        }),
      ],
    });
    await sendRenewalReminders(at(day));
    await sendRenewalReminders(at(day));
    const reminders = await outboxEmails(stack, member.email);
    expect(reminders.map((m) => m.subject)).toEqual(['Your BLS Provider provider card expires in 7 days']);
    expect(reminders[0]!.text).toContain('We have asked your administrator at');
    expect(reminders[0]!.text).not.toContain('/cart/add/');

    // The card is 7 days out, beyond the digest's 3 days: it is listed for the ask alone, once.
    await runUntilDone(at(day));
    const digests = await outboxEmails(stack, await emailOf(group.adminId));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toContain('Asked to be recertified (1)');
    expect(digests[0]!.text).toContain(
      `${member.firstName} ${member.lastName}: BLS Provider, expires ${formatIsoDate(addDays(day, 7))}`,
    );
    expect(digests[0]!.text).toContain(`/group-portal/members/enroll/${memberId}`);
    await runUntilDone(at(addDays(day, 7)));
    expect(await outboxEmails(stack, await emailOf(group.adminId))).toHaveLength(1);
  });

  it('runs through the local job runner (what `npm run job -- group-expiration-notifications` calls), as the scheduler would', async () => {
    const reply = await fetch(`${stack.url}/_local/jobs/group-expiration-notifications`, { method: 'POST' });
    expect(reply.status).toBe(200);
    const { result } = (await reply.json()) as { result: { day: string; leased: boolean; done: boolean } };
    expect(result.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Today's run: this call finishes it (or the scheduler already did); either way a second call has nothing left to visit.
    expect(result.leased ? result.done : true).toBe(true);
    const again = (await (
      await fetch(`${stack.url}/_local/jobs/group-expiration-notifications`, { method: 'POST' })
    ).json()) as { result: { visited: number; sent: number } };
    expect(again.result).toMatchObject({ visited: 0, sent: 0 });
  });

  it('two invocations racing for the same day: one takes the lease, each admin still gets one digest', async () => {
    const day = '2031-08-06';
    const groups = [await notifyingGroup(1), await notifyingGroup(1)];
    for (const g of groups) {
      await g.admin.patch(ONE, { enabled: true, dayOfTheWeek: weekdayOf(day), daysBeforeExpiration: 30 });
      await expiring(g.groupId, g.memberIds[0]!, addDays(day, 2));
    }
    const racing = await Promise.all([1, 2, 3].map(() => sendExpirationDigests(at(day))));
    expect(racing.filter((run) => run.leased)).toHaveLength(1);
    await runUntilDone(at(day));
    for (const g of groups) expect(await outboxEmails(stack, await emailOf(g.adminId))).toHaveLength(1);
  });

  it('out of time in the middle of a page: the next invocation starts right after the last group done', async () => {
    const day = '2031-09-10';
    const groups = [];
    for (let i = 0; i < 3; i += 1) {
      const g = await notifyingGroup(1);
      await g.admin.patch(ONE, { enabled: true, dayOfTheWeek: weekdayOf(day), daysBeforeExpiration: 30 });
      await expiring(g.groupId, g.memberIds[0]!, addDays(day, 4));
      groups.push(g);
    }
    // A budget of 0 ms: every invocation does one group and stops.
    const runs = await runUntilDone(at(day), undefined, 0);
    expect(runs.every((run) => run.visited <= 1)).toBe(true);
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.at(-1)?.done).toBe(true);
    for (const g of groups) expect(await outboxEmails(stack, await emailOf(g.adminId))).toHaveLength(1);
  });

  it("a setting saved on the day after the day's walk: the next invocation visits that group, once", async () => {
    const day = '2031-10-15';
    const walked = await lastRun(at(day));
    expect(walked.done).toBe(true);
    const late = await notifyingGroup(1);
    await expiring(late.groupId, late.memberIds[0]!, addDays(day, 3));
    // Saved on that day (the domain call, with the day as its clock), making the digest due today.
    const { updateNotification: updateGroupNotification } = await import(
      '@functions/domain/group-notifications/settings'
    );
    const { groupScopeForJob } = await import('@functions/lib/group-scope');
    await updateGroupNotification(
      groupScopeForJob(late.groupId),
      'group_admin_certification_expiration',
      { enabled: true, dayOfTheWeek: weekdayOf(day) },
      at(day),
    );
    expect(await lastRun(at(day))).toMatchObject({ done: true, visited: 1, sent: 1 });
    expect(await lastRun(at(day))).toMatchObject({ visited: 0, sent: 0 });
    expect(await outboxEmails(stack, await emailOf(late.adminId))).toHaveLength(1);
  });

  it("changing the frequency after the day's digest (weekly → monthly on the first Monday) sends no second digest that day", async () => {
    // The first Monday of February 2032: a weekly and a monthly digest day at once.
    const day = '2032-02-02';
    const group = await notifyingGroup(1);
    await expiring(group.groupId, group.memberIds[0]!, addDays(day, 5));
    await group.admin.patch(ONE, {
      enabled: true,
      frequency: 'weekly',
      dayOfTheWeek: weekdayOf(day),
      daysBeforeExpiration: 30,
    });
    await runUntilDone(at(day));
    const admin = await emailOf(group.adminId);
    expect(await outboxEmails(stack, admin)).toHaveLength(1);
    // Saved on that day: due today as monthly (a new period), so the group is marked late.
    const { updateNotification: updateGroupNotification } = await import(
      '@functions/domain/group-notifications/settings'
    );
    const { groupScopeForJob } = await import('@functions/lib/group-scope');
    await updateGroupNotification(
      groupScopeForJob(group.groupId),
      'group_admin_certification_expiration',
      { frequency: 'monthly' },
      at(day),
    );
    expect(await lastRun(at(day))).toMatchObject({ visited: 1, sent: 0, skipped: 1 });
    expect(await outboxEmails(stack, admin)).toHaveLength(1);
  });

  it("the period's and the day's claims are one transaction: racing claims of an admin's digest, under one period or two, let one through", async () => {
    const { claimDigest } = await import('@functions/data/group-notifications');
    const claim = { groupId: `race-${Date.now()}`, adminId: 'admin', period: 'week-3200', day: '2031-05-05' };
    expect((await Promise.all([1, 2, 3, 4].map(() => claimDigest(claim)))).filter(Boolean)).toHaveLength(1);
    const other = { ...claim, groupId: `${claim.groupId}-b` };
    const periods = await Promise.all([
      claimDigest({ ...other, period: 'week-3200' }),
      claimDigest({ ...other, period: 'month-2031-05' }),
      claimDigest({ ...other, period: 'month-2031-05' }),
    ]);
    expect(periods.filter(Boolean)).toHaveLength(1);
    // The next day, the other period's claim is free.
    expect(await claimDigest({ ...other, period: periods[0] ? 'month-2031-05' : 'week-3200', day: '2031-05-06' })).toBe(
      true,
    );
  });
});
