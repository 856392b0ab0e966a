// EventBridge schedule (every 15 minutes): sends the CE Broker reports that are due (new ones, and
// failed sends whose backoff has passed), a page at a time while the invocation has time left.
import type { Context } from 'aws-lambda';
import { jobEvents } from '@shared/contracts/events';
import { submitDueBoardReports } from '@functions/domain/board-reporting/submit-due-board-reports';
import { startInvocation } from '@functions/lib/invocation';
import { parseEvent } from '@functions/lib/parse-event';

const RESERVE_MS = 60_000;

export const handler = async (input: unknown, context?: Pick<Context, 'getRemainingTimeInMillis' | 'awsRequestId'>) => {
  startInvocation({ job: 'board-reports' }, context);
  const event = parseEvent(jobEvents['board-reports'], input, 'board-reports');
  if (!event) return { outcome: 'invalid' as const };
  // Due by now: the schedule's instant is whole seconds (and a retried delivery comes later), so the
  // clock decides, never earlier than the scheduled time.
  return submitDueBoardReports(new Date(Math.max(Date.parse(event.time), Date.now())), {
    hasTime: () => (context?.getRemainingTimeInMillis?.() ?? 0) > RESERVE_MS,
  });
};
