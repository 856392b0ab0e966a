// The export jobs' other half (csv-export.ts starts them): the worker's run of one job, and the
// job's status with a fresh download link. Kept apart so the request handlers bundle no S3 upload code.
import { Readable } from 'node:stream';
import { CSV_EXPORT_MESSAGES } from '@shared/constants';
import { exportLink, uploadExport } from '@functions/adapters/export-files';
import { claimExport, finishExport, getExport, type GroupExport } from '@functions/data/group-exports';
import { NotFound } from '@functions/lib/errors';
import type { GroupScope } from '@functions/lib/group-scope';
import { logger } from '@functions/lib/logger';
import { csvChunks, EXPORT_FILENAMES, type ExportRequest } from './csv-export';

/** The worker's Lambda timeout: a job still `running` after it has died without finishing. */
export const EXPORT_WORKER_TIMEOUT_MS = 15 * 60 * 1000;
/** The worker's async invocations are dropped after an hour (infra/stacks/workers-stack.ts maxEventAge), with a margin. */
export const EXPORT_START_DEADLINE_MS = 70 * 60 * 1000;
const EXPORT_FAILED_MESSAGE = CSV_EXPORT_MESSAGES.failed;

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

/** A job of the caller's group (another group's is not found): its status and, once ready, a fresh 10-minute link. */
export async function exportStatusOf(group: GroupScope, exportId: string, now = Date.now()) {
  const job = await getExport(group, exportId);
  if (!job) throw new NotFound('Export not found');
  return presentExport(
    job,
    job.status === 'ready' && job.fileKey ? await exportLink(job.fileKey, EXPORT_FILENAMES[job.kind]) : undefined,
    now,
  );
}

function presentExport(job: GroupExport, url: string | undefined, now: number) {
  // A worker that died (timeout, crash) leaves its claim `running`: past the worker's timeout it has failed.
  const died =
    job.status === 'running' &&
    job.startedAt !== undefined &&
    now - Date.parse(job.startedAt) > EXPORT_WORKER_TIMEOUT_MS;
  // Lambda drops a queued invocation older than its max event age: a job never started by then never will be.
  const neverStarted = job.status === 'pending' && now - Date.parse(job.createdAt) > EXPORT_START_DEADLINE_MS;
  if (died || neverStarted || job.status === 'failed')
    return { exportId: job.id, status: 'failed' as const, message: job.message ?? EXPORT_FAILED_MESSAGE };
  return { exportId: job.id, status: job.status, ...(url ? { url, rows: job.rows } : {}) };
}
