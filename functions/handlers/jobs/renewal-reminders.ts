// EventBridge schedule (daily): provider-card renewal reminders.
import type { Context } from 'aws-lambda';
import { jobEvents } from '@shared/contracts/events';
import { sendRenewalReminders } from '@functions/domain/credentials/renewal-reminders';
import { startInvocation } from '@functions/lib/invocation';
import { parseEvent } from '@functions/lib/parse-event';

export const handler = async (input: unknown, context?: Pick<Context, 'awsRequestId'>) => {
  startInvocation({ job: 'renewal-reminders' }, context);
  const event = parseEvent(jobEvents['renewal-reminders'], input, 'renewal-reminders');
  return event ? sendRenewalReminders(new Date(event.time)) : { outcome: 'invalid' as const };
};
