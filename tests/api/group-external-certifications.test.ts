// External certifications: a group admin adds, edits and deletes a member's certification (file by
// direct upload, private bucket); each one is a compliance row counted on the member's row, moved in
// the same transaction; 422s per field; other groups' members and certifications are 404; races.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays } from '@shared/rules/dates';
import type { ApiClient } from '../support/api-client';
import { LAKESIDE_ADMIN } from '@infra/local/seed/groups';
import { groupWithAdmin, signedIn, uploadCertFile } from './group-fixtures';

const today = new Date().toISOString().slice(0, 10);
const keyed = () => ({ headers: { 'idempotency-key': randomUUID() } });

beforeAll(() => {
  Object.assign(process.env, inject('stack').env);
});

async function memberRow(admin: ApiClient, userId: string) {
  const list = await admin.get('/api/groups/users.json?perPage=100');
  return (
    list.body.data as {
      id: string;
      compliantCourses: number;
      nonCompliantCourses: number;
      status: string;
      ce: number;
    }[]
  ).find((row) => row.id === userId);
}

async function complianceRows(admin: ApiClient) {
  const list = await admin.get('/api/groups/user_course_expirations.json?perPage=100');
  const summary = await admin.get('/api/groups/user_course_expirations/summary.json');
  const total = Object.values(summary.body.buckets as Record<string, number>).reduce((a, b) => a + b, 0);
  expect(list.body.pagination.totalEntries).toBe(total);
  return list.body.data as {
    id: string;
    source: string;
    expirationDate: string;
    compliance: string;
    user: { id: string };
  }[];
}

const create = async (admin: ApiClient, userId: string, extra: Record<string, unknown> = {}) =>
  admin.post(
    '/api/external_certifications.json',
    {
      userId,
      courseExpirationGroupId: 'bls',
      expirationDate: addDays(today, 200),
      ceCredits: 4,
      certFile: await uploadCertFile(admin),
      ...extra,
    },
    keyed(),
  );

