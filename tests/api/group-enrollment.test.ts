// Enrollment from the group's seat ledger: seats never oversold, the same enrollment once, un-enrollment
// and member removal give seats back, all through the local gateway against DynamoDB Local.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getGroup } from '@functions/data/groups';
import { getGroupSeats } from '@functions/data/group-seats';
import { getMemberRow } from '@functions/data/group-members';
import { getUserById } from '@functions/data/users';
import { getLatestUserCourseUuid } from '@functions/data/learning';
import { groupScopeOf } from '@functions/lib/group-scope';
import { enroll, groupWithAdmin } from './group-fixtures';

beforeAll(() => {
  Object.assign(process.env, inject('stack').env);
});

const seatsOf = async (groupId: string, productId: string) => getGroupSeats(groupScopeOf({ groupId }), productId);

describe('POST /api/groups/products/enroll.json', () => {
  it('20 concurrent enrollments of 20 members for 5 seats: exactly 5 enroll, 15 hear there are none left', async () => {
    const group = await groupWithAdmin(20, { 'bls-cert': 5 });
    const replies = await Promise.all(group.memberIds.map((userId) => enroll(group.admin, userId, 'bls-cert')));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = replies.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual(Array(15).fill(409));
    expect(refused.every((r) => r.body.message === 'No courses available for enrollment')).toBe(true);
    expect(await seatsOf(group.groupId, 'bls-cert')).toMatchObject({ quantityPurchased: 5, quantityUsed: 5 });
    const products = await group.admin.get('/api/groups/products.json');
    expect(products.body.data).toEqual([
      expect.objectContaining({ id: 'bls-cert', quantityPurchased: 5, quantityUsed: 5, quantityAvailable: 0 }),
    ]);
    const counters = (await getGroup(group.groupId)) as unknown as Record<string, number>;
    expect([counters.statusCount_enrolled, counters.statusCount_needs_attention]).toEqual([5, 16]);
  });

  it('the same member and product enrolled twice at once: one enrollment, one seat', async () => {
    const group = await groupWithAdmin(1, { 'acls-cert': 3 });
    const [member] = group.memberIds;
    const replies = await Promise.all([1, 2, 3].map(() => enroll(group.admin, member!, 'acls-cert')));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(replies.find((r) => r.status === 409)!.body.message).toBe('This member is already enrolled in this course.');
    expect(await seatsOf(group.groupId, 'acls-cert')).toMatchObject({ quantityUsed: 1 });
    const row = await getMemberRow({ id: group.groupId }, member!);
    expect(row).toMatchObject({ status: 'enrolled' });
    expect(Object.keys(row!.pendingCourses)).toHaveLength(1);
  });

  it('answers 201 with the member course row, and the member list shows the pending course', async () => {
    const group = await groupWithAdmin(1, { 'pals-cert': 2 });
    const reply = await enroll(group.admin, group.memberIds[0]!, 'pals-cert');
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({
      status: 'in_progress',
      examType: 'Certification',
      groupId: group.groupId,
      canUnenroll: true,
      progress: 0,
    });
    const list = await group.admin.get('/api/groups/users.json?status=%3D%3D:enrolled');
    expect(list.body.data.map((row: { id: string }) => row.id)).toEqual([group.memberIds[0]]);
    expect(list.body.data[0].pendingCourses).toEqual([
      { name: 'PALS Certification', color: expect.any(String), productId: 'pals-cert' },
    ]);
    expect(list.body.pagination.totalEntries).toBe(1);
  });

  it("refuses a product the group has not bought (422), an unknown member (404) and another group's member (404)", async () => {
    const group = await groupWithAdmin(1, { 'bls-cert': 1 });
    const other = await groupWithAdmin(1, { 'bls-cert': 1 });
    expect(await enroll(group.admin, group.memberIds[0]!, 'nrp-cert')).toMatchObject({
      status: 422,
      body: { errors: { productId: ['Your group has not purchased this course.'] } },
    });
    expect((await enroll(group.admin, 'no-such-user', 'bls-cert')).status).toBe(404);
    expect((await enroll(group.admin, other.memberIds[0]!, 'bls-cert')).status).toBe(404);
    expect(await seatsOf(other.groupId, 'bls-cert')).toMatchObject({ quantityUsed: 0 });
  });
});

