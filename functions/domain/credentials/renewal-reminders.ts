// Emails each learner whose provider card expires in 30 days, once per card.
// Looks back over a week of expiry dates so a missed daily run still sends; the
// per-card claim makes any re-run (or retry) send nothing twice.
import { RENEWAL_REMINDER_DAYS } from '../../../shared/constants';
import { addDays, daysBetween, toIsoDate } from '../../../shared/rules/dates';
import { claimNotice, releaseNotice } from '../../data/notices';
import { listProviderCardsExpiringOn, type ProviderCard } from '../../data/provider-cards';
import { getUserById } from '../../data/users';
import { sendEmail } from '../../adapters/mailer';
import { renewalReminderEmail } from '../../adapters/email/renewal-reminder';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';

const CATCH_UP_DAYS = 7;
const NOTICE = `renewal-reminder-${RENEWAL_REMINDER_DAYS}d`;

export async function sendRenewalReminders(now = new Date()): Promise<{ sent: number; skipped: number }> {
  const today = toIsoDate(now);
  let sent = 0;
  let skipped = 0;
  for (let back = 0; back < CATCH_UP_DAYS; back += 1) {
    const expiresOn = addDays(today, RENEWAL_REMINDER_DAYS - back);
    let cursor: string | null = null;
    do {
      const page = await listProviderCardsExpiringOn(expiresOn, cursor);
      for (const card of page.items) {
        if (await remind(card, today)) sent += 1;
        else skipped += 1;
      }
      cursor = page.cursor;
    } while (cursor);
  }
  logger.info('Renewal reminders done', { sent, skipped });
  return { sent, skipped };
}

async function remind(card: ProviderCard, today: string): Promise<boolean> {
  const user = await getUserById(card.userId);
  if (!user || user.status !== 'active') return false;
  if (!(await claimNotice(`card:${card.id}`, NOTICE))) return false;
  try {
    await sendEmail(
      user.email,
      renewalReminderEmail({
        firstName: user.firstName,
        courseName: card.courseName,
        expiresOn: card.expiresOn,
        daysLeft: daysBetween(today, card.expiresOn),
        renewUrl: `${env().APP_URL}/dashboard`,
      }),
    );
    return true;
  } catch (error) {
    await releaseNotice(`card:${card.id}`, NOTICE);
    throw error;
  }
}
