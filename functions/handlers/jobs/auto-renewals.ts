// EventBridge schedule (daily): off-session auto-renewals of provider cards 30 days before expiry.
import type { Context } from 'aws-lambda';
import { jobEvents } from '@shared/contracts/events';
import { runAutoRenewals } from '@functions/domain/commerce/auto-renewals';
import { startInvocation } from '@functions/lib/invocation';
import { parseEvent } from '@functions/lib/parse-event';

export const handler = async (input: unknown, context?: Pick<Context, 'awsRequestId'>) => {
  startInvocation({ job: 'auto-renewals' }, context);
  const event = parseEvent(jobEvents['auto-renewals'], input, 'auto-renewals');
  return event ? runAutoRenewals(new Date(event.time)) : { outcome: 'invalid' as const };
};
