// Emails each learner whose provider card expires in 30 days, once per card.
// Looks back over a week of expiry dates so a missed daily run still sends; the per-card claim
// makes any re-run (or retry) send nothing twice. One card's failure (a bad address, a throttled
// call) is logged, counted and released for tomorrow; the others still go out. A run attempts at
// most `limit` emails and says when it stopped early.
import { paths } from '@shared/paths';
import { RENEWAL_REMINDER_DAYS } from '@shared/constants';
import { addDays, daysBetween, localDate } from '@shared/rules/dates';
import { companyTimeZone } from '../company/company-settings';
import { claimNotice, releaseNotice } from '@functions/data/notices';
import { listProviderCardsExpiringOn, type ProviderCard } from '@functions/data/provider-cards';
import { getUserById } from '@functions/data/users';
import { sendEmail } from '@functions/adapters/mailer';
import { renewalReminderEmail } from '@functions/adapters/email/renewal-reminder';
import { env } from '@functions/lib/env';
import { logger } from '@functions/lib/logger';

const CATCH_UP_DAYS = 7;
const NOTICE = `renewal-reminder-${RENEWAL_REMINDER_DAYS}d`;
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
  for (let back = 0; back < CATCH_UP_DAYS && !run.truncated; back += 1) {
    const expiresOn = addDays(today, RENEWAL_REMINDER_DAYS - back);
    let cursor: string | null = null;
    do {
      const page = await listProviderCardsExpiringOn(expiresOn, cursor);
      for (const card of page.items) {
        if (run.sent + run.failed >= limit) {
          run.truncated = true;
          break;
        }
        run[await remind(card, today)] += 1;
      }
      cursor = page.cursor;
    } while (cursor && !run.truncated);
  }
  if (run.truncated) logger.warn('Renewal reminders stopped at the per-run limit', { ...run, limit });
  else logger.info('Renewal reminders done', { ...run });
  return run;
}

async function remind(card: ProviderCard, today: string): Promise<Outcome> {
  if (card.revokedAt) return 'skipped';
  let claimed = false;
  try {
    const user = await getUserById(card.userId);
    if (!user || user.status !== 'active') return 'skipped';
    if (!(await claimNotice(`card:${card.id}`, NOTICE))) return 'skipped';
    claimed = true;
    await sendEmail(
      user.email,
      renewalReminderEmail({
        firstName: user.firstName,
        courseName: card.courseName,
        expiresOn: card.expiresOn,
        daysLeft: daysBetween(today, card.expiresOn),
        renewUrl: `${env().APP_URL}${paths.dashboard}`,
      }),
    );
    return 'sent';
  } catch (error) {
    // The card id identifies the case; the address is PII and stays out of the log.
    logger.error('Renewal reminder failed', { cardId: card.id, ...errorKind(error) });
    if (claimed) await releaseNotice(`card:${card.id}`, NOTICE).catch((release) => logger.error('Renewal reminder claim not released', { cardId: card.id, ...errorKind(release) }));
    return 'failed';
  }
}

/** SES messages can quote the address: log the error's name only. */
const errorKind = (error: unknown) => ({ errorName: error instanceof Error ? error.name : typeof error });
