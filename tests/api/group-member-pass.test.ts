// A group member passes a course the group enrolled them in: their member row leaves 'enrolled' for
// 'compliant', the expiration lands on the compliance page, and the admins' channel hears it.
import { beforeAll, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { getMemberRow } from '@functions/data/group-members';
import { addGroupMember } from '@functions/data/groups';
import { enrol, groupWithAdmin, passCourse, PASSWORD, signedIn, signUpUser } from './group-fixtures';

beforeAll(() => {
  Object.assign(process.env, inject('stack').env);
});

it('moves the member row to compliant, adds the compliance row and publishes user-updated', async () => {
  const group = await groupWithAdmin(0, { 'bls-cert': 1 });
  const person = await signUpUser('Pat', 'Passer');
  await addGroupMember(group.groupId, person.id, false);
  const enrolled = await enrol(group.admin, person.id, 'bls-cert');
  expect(enrolled.status).toBe(201);
  const userCourseUuid = enrolled.body.data.userCourseUuid as string;

  const grant = await group.admin.get('/api/auth/socket.json');
  const socket = new WebSocket(`${grant.body.url}?token=${grant.body.token}`);
  await new Promise((resolve, reject) => { socket.once('open', resolve); socket.once('error', reject); });
  const events: { event: string; data: { id: string; status: string } }[] = [];
  socket.on('message', (data) => events.push(JSON.parse(data.toString())));

  await passCourse(await signedIn(person.email, PASSWORD), userCourseUuid, 'bls');

  expect(await getMemberRow({ id: group.groupId }, person.id)).toMatchObject({ status: 'compliant', pendingCourses: {}, compliantCourses: 1 });
  const compliance = await group.admin.get('/api/groups/user_course_expirations.json');
  expect(compliance.body.data).toEqual([expect.objectContaining({ id: userCourseUuid, compliance: 'Valid', user: expect.objectContaining({ id: person.id }) })]);
  await expect.poll(() => events.some((e) => e.event === 'user-updated' && e.data.id === person.id && e.data.status === 'compliant')).toBe(true);
  socket.close();
  // The seat stays used; the member can be enrolled in the product again later (recertification).
  expect((await group.admin.get('/api/groups/products.json')).body.data[0]).toMatchObject({ quantityUsed: 1 });
});
