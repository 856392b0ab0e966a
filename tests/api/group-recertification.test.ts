// A member who recertifies stays compliant: per course only the latest pass or certification counts,
// so the earlier one's compliance row goes, and the daily sweep after its date moves nothing.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, localDate } from '@shared/rules/dates';
import { companyTimeZone } from '@functions/domain/company/company-settings';
import { sweepExpiredCompliance } from '@functions/domain/groups/compliance-sweep';
import { recordFinishedCourse } from '@functions/domain/groups/member-courses';
import type { ApiClient } from '../support/api-client';
import { groupWithAdmin, uploadCertFile } from './group-fixtures';

beforeAll(() => {
  Object.assign(process.env, inject('stack').env);
});

const DAY = 24 * 60 * 60 * 1000;
const today = async () => localDate(new Date(), await companyTimeZone());

/** A pass of BLS as the scoring transaction records it for a group member. */
const pass = async (groupId: string, userId: string, expirationDate: string, on: string) =>
  recordFinishedCourse(
    groupId,
    userId,
    {
      userCourseUuid: randomUUID(),
      courseId: 'bls',
      courseName: 'BLS',
      productIds: ['bls-cert', 'bls-recert'],
      expirationDate,
      passedOn: on,
    },
    await today(),
  );

const rowsOf = async (admin: ApiClient, userId: string) =>
  (
    (await admin.get('/api/groups/user_course_expirations.json?perPage=100')).body.data as {
      user: { id: string };
      expirationDate: string;
      source: string;
      compliance: string;
    }[]
  ).filter((row) => row.user.id === userId);

const memberOf = async (admin: ApiClient, userId: string) =>
  (
    (await admin.get('/api/groups/users.json?perPage=100')).body.data as {
      id: string;
      status: string;
      compliantCourses: number;
      nonCompliantCourses: number;
    }[]
  ).find((row) => row.id === userId);

const sweepAll = async (at: Date) => {
  let continuation: string | null = null;
  do continuation = (await sweepExpiredCompliance(at, { continuation })).continuation;
  while (continuation);
};

describe('recertification', () => {
  it("a second pass of the course replaces the first one's compliance row; the sweep after the old date keeps the member compliant", async () => {
    const {
      admin,
      groupId,
      memberIds: [userId],
    } = await groupWithAdmin(1);
    const day = await today();
    await pass(groupId, userId!, addDays(day, 1), day);
    await pass(groupId, userId!, addDays(day, 730), day);
    expect(await rowsOf(admin, userId!)).toEqual([
      expect.objectContaining({ expirationDate: addDays(day, 730), source: 'course', compliance: 'Valid' }),
    ]);
    expect(await memberOf(admin, userId!)).toMatchObject({
      status: 'compliant',
      compliantCourses: 1,
      nonCompliantCourses: 0,
    });
    const summary = await admin.get('/api/groups/user_course_expirations/summary.json');
    expect(summary.body.buckets['Expiring Soon'] ?? 0).toBe(0);

    await sweepAll(new Date(Date.now() + 3 * DAY));
    expect(await memberOf(admin, userId!)).toMatchObject({
      status: 'compliant',
      compliantCourses: 1,
      nonCompliantCourses: 0,
    });
  });

  it('a member who was already non-compliant becomes compliant when they recertify', async () => {
    const {
      admin,
      groupId,
      memberIds: [userId],
    } = await groupWithAdmin(1);
    const day = await today();
    await pass(groupId, userId!, addDays(day, -5), addDays(day, -735));
    expect(await memberOf(admin, userId!)).toMatchObject({ status: 'non_compliant', nonCompliantCourses: 1 });
    await pass(groupId, userId!, addDays(day, 725), day);
    expect(await memberOf(admin, userId!)).toMatchObject({
      status: 'compliant',
      compliantCourses: 1,
      nonCompliantCourses: 0,
    });
    expect((await rowsOf(admin, userId!)).map((row) => row.compliance)).toEqual(['Valid']);
  });

  it('an external certification newer than the platform card replaces its row; deleting it brings the card back', async () => {
    const {
      admin,
      groupId,
      memberIds: [userId],
    } = await groupWithAdmin(1);
    const day = await today();
    await pass(groupId, userId!, addDays(day, 1), day);
    const cert = await admin.post(
      '/api/external_certifications.json',
      {
        userId,
        courseExpirationGroupId: 'bls',
        expirationDate: addDays(day, 400),
        ceCredits: 2,
        certFile: await uploadCertFile(admin),
      },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(cert.status).toBe(201);
    expect(await rowsOf(admin, userId!)).toEqual([
      expect.objectContaining({ expirationDate: addDays(day, 400), source: 'external' }),
    ]);
    await sweepAll(new Date(Date.now() + 3 * DAY));
    expect(await memberOf(admin, userId!)).toMatchObject({
      status: 'compliant',
      compliantCourses: 1,
      nonCompliantCourses: 0,
    });

    // An older certification of the same course is kept (listed on the member) but does not count.
    const older = await admin.post(
      '/api/external_certifications.json',
      {
        userId,
        courseExpirationGroupId: 'bls',
        expirationDate: addDays(day, 100),
        ceCredits: 1,
        certFile: await uploadCertFile(admin),
      },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(older.status).toBe(201);
    expect((await admin.get(`/api/external_certifications.json?user_id=${userId}`)).body.data).toHaveLength(2);
    expect(await rowsOf(admin, userId!)).toHaveLength(1);

    expect((await admin.delete(`/api/external_certifications/${cert.body.data.id}.json`)).status).toBe(200);
    expect(await rowsOf(admin, userId!)).toEqual([
      expect.objectContaining({ expirationDate: addDays(day, 100), source: 'external' }),
    ]);
    expect((await admin.delete(`/api/external_certifications/${older.body.data.id}.json`)).status).toBe(200);
    expect(await rowsOf(admin, userId!)).toEqual([
      expect.objectContaining({ expirationDate: addDays(day, 1), source: 'course' }),
    ]);
    expect(await memberOf(admin, userId!)).toMatchObject({
      status: 'compliant',
      compliantCourses: 1,
      nonCompliantCourses: 0,
    });
  });

  it('two certifications of one course added at once: both kept, the later one counts, one compliance row', async () => {
    const {
      admin,
      memberIds: [userId],
    } = await groupWithAdmin(1);
    const day = await today();
    const add = async (days: number) =>
      admin.post(
        '/api/external_certifications.json',
        {
          userId,
          courseExpirationGroupId: 'pals',
          expirationDate: addDays(day, days),
          ceCredits: 1,
          certFile: await uploadCertFile(admin),
        },
        { headers: { 'idempotency-key': randomUUID() } },
      );
    const replies = await Promise.all([add(50), add(300)]);
    expect(replies.map((reply) => reply.status)).toEqual([201, 201]);
    expect(await rowsOf(admin, userId!)).toEqual([expect.objectContaining({ expirationDate: addDays(day, 300) })]);
    expect(await memberOf(admin, userId!)).toMatchObject({
      status: 'compliant',
      compliantCourses: 1,
      nonCompliantCourses: 0,
    });
  });
});
