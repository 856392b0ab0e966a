// EventBridge schedule (every 10 minutes; from 07:00 on the company's day): the group admins' expiration digests.
import type { Context } from 'aws-lambda';
import { jobEvents } from '@shared/contracts/events';
import { sendExpirationDigests } from '@functions/domain/group-notifications/expiration-digest';
import { startInvocation } from '@functions/lib/invocation';
import { parseEvent } from '@functions/lib/parse-event';

export const handler = async (input: unknown, context?: Pick<Context, 'awsRequestId'>) => {
  startInvocation({ job: 'group-expiration-notifications' }, context);
  const event = parseEvent(jobEvents['group-expiration-notifications'], input, 'group-expiration-notifications');
  return event ? sendExpirationDigests(new Date(event.time)) : { outcome: 'invalid' as const };
};
