// The group email quota as use cases take it: before sending, the emails they will send are taken
// from the group's counters (shared/rules/group-mail.ts); what was not sent is given back. Over the
// limit is a 429 saying when it resets (Retry-After: until 00:00 UTC), or, for the unverified
// groups' total, what lifts it.
import {
  GROUP_MAIL_LIMITS,
  GROUP_MAIL_MESSAGES,
  isVerifiedGroup,
  type GroupVerification,
} from '@shared/rules/group-mail';
import {
  getGroupMailUsage,
  releaseGroupMail,
  reserveGroupMail,
  type MailLimits,
  type MailReservation,
} from '@functions/data/group-mail-quota';
import { TooManyRequests } from '@functions/lib/errors';

export type { MailReservation } from '@functions/data/group-mail-quota';

export const mailLimitsFor = (group: GroupVerification): MailLimits =>
  isVerifiedGroup(group)
    ? { perDay: GROUP_MAIL_LIMITS.verifiedPerDay, total: null }
    : { perDay: GROUP_MAIL_LIMITS.unverifiedPerDay, total: GROUP_MAIL_LIMITS.unverifiedTotal };

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Takes `count` emails (and, for a course reminder, the member's one of the day) or throws the 429. */
export async function takeGroupMail(
  group: GroupVerification & { id: string },
  count: number,
  now: Date,
  reminderFor?: string,
): Promise<MailReservation> {
  const reservation: MailReservation = { groupId: group.id, day: utcDay(now), count, reminderFor };
  const limits = mailLimitsFor(group);
  const refused = await reserveGroupMail(reservation, limits);
  if (!refused) return reservation;
  const secondsToReset = Math.max(
    1,
    Math.ceil((Date.parse(`${reservation.day}T00:00:00Z`) + 86_400_000 - now.getTime()) / 1000),
  );
  if (refused === 'reminder')
    throw TooManyRequests.over(
      'group-mail:reminder',
      GROUP_MAIL_MESSAGES.reminderToday(secondsToReset),
      secondsToReset,
    );
  const usage = await getGroupMailUsage(group.id, reservation.day);
  if (refused === 'day')
    throw TooManyRequests.over(
      'group-mail:day',
      GROUP_MAIL_MESSAGES.perDay(limits.perDay, count, Math.max(0, limits.perDay - usage.today), secondsToReset),
      secondsToReset,
    );
  throw TooManyRequests.over(
    'group-mail:total',
    GROUP_MAIL_MESSAGES.total(count, Math.max(0, (limits.total ?? 0) - usage.total)),
    null,
  );
}

/** Gives back `unsent` of a reservation (and the reminder mark when the reminder itself was not sent). */
export async function returnGroupMail(reservation: MailReservation, unsent: number): Promise<void> {
  const reminderFor = unsent > 0 ? reservation.reminderFor : undefined;
  if (unsent <= 0) return;
  await releaseGroupMail({ ...reservation, count: unsent, reminderFor });
}
