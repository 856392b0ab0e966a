// The outbox worker (docs/decisions/011-outbox.md): started by the table's stream with the keys of
// new outbox messages (delivered at once), and every minute by its schedule as the sweeper (failed
// deliveries whose backoff has passed, leases of workers that died). Locally the gateway runs it
// after each request that may have queued a message, and on the same schedule.
import type { Context } from 'aws-lambda';
import { jobEvents } from '@shared/contracts/events';
import { deliverDueOutboxMessages, deliverNewOutboxMessages } from '@functions/domain/outbox/deliver-outbox';
import { startInvocation } from '@functions/lib/invocation';
import { parseEvent } from '@functions/lib/parse-event';

/** A page of the sweep takes seconds at most (each delivery has a 4 s budget, eight at a time). */
const RESERVE_MS = 20_000;

export const handler = async (input: unknown, context?: Pick<Context, 'getRemainingTimeInMillis' | 'awsRequestId'>) => {
  startInvocation({ job: 'outbox-deliveries' }, context);
  const event = parseEvent(jobEvents['outbox-deliveries'], input, 'outbox-deliveries');
  if (!event) return { outcome: 'invalid' as const };
  if ('Records' in event) {
    // The stream's filter passes new outbox items only; anything else is ignored all the same.
    const keys = event.Records.filter((record) => record.eventName === 'INSERT').map((r) => r.dynamodb.Keys.PK.S);
    return deliverNewOutboxMessages(keys);
  }
  return deliverDueOutboxMessages({ hasTime: () => (context?.getRemainingTimeInMillis?.() ?? 0) > RESERVE_MS });
};
