// The csv-export worker (asynchronous invocation from the export routes): runs one export job.
// A job that is already claimed is skipped, so Lambda's retries and duplicate deliveries are harmless.
import { runExport } from '@functions/domain/groups/csv-export-jobs';
import { groupScopeForJob } from '@functions/lib/group-scope';
import { logger } from '@functions/lib/logger';

export const handler = async (event: { groupId?: unknown; exportId?: unknown }) => {
  if (typeof event.groupId !== 'string' || typeof event.exportId !== 'string') {
    logger.error('csv-export worker: event without groupId and exportId');
    return { outcome: 'invalid' as const };
  }
  logger.setContext({ groupId: event.groupId, exportId: event.exportId });
  return { outcome: await runExport(groupScopeForJob(event.groupId), event.exportId) };
};