describe('external certifications', () => {
  it('lists the course expiration groups (id, name)', async () => {
    const { admin } = await groupWithAdmin(0);
    const reply = await admin.get('/api/course_expiration_groups.json');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual(
      expect.arrayContaining([
        { id: 'bls', name: expect.any(String) },
        { id: 'acls', name: expect.any(String) },
      ]),
    );
  });

  it('adds one that counts toward compliance, edits it (the row moves, the file is replaced) and deletes it', async () => {
    const { admin, memberIds } = await groupWithAdmin(1);
    const [userId] = memberIds as [string];
    expect(await memberRow(admin, userId)).toMatchObject({ status: 'needs_attention', compliantCourses: 0 });

    const created = await create(admin, userId, {
      classification: 'Provider',
      ceCredits: 1.236,
      passedAt: addDays(today, -30),
    });
    expect(created.status).toBe(201);
    const cert = created.body.data;
    expect(cert).toMatchObject({
      userId,
      classification: 'Provider',
      courseExpirationGroupId: 'bls',
      ceCredits: 1.24,
      passedAt: addDays(today, -30),
      expirationDate: addDays(today, 200),
    });
    const file = await fetch(cert.attachedCertFile.url);
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('certificate');
    expect(await memberRow(admin, userId)).toMatchObject({
      status: 'compliant',
      compliantCourses: 1,
      nonCompliantCourses: 0,
      ce: 1.24,
    });
    expect((await complianceRows(admin)).filter((row) => row.user.id === userId)).toEqual([
      expect.objectContaining({ id: cert.id, source: 'external', compliance: 'Valid' }),
    ]);
    expect(
      (await admin.get(`/api/external_certifications.json?user_id=${userId}`)).body.data.map(
        (c: { id: string }) => c.id,
      ),
    ).toEqual([cert.id]);
    expect((await admin.get(`/api/external_certifications/${cert.id}.json`)).body.data).toMatchObject({ id: cert.id });
    expect((await admin.get(`/api/external_certifications/${cert.id}`)).status).toBe(200);

    const edited = await admin.patch(`/api/external_certifications/${cert.id}.json`, {
      courseExpirationGroupId: 'acls',
      expirationDate: addDays(today, -3),
      ceCredits: 2,
      certFile: await uploadCertFile(admin, 'renewed card'),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      courseExpirationGroupId: 'acls',
      expirationDate: addDays(today, -3),
      ceCredits: 2,
      classification: null,
    });
    expect(await (await fetch(edited.body.data.attachedCertFile.url)).text()).toContain('renewed card');
    expect(await memberRow(admin, userId)).toMatchObject({
      status: 'non_compliant',
      compliantCourses: 0,
      nonCompliantCourses: 1,
      ce: 2,
    });
    expect((await complianceRows(admin)).filter((row) => row.user.id === userId)).toEqual([
      expect.objectContaining({ id: cert.id, expirationDate: addDays(today, -3), compliance: 'Expired' }),
    ]);

    expect((await admin.delete(`/api/external_certifications/${cert.id}.json`)).status).toBe(200);
    expect((await admin.delete(`/api/external_certifications/${cert.id}.json`)).status).toBe(404);
    expect(await memberRow(admin, userId)).toMatchObject({
      status: 'needs_attention',
      compliantCourses: 0,
      nonCompliantCourses: 0,
      ce: 0,
    });
    expect((await complianceRows(admin)).filter((row) => row.user.id === userId)).toEqual([]);
    expect((await admin.get(`/api/external_certifications.json?user_id=${userId}`)).body.data).toEqual([]);
  });

  it('answers 422 per field', async () => {
    const { admin, memberIds } = await groupWithAdmin(1);
    const [userId] = memberIds as [string];
    const blank = await admin.post('/api/external_certifications.json', { userId }, keyed());
    expect(blank.status).toBe(422);
    expect(Object.keys(blank.body.errors).sort()).toEqual([
      'ceCredits',
      'certFile',
      'courseExpirationGroupId',
      'expirationDate',
    ]);
    const bad = await admin.post(
      '/api/external_certifications.json',
      {
        userId,
        classification: 'x'.repeat(101),
        courseExpirationGroupId: 'bls',
        expirationDate: '2030-02-30',
        ceCredits: -1,
        passedAt: '2020-13-01',
        certFile: 'upl_nope',
      },
      keyed(),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      classification: [expect.any(String)],
      expirationDate: ['must be a date (yyyy-mm-dd)'],
      ceCredits: ['must be greater than or equal to 0'],
      passedAt: ['must be a date (yyyy-mm-dd)'],
    });
    const rules = await create(admin, userId, { courseExpirationGroupId: 'nope', passedAt: addDays(today, 1) });
    expect(rules.status).toBe(422);
    expect(rules.body.errors).toMatchObject({
      courseExpirationGroupId: ['is not a course we track'],
      passedAt: ["can't be in the future"],
    });
    const file = await create(admin, userId, { certFile: 'upl_AAAAAAAAAAAAAAAAAAAA' });
    expect(file.status).toBe(422);
    expect(file.body.errors.certFile).toEqual(['The uploaded file is no longer valid. Please upload it again.']);
    expect(await memberRow(admin, userId)).toMatchObject({ compliantCourses: 0 });
  });

  it("another group's member or certification is a 404", async () => {
    const { admin, memberIds } = await groupWithAdmin(1);
    const [userId] = memberIds as [string];
    const cert = (await create(admin, userId)).body.data;
    const other = await signedIn(LAKESIDE_ADMIN.email);
    expect((await other.get(`/api/external_certifications.json?user_id=${userId}`)).status).toBe(404);
    expect((await other.get(`/api/external_certifications/${cert.id}.json`)).status).toBe(404);
    expect(
      (
        await other.patch(`/api/external_certifications/${cert.id}.json`, {
          courseExpirationGroupId: 'bls',
          expirationDate: '2030-01-01',
          ceCredits: 1,
        })
      ).status,
    ).toBe(404);
    expect((await other.delete(`/api/external_certifications/${cert.id}.json`)).status).toBe(404);
    expect((await create(other, userId)).status).toBe(404);
    expect((await admin.get(`/api/external_certifications/${cert.id}.json`)).status).toBe(200);
  });

  it('races: two certifications added at once both count; one deleted twice at once is deleted once', async () => {
    const { admin, memberIds } = await groupWithAdmin(1);
    const [userId] = memberIds as [string];
    const [a, b] = await Promise.all([
      create(admin, userId),
      create(admin, userId, { expirationDate: addDays(today, 10), courseExpirationGroupId: 'acls' }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await memberRow(admin, userId)).toMatchObject({ compliantCourses: 2, ce: 8 });
    const deletes = await Promise.all([
      admin.delete(`/api/external_certifications/${a.body.data.id}.json`),
      admin.delete(`/api/external_certifications/${a.body.data.id}.json`),
    ]);
    expect(deletes.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await memberRow(admin, userId)).toMatchObject({ compliantCourses: 1, ce: 4, status: 'compliant' });
    expect((await complianceRows(admin)).map((row) => row.id)).toEqual([b.body.data.id]);
  });

  it('removing a member removes their compliance rows and day counts in the same transaction', async () => {
    const { admin, memberIds } = await groupWithAdmin(2);
    const [leaving, staying] = memberIds as [string, string];
    const date = addDays(today, 40);
    expect((await create(admin, leaving, { expirationDate: date })).status).toBe(201);
    expect((await create(admin, leaving, { expirationDate: date, courseExpirationGroupId: 'acls' })).status).toBe(201);
    expect((await create(admin, staying, { expirationDate: date })).status).toBe(201);
    expect(await complianceRows(admin)).toHaveLength(3);
    expect((await admin.delete(`/api/groups/users/${leaving}`)).status).toBe(200);
    const rows = await complianceRows(admin);
    expect(rows.map((row) => row.user.id)).toEqual([staying]);
  });
});
