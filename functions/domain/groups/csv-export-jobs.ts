// The export jobs' other half (csv-export.ts starts them, csv-export-run.ts is the worker's run of
// one): the job's status with a fresh download link. Apart from the run so the status route bundles
// no S3 upload code.
import { CSV_EXPORT_MESSAGES } from '@shared/constants';
import { exportLink } from '@functions/adapters/export-files';
import { getExport, type GroupExport } from '@functions/data/group-exports';
import { NotFound } from '@functions/lib/errors';
import type { GroupScope } from '@functions/lib/group-scope';
import { EXPORT_FILENAMES } from './csv-export';

/** The worker's Lambda timeout: a job still `running` after it has died without finishing. */
export const EXPORT_WORKER_TIMEOUT_MS = 15 * 60 * 1000;
/** The worker's async invocations are dropped after an hour (infra/stacks/workers-stack.ts maxEventAge), with a margin. */
export const EXPORT_START_DEADLINE_MS = 70 * 60 * 1000;
export const EXPORT_FAILED_MESSAGE = CSV_EXPORT_MESSAGES.failed;

/** A job of the caller's group (another group's is not found): its status and, once ready, a fresh 10-minute link. */
export async function exportStatus(group: GroupScope, exportId: string, now = Date.now()) {
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
