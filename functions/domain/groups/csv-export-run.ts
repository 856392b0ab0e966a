// The CSV export worker's run of one job (csv-export.ts starts them, csv-export-jobs.ts answers
// their status): the rows streamed into the private bucket with the S3 client, which only the
// worker's bundle carries.
import { Readable } from 'node:stream';
import { uploadExport } from '@functions/adapters/export-upload';
import { claimExport, finishExport } from '@functions/data/group-exports';
import type { GroupScope } from '@functions/lib/group-scope';
import { logger } from '@functions/lib/logger';
import { csvChunks, type ExportRequest } from './csv-export';
import { EXPORT_FAILED_MESSAGE } from './csv-export-jobs';

/**
 * The worker's run of one job: claims it (pending -> running; a second invocation of the same job
 * finds it claimed and does nothing), streams the file into the private bucket, marks it ready, or
 * failed (logged) when anything throws.
 */
export async function runExport(group: GroupScope, exportId: string): Promise<'ready' | 'failed' | 'skipped'> {
  const job = await claimExport(group, exportId, new Date().toISOString());
  if (!job) {
    logger.info('CSV export already claimed or gone', { groupId: group.id, exportId });
    return 'skipped';
  }
  const counted = { rows: 0 };
  try {
    const request = { kind: job.kind, query: job.query } as ExportRequest;
    const fileKey = await uploadExport(group.id, job.id, Readable.from(csvChunks(group, request, job.today, counted)));
    await finishExport(group, job.id, { status: 'ready', fileKey, rows: counted.rows }, new Date().toISOString());
    logger.info('CSV export ready', { groupId: group.id, exportId, kind: job.kind, rows: counted.rows });
    return 'ready';
  } catch (error) {
    logger.error('CSV export failed', {
      groupId: group.id,
      exportId,
      kind: job.kind,
      rows: counted.rows,
      error: (error as Error).name,
    });
    await finishExport(group, job.id, { status: 'failed', message: EXPORT_FAILED_MESSAGE }, new Date().toISOString());
    return 'failed';
  }
}
