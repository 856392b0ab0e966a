// A group member passes a course the group enrolled them in: their member row leaves 'enrolled' for
// 'compliant', the expiration lands on the compliance page, and the admins' channel hears it.
import { beforeAll, expect, inject, it } from 'vitest';
import { getMemberRow } from '@functions/data/group-members';
import { enrolledMember, groupWithAdmin, listenToGroup, passCourse, PASSWORD, signedIn } from './group-fixtures';

beforeAll(() => {
  Object.assign(process.env, inject('stack').env);
});

it('moves the member row to compliant, adds the compliance row and publishes user-updated', async () => {
  const group = await groupWithAdmin(0, { 'bls-cert': 1 });
  const person = await enrolledMember(group, 'bls-cert', 'Pat', 'Passer');
  const { userCourseUuid } = person;
  const channel = await listenToGroup(group.admin);

  await passCourse(await signedIn(person.email, PASSWORD), userCourseUuid, 'bls');

  expect(await getMemberRow({ id: group.groupId }, person.id)).toMatchObject({
    status: 'compliant',
    pendingCourses: {},
    compliantCourses: 1,
  });
  const compliance = await group.admin.get('/api/groups/user_course_expirations.json');
  expect(compliance.body.data).toEqual([
    expect.objectContaining({
      id: userCourseUuid,
      compliance: 'Valid',
      user: expect.objectContaining({ id: person.id }),
    }),
  ]);
  await expect.poll(() => channel.heard(person.id).some((e) => e.data.status === 'compliant')).toBe(true);
  channel.close();
  // The seat stays used; the member can be enrolled in the product again later (recertification).
  expect((await group.admin.get('/api/groups/products.json')).body.data[0]).toMatchObject({ quantityUsed: 1 });
});
