// Events from AWS are parsed by their schemas (shared/contracts/events.ts): every sample in events/
// parses with the schema of the handler it is for, the local scheduler sends what the jobs accept,
// and the job and worker schemas are named exactly like the jobs and workers.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { httpApiEvent, jobEvents, websocketEvent, workerEvents } from '@shared/contracts/events';
import { jobs, type JobName } from '@functions/handlers/jobs/schedules';
import { workers } from '@functions/handlers/workers/workers';
import { scheduledJobEvent } from '@infra/local/scheduler';

const dir = path.resolve(import.meta.dirname, '../../events');
const fixtures = readdirSync(dir).filter((name) => name.endsWith('.json'));

/** The schema a sample is for, from its name: http-*, ws-*, scheduled-<job>, worker-<worker>. */
function schemaFor(file: string): z.ZodMiniType | undefined {
  const name = file.replace(/\.json$/, '');
  if (name.startsWith('http-')) return httpApiEvent;
  if (name.startsWith('ws-')) return websocketEvent;
  if (name.startsWith('scheduled-')) return jobEvents[name.slice('scheduled-'.length) as keyof typeof jobEvents];
  if (name.startsWith('worker-')) return workerEvents[name.slice('worker-'.length) as keyof typeof workerEvents];
  return undefined;
}

describe('events/ samples', () => {
  it('are there, one of each kind at least', () => {
    for (const kind of ['http-', 'ws-', 'scheduled-', 'worker-'])
      expect(
        fixtures.some((f) => f.startsWith(kind)),
        kind,
      ).toBe(true);
  });

  it.each(fixtures)('%s parses with its schema', (file) => {
    const schema = schemaFor(file);
    expect(
      schema,
      `${file} is named for no handler's event (http-*, ws-*, scheduled-<job>, worker-<worker>)`,
    ).toBeDefined();
    const parsed = schema!.safeParse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });
});

describe('job and worker event schemas', () => {
  it('exist for exactly the scheduled jobs and the workers', () => {
    expect(Object.keys(jobEvents).sort()).toEqual(Object.keys(jobs).sort());
    expect(Object.keys(workerEvents).sort()).toEqual(Object.keys(workers).sort());
  });

  it('accept the event the local scheduler sends each job', () => {
    for (const job of Object.keys(jobs) as JobName[]) {
      const event = scheduledJobEvent(job, new Date('2026-11-23T05:10:00.456Z'));
      expect(jobEvents[job].safeParse(event).success, job).toBe(true);
      expect(event.time).toBe('2026-11-23T05:10:00Z');
    }
  });

  it('refuse what a schedule never sends: no time, a time that is not an instant, another source', () => {
    const event = scheduledJobEvent('renewal-reminders');
    const schema = jobEvents['renewal-reminders'];
    expect(schema.safeParse({ time: event.time }).success).toBe(false);
    expect(schema.safeParse({ ...event, time: 'yesterday' }).success).toBe(false);
    expect(schema.safeParse({ ...event, source: 'my.app' }).success).toBe(false);
  });

  it('refuse a worker payload without its ids', () => {
    expect(workerEvents['csv-export'].safeParse({ groupId: 'g1' }).success).toBe(false);
    expect(workerEvents['csv-export'].safeParse({ groupId: 'g1', exportId: 42 }).success).toBe(false);
    expect(workerEvents['csv-export'].safeParse({ groupId: 'g1', exportId: '' }).success).toBe(false);
  });
});
