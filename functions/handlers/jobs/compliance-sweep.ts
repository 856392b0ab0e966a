// EventBridge schedule (daily): members whose certifications expired yesterday move from compliant
// to non_compliant. Runs bounded batches, continuing while the invocation has time left; whatever is
// left is picked up by the next day's run (it looks back a week).
import type { Context } from 'aws-lambda';
import { jobEvents } from '@shared/contracts/events';
import { sweepExpiredCompliance, type SweepRun } from '@functions/domain/groups/compliance-sweep';
import { startInvocation } from '@functions/lib/invocation';
import { parseEvent } from '@functions/lib/parse-event';

const RESERVE_MS = 60_000;

export const handler = async (input: unknown, context?: Pick<Context, 'getRemainingTimeInMillis' | 'awsRequestId'>) => {
  startInvocation({ job: 'compliance-sweep' }, context);
  const event = parseEvent(jobEvents['compliance-sweep'], input, 'compliance-sweep');
  if (!event) return { outcome: 'invalid' as const };
  const now = new Date(event.time);
  const total: SweepRun = { moved: 0, skipped: 0, continuation: event.continuation ?? null };
  do {
    const run = await sweepExpiredCompliance(now, { continuation: total.continuation });
    total.moved += run.moved;
    total.skipped += run.skipped;
    total.continuation = run.continuation;
  } while (total.continuation && (context?.getRemainingTimeInMillis?.() ?? 0) > RESERVE_MS);
  return total;
};
