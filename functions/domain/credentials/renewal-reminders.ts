// Emails each learner at 90, 60, 30 and 7 days before their provider card expires and on the
// day it does (shared/rules/renewal-steps.ts), one email per card and step. Each step's window
// reaches a week back (never into the next step), so a missed daily run still sends, and a
// long outage sends the current step only; the per-card-and-step claim makes any re-run (or retry)
// send nothing twice. The link puts the card's recertification in the learner's cart; a group
// member whose group sends the expiration digest is told their admin has been asked instead, and
// is listed in that digest. One card's failure (a bad address, a throttled call) is logged,
// counted and released for tomorrow; the others still go out. A run attempts at most `limit`
// emails, most urgent first (the day-0 step, then 7, 30, 60, 90: renewalWindowDays), and says when
// it stopped early. The next run (tomorrow's) carries on: what this one sent is claimed and skipped
// without counting against the cap, and each step's week-long window keeps a card that waited in it.
import { paths } from '@shared/paths';
import { addDays, daysBetween, localDate } from '@shared/rules/dates';
import { renewalStepFor, renewalWindowDays, type RenewalReminderStep } from '@shared/rules/renewal-steps';
import { companyTimeZone } from '../company/company-settings';
import { claimNotice, releaseNotice } from '@functions/data/notices';
import { listProviderCardsExpiringOn, type ProviderCard } from '@functions/data/provider-cards';
import { getUserById } from '@functions/data/users';
import { sendEmail } from '@functions/adapters/mailer';
import { renewalReminderEmail } from '@functions/adapters/email/renewal-reminder';
import { env } from '@functions/lib/env';
import { logger } from '@functions/lib/logger';
import { askAdminToRecertify } from '../group-notifications/recertification-asks';
import { renewalPathOf } from '../learning/entitlements';
import { emailBrand } from '../company/email-brand';

/** The claim's name per step (the 30-day one keeps the name it had when it was the only step). */
const noticeOf = (step: RenewalReminderStep) => `renewal-reminder-${step}d`;
/** Emails attempted per invocation: well inside the job's timeout and SES's sending rate. */
export const REMINDERS_PER_RUN = 500;

export interface ReminderRun {
  sent: number;
  /** Already reminded, revoked, or the holder is not active. */
  skipped: number;
  /** Sending failed; released so the next run retries. */
  failed: number;
  /** Stopped at the limit with cards left over; the next run carries on. */
  truncated: boolean;
}

type Outcome = 'sent' | 'skipped' | 'failed';

export async function sendRenewalReminders(now = new Date(), options: { limit?: number } = {}): Promise<ReminderRun> {
  const limit = options.limit ?? REMINDERS_PER_RUN;
  // Card dates are calendar days; the job has no learner, so it counts days on the company's calendar.
  const today = localDate(now, await companyTimeZone());
  const run: ReminderRun = { sent: 0, skipped: 0, failed: 0, truncated: false };
  let stoppedAt: number | null = null;
  for (const daysLeft of renewalWindowDays()) {
    if (run.truncated) break;
    stoppedAt = daysLeft;
    const step = renewalStepFor(daysLeft)!;
    const expiresOn = addDays(today, daysLeft);
    let cursor: string | null = null;
    do {
      const page = await listProviderCardsExpiringOn(expiresOn, cursor);
      for (const card of page.items) {
        if (run.sent + run.failed >= limit) {
          run.truncated = true;
          break;
        }
        run[await remind(card, today, step)] += 1;
      }
      cursor = page.cursor;
    } while (cursor && !run.truncated);
  }
  if (run.truncated)
    logger.warn('Renewal reminders stopped at the per-run limit; the next run carries on', {
      ...run,
      limit,
      stoppedAtDaysLeft: stoppedAt,
    });
  else logger.info('Renewal reminders done', { ...run });
  return run;
}

async function remind(card: ProviderCard, today: string, step: RenewalReminderStep): Promise<Outcome> {
  if (card.revokedAt) return 'skipped';
  const notice = noticeOf(step);
  let claimed = false;
  try {
    const user = await getUserById(card.userId);
    if (user?.status !== 'active') return 'skipped';
    if (!(await claimNotice(`card:${card.id}`, notice))) return 'skipped';
    claimed = true;
    const appUrl = env().APP_URL;
    const ask = {
      userId: user.id,
      cardId: card.id,
      firstName: user.firstName,
      lastName: user.lastName,
      courseName: card.courseName,
      expiresOn: card.expiresOn,
      askedAt: new Date().toISOString(),
    };
    const groupName = user.groupId ? await askAdminToRecertify(user.groupId, ask) : null;
    const renewPath = groupName ? paths.dashboard : await renewalPathOf(user, card, today);
    await sendEmail(
      user.email,
      renewalReminderEmail(
        {
          firstName: user.firstName,
          courseName: card.courseName,
          expiresOn: card.expiresOn,
          daysLeft: daysBetween(today, card.expiresOn),
          renewUrl: `${appUrl}${renewPath}`,
          adminAsked: !!groupName,
          groupName: groupName ?? undefined,
        },
        await emailBrand(),
      ),
    );
    return 'sent';
  } catch (error) {
    // The card id identifies the case; the address is PII and stays out of the log.
    logger.error('Renewal reminder failed', { cardId: card.id, ...errorKind(error) });
    if (claimed)
      await releaseNotice(`card:${card.id}`, notice).catch((release) =>
        logger.error('Renewal reminder claim not released', { cardId: card.id, ...errorKind(release) }),
      );
    return 'failed';
  }
}

/** SES messages can quote the address: log the error's name only. */
const errorKind = (error: unknown) => ({ errorName: error instanceof Error ? error.name : typeof error });