describe('DELETE /api/groups/user_exams/{id}.json', () => {
  it('un-enrolls a course in progress: the seat comes back, the member needs attention again, the course is gone', async () => {
    const group = await groupWithAdmin(1, { 'cpr-cert': 1 });
    const member = group.memberIds[0]!;
    const { body } = await enroll(group.admin, member, 'cpr-cert');
    const exams = await group.admin.get(`/api/groups/users/${member}/user_exams.json`);
    expect(exams.body.data.map((row: { id: string }) => row.id)).toEqual([body.data.id]);
    // Two at once: one un-enrolls, the other finds nothing left to un-enroll.
    const replies = await Promise.all(
      [1, 2].map(() => group.admin.delete(`/api/groups/user_exams/${body.data.id}.json`)),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await seatsOf(group.groupId, 'cpr-cert')).toMatchObject({ quantityUsed: 0 });
    expect(await getMemberRow({ id: group.groupId }, member)).toMatchObject({
      status: 'needs_attention',
      pendingCourses: {},
    });
    expect(await getLatestUserCourseUuid(member, 'cpr')).toBeNull();
    expect((await group.admin.get(`/api/groups/users/${member}/user_exams.json`)).body.data).toEqual([]);
    // The seat is there to use again.
    expect((await enroll(group.admin, member, 'cpr-cert')).status).toBe(201);
  });

  it("is a 404 for another group's course and for an id that names nothing", async () => {
    const group = await groupWithAdmin(1, { 'cpr-cert': 1 });
    const other = await groupWithAdmin(0);
    const { body } = await enroll(group.admin, group.memberIds[0]!, 'cpr-cert');
    expect((await other.admin.delete(`/api/groups/user_exams/${body.data.id}.json`)).status).toBe(404);
    expect((await group.admin.delete('/api/groups/user_exams/nothing.json')).status).toBe(404);
    expect(await seatsOf(group.groupId, 'cpr-cert')).toMatchObject({ quantityUsed: 1 });
  });
});

describe('DELETE /api/groups/users/{id}', () => {
  it('removes the member, deletes their pending group courses and returns the seats, in one go', async () => {
    const group = await groupWithAdmin(2, { 'bls-cert': 2, 'acls-cert': 2 });
    const [leaving, staying] = group.memberIds as [string, string];
    for (const productId of ['bls-cert', 'acls-cert'])
      expect((await enroll(group.admin, leaving, productId)).status).toBe(201);
    expect((await enroll(group.admin, staying, 'bls-cert')).status).toBe(201);
    const reply = await group.admin.delete(`/api/groups/users/${leaving}`);
    expect(reply).toMatchObject({ status: 200, body: { toaster: { type: 'success' } } });
    expect(await seatsOf(group.groupId, 'bls-cert')).toMatchObject({ quantityUsed: 1 });
    expect(await seatsOf(group.groupId, 'acls-cert')).toMatchObject({ quantityUsed: 0 });
    expect(await getMemberRow({ id: group.groupId }, leaving)).toBeNull();
    expect(await getUserById(leaving)).toMatchObject({ groupId: null, groupAdmin: false });
    expect(await getLatestUserCourseUuid(leaving, 'bls')).toBeNull();
    expect((await getGroup(group.groupId))?.memberCount).toBe(2);
    expect((await group.admin.get(`/api/groups/users/${leaving}.json`)).status).toBe(404);
    expect((await group.admin.delete(`/api/groups/users/${leaving}`)).status).toBe(404);
  });

  it("refuses to remove the admin themselves (422) and another group's member (404)", async () => {
    const group = await groupWithAdmin(0);
    const other = await groupWithAdmin(1);
    expect(await group.admin.delete(`/api/groups/users/${group.adminId}`)).toMatchObject({
      status: 422,
      body: { errors: { base: ['You cannot remove yourself from your group.'] } },
    });
    expect((await group.admin.delete(`/api/groups/users/${other.memberIds[0]}`)).status).toBe(404);
    expect((await getGroup(other.groupId))?.memberCount).toBe(2);
  });
});
