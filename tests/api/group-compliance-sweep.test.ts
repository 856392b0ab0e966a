// The daily compliance sweep: a member counted compliant by a certification that expired yesterday
// becomes non_compliant (row, status counters), in bounded runs with a continuation, once however
// often (or concurrently) it runs.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, localDate } from '@shared/rules/dates';
import { companyTimeZone } from '@functions/domain/company/company-settings';
import { sweepExpiredCompliance } from '@functions/domain/groups/compliance-sweep';
import { groupWithAdmin, uploadCertFile } from './group-fixtures';

beforeAll(() => {
  Object.assign(process.env, inject('stack').env);
});

const DAY = 24 * 60 * 60 * 1000;

describe('compliance-sweep job', () => {
  it('moves members whose certification expired yesterday to non_compliant, once, in bounded runs', async () => {
    const { admin, memberIds } = await groupWithAdmin(2);
    const today = localDate(new Date(), await companyTimeZone());
    for (const userId of memberIds) {
      const reply = await admin.post(
        '/api/external_certifications.json',
        {
          userId,
          courseExpirationGroupId: 'bls',
          expirationDate: addDays(today, 1),
          ceCredits: 1,
          certFile: await uploadCertFile(admin),
        },
        { headers: { 'idempotency-key': randomUUID() } },
      );
      expect(reply.status).toBe(201);
    }
    const statuses = async () => {
      const list = await admin.get('/api/groups/users.json?perPage=100');
      return (
        list.body.data as { id: string; status: string; compliantCourses: number; nonCompliantCourses: number }[]
      ).filter((row) => memberIds.includes(row.id));
    };
    const counters = async () =>
      (await admin.get(`/api/groups/users.json?status=${encodeURIComponent('=:non_compliant')}`)).body.pagination
        .totalEntries as number;
    expect((await statuses()).every((row) => row.status === 'compliant')).toBe(true);
    const before = await counters();

    // Two days on, the certifications expired yesterday. One row per run, carried on by the continuation.
    const later = new Date(Date.now() + 2 * DAY);
    let continuation: string | null = null;
    let runs = 0;
    do {
      const run = await sweepExpiredCompliance(later, { limit: 1, continuation });
      expect(run.moved + run.skipped).toBeLessThanOrEqual(1);
      continuation = run.continuation;
      runs += 1;
    } while (continuation && runs < 500);
    expect(continuation).toBeNull();
    expect(await statuses()).toEqual(
      expect.arrayContaining(
        memberIds.map((id) =>
          expect.objectContaining({ id, status: 'non_compliant', compliantCourses: 0, nonCompliantCourses: 1 }),
        ),
      ),
    );
    expect(await counters()).toBe(before + 2);

    // Again, twice at once: nothing moves twice.
    await Promise.all([sweepExpiredCompliance(later), sweepExpiredCompliance(later)]);
    expect((await statuses()).every((row) => row.nonCompliantCourses === 1 && row.compliantCourses === 0)).toBe(true);
    expect(await counters()).toBe(before + 2);
  });

  it('runs as the scheduled job on the local stack', async () => {
    const reply = await fetch(`${inject('stack').url}/_local/jobs/compliance-sweep`, { method: 'POST' });
    expect(reply.status).toBe(200);
    expect((await reply.json()).result).toMatchObject({
      moved: expect.any(Number),
      skipped: expect.any(Number),
      continuation: null,
    });
  });
});
