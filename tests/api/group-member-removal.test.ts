// Removing a member leaves nothing of theirs behind in the group: a failed group course's seat comes
// back (its hold and course deleted), their external certifications and files go, and a member with
// more rows than one transaction holds is removed in batches, the member row last.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, localDate } from '@shared/rules/dates';
import { putObject } from '@functions/adapters/storage';
import { getExternalCertification } from '@functions/data/group-certifications';
import { getMemberRow, memberExpirationsDelete } from '@functions/data/group-members';
import { getSeatHold } from '@functions/data/group-seats';
import { getUserCourse } from '@functions/data/learning';
import { companyTimeZone } from '@functions/domain/company/company-settings';
import { checkedFields, storeCertification } from '@functions/domain/groups/external-certifications';
import { recordFinishedCourse } from '@functions/domain/groups/member-courses';
import { groupScopeOf } from '@functions/lib/group-scope';
import { enrolledMember, groupWithAdmin, passCourse, PASSWORD, signedIn, uploadCertFile } from './group-fixtures';

beforeAll(() => {
  Object.assign(process.env, inject('stack').env);
});

const today = async () => localDate(new Date(), await companyTimeZone());

describe('DELETE /api/groups/users/{id}', () => {
  it('a failed group course: the seat returns, the hold and the course go', async () => {
    const group = await groupWithAdmin(0, { 'bls-cert': 1 });
    const person = await enrolledMember(group, 'bls-cert', 'Fin', 'Failed');
    const { userCourseUuid } = person;
    await passCourse(await signedIn(person.email, PASSWORD), userCourseUuid, 'bls', 'failed');
    expect((await group.admin.get('/api/groups/products.json')).body.data[0]).toMatchObject({ quantityUsed: 1 });

    expect((await group.admin.delete(`/api/groups/users/${person.id}`)).status).toBe(200);
    expect((await group.admin.get('/api/groups/products.json')).body.data[0]).toMatchObject({
      quantityUsed: 0,
      quantityAvailable: 1,
    });
    expect(await getSeatHold({ id: group.groupId }, person.id, 'bls-cert')).toBeNull();
    expect(await getUserCourse(person.id, userCourseUuid)).toBeNull();
  });

  it('their external certifications and the files go with them', async () => {
    const {
      admin,
      groupId,
      memberIds: [userId],
    } = await groupWithAdmin(1);
    const created = await admin.post(
      '/api/external_certifications.json',
      {
        userId,
        courseExpirationGroupId: 'acls',
        expirationDate: addDays(await today(), 300),
        ceCredits: 2,
        certFile: await uploadCertFile(admin, 'leaving card'),
      },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(created.status).toBe(201);
    const fileUrl = created.body.data.attachedCertFile.url as string;
    expect(await (await fetch(fileUrl)).text()).toContain('leaving card');

    expect((await admin.delete(`/api/groups/users/${userId}`)).status).toBe(200);
    expect(await getExternalCertification({ id: groupId } as never, created.body.data.id)).toBeNull();
    expect((await fetch(fileUrl)).status).toBe(404);
  });

  it('a member with more rows than one transaction holds is removed in batches; every count ends where it started', async () => {
    const {
      admin,
      groupId,
      memberIds: [userId],
    } = await groupWithAdmin(1);
    const day = await today();
    const group = groupScopeOf({ groupId });
    const summaryBefore = (await admin.get('/api/groups/user_course_expirations/summary.json')).body;
    // 40 certifications on 40 days: 3 items each (certification, compliance row, day counter) and more.
    const courses = ['acls', 'pals', 'bls', 'nrp', 'cpr'];
    for (let i = 0; i < 40; i += 1) {
      const key = `external-certifications/${groupId}/${userId}-${i}.pdf`;
      await putObject('private', key, new TextEncoder().encode(`%PDF-1.4\n% card ${i}\n`), 'application/pdf');
      const input = {
        userId: userId!,
        courseExpirationGroupId: courses[i % courses.length]!,
        expirationDate: addDays(day, 100 + i),
        ceCredits: 1,
      };
      await storeCertification(
        group,
        input,
        await checkedFields(input, day),
        { filename: `card-${i}.pdf`, key, bucket: 'private', contentType: 'application/pdf' },
        null,
        day,
      );
    }
    // And 35 passes completed on 35 days (progress-report rows with their day counters).
    for (let i = 0; i < 35; i += 1) {
      await recordFinishedCourse(
        groupId,
        userId!,
        {
          userCourseUuid: randomUUID(),
          courseId: 'bls',
          courseName: 'BLS',
          productIds: ['bls-cert'],
          expirationDate: addDays(day, 10 + i),
          passedOn: addDays(day, -i),
        },
        day,
      );
    }
    const member = (await getMemberRow(group, userId!))!;
    expect(Object.keys(member.expirations ?? {})).toHaveLength(75);
    expect(memberExpirationsDelete(member).length + 40).toBeGreaterThan(100);
    const reportBefore = (await admin.get('/api/groups/user_exams.json')).body.pagination.totalEntries as number;
    expect(reportBefore).toBe(35);

    expect((await admin.delete(`/api/groups/users/${userId}`)).status).toBe(200);
    expect(await getMemberRow(group, userId!)).toBeNull();
    expect((await admin.get('/api/groups/user_course_expirations.json?perPage=100')).body.data).toEqual([]);
    expect((await admin.get('/api/groups/user_course_expirations/summary.json')).body).toEqual(summaryBefore);
    expect((await admin.get('/api/groups/users.json')).body.pagination.totalEntries).toBe(1);
    expect((await admin.get('/api/groups/user_exams.json')).body.pagination.totalEntries).toBe(0);
  });
});
