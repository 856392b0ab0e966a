// The csv-export worker (asynchronous invocation from the export routes): runs one export job.
// A job that is already claimed is skipped, so Lambda's retries and duplicate deliveries are harmless.
import { workerEvents } from '@shared/contracts/events';
import { runExport } from '@functions/domain/groups/csv-export-run';
import { groupScopeForJob } from '@functions/lib/group-scope';
import { logger } from '@functions/lib/logger';
import { parseEvent } from '@functions/lib/parse-event';

export const handler = async (input: unknown) => {
  const event = parseEvent(workerEvents['csv-export'], input, 'csv-export worker');
  if (!event) return { outcome: 'invalid' as const };
  logger.setContext({ groupId: event.groupId, exportId: event.exportId });
  return { outcome: await runExport(groupScopeForJob(event.groupId), event.exportId) };
};
