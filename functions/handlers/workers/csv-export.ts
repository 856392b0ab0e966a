// The csv-export worker (asynchronous invocation from the export routes): runs one export job.
// A job that is already claimed is skipped, so Lambda's retries and duplicate deliveries are harmless.
import type { Context } from 'aws-lambda';
import { workerEvents } from '@shared/contracts/events';
import { runExport } from '@functions/domain/groups/csv-export-run';
import { groupScopeForJob } from '@functions/lib/group-scope';
import { startInvocation } from '@functions/lib/invocation';
import { logger } from '@functions/lib/logger';
import { parseEvent } from '@functions/lib/parse-event';

export const handler = async (input: unknown, context?: Pick<Context, 'awsRequestId'>) => {
  startInvocation({ worker: 'csv-export' }, context);
  const event = parseEvent(workerEvents['csv-export'], input, 'csv-export worker');
  if (!event) return { outcome: 'invalid' as const };
  // The request that started the export lends its correlation id: its lines and these go together.
  const { groupId, exportId, correlationId } = event;
  logger.appendContext({ groupId, exportId, ...(correlationId ? { correlationId } : {}) });
  return { outcome: await runExport(groupScopeForJob(event.groupId), event.exportId) };
};
