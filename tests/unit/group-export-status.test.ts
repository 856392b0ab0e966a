// An export job's status as the admin sees it: a link only once ready, and a job whose worker died
// (still `running` past the worker's 15-minute timeout) reads as failed.
import { expect, it, vi } from 'vitest';
import type { GroupExport } from '@functions/data/group-exports';
import { NotFound } from '@functions/lib/errors';
import { groupScopeForJob } from '@functions/lib/group-scope';

const stored = vi.hoisted(() => ({ job: null as GroupExport | null }));
vi.mock('@functions/data/group-exports', async (original) => ({
  ...(await original<object>()),
  getExport: async () => stored.job,
}));
vi.mock('@functions/adapters/export-files', async (original) => ({
  ...(await original<object>()),
  exportLink: async (key: string, filename: string) => `https://files.example/${key}?as=${filename}`,
}));

const {
  exportStatus: exportStatusOf,
  EXPORT_START_DEADLINE_MS,
  EXPORT_WORKER_TIMEOUT_MS,
} = await import('@functions/domain/groups/csv-export-jobs');
const group = groupScopeForJob('g1');
const now = Date.parse('2026-11-23T12:00:00.000Z');
const job = (fields: Partial<GroupExport>): GroupExport => ({
  id: 'x1',
  groupId: 'g1',
  kind: 'members',
  query: {},
  today: '2026-11-23',
  status: 'pending',
  createdAt: '2026-11-23T11:59:00.000Z',
  ...fields,
});

it('answers pending and running jobs without a link, and a ready one with a fresh link and its row count', async () => {
  stored.job = job({ status: 'pending' });
  expect(await exportStatusOf(group, 'x1', now)).toEqual({ exportId: 'x1', status: 'pending' });
  stored.job = job({ status: 'running', startedAt: new Date(now - 60_000).toISOString() });
  expect(await exportStatusOf(group, 'x1', now)).toEqual({ exportId: 'x1', status: 'running' });
  stored.job = job({ status: 'ready', kind: 'compliance', fileKey: 'exports/g1/x1.csv', rows: 12 });
  expect(await exportStatusOf(group, 'x1', now)).toEqual({
    exportId: 'x1',
    status: 'ready',
    url: 'https://files.example/exports/g1/x1.csv?as=compliance.csv',
    rows: 12,
  });
});

it('reads a job still running past the worker timeout as failed, and a missing job as not found', async () => {
  stored.job = job({ status: 'running', startedAt: new Date(now - EXPORT_WORKER_TIMEOUT_MS - 1000).toISOString() });
  expect(await exportStatusOf(group, 'x1', now)).toEqual({
    exportId: 'x1',
    status: 'failed',
    message: 'We could not prepare this export. Please try again.',
  });
  stored.job = null;
  await expect(exportStatusOf(group, 'x1', now)).rejects.toBeInstanceOf(NotFound);
});

it("reads a job never started within the queue's max event age as failed (Lambda dropped its invocation)", async () => {
  stored.job = job({ status: 'pending', createdAt: new Date(now - EXPORT_START_DEADLINE_MS + 60_000).toISOString() });
  expect((await exportStatusOf(group, 'x1', now)).status).toBe('pending');
  stored.job = job({ status: 'pending', createdAt: new Date(now - EXPORT_START_DEADLINE_MS - 1000).toISOString() });
  expect(await exportStatusOf(group, 'x1', now)).toEqual({
    exportId: 'x1',
    status: 'failed',
    message: 'We could not prepare this export. Please try again.',
  });
});
