// EventBridge schedule (daily): provider-card renewal reminders.
import { jobEvents } from '@shared/contracts/events';
import { sendRenewalReminders } from '@functions/domain/credentials/renewal-reminders';
import { parseEvent } from '@functions/lib/parse-event';

export const handler = async (input: unknown) => {
  const event = parseEvent(jobEvents['renewal-reminders'], input, 'renewal-reminders');
  return event ? sendRenewalReminders(new Date(event.time)) : { outcome: 'invalid' as const };
};
