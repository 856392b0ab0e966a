// The group admins' channel hears `user-updated` when a member's progress or membership changes
// without their row being rewritten: a completed section, an accepted invitation, joining by code.
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { addGroupMember } from '@functions/data/groups';
import { claimSignupCode } from '@functions/data/group-codes';
import { ApiClient, outboxEmails } from '../support/api-client';
import { enrol, groupWithAdmin, PASSWORD, signedIn, signUpUser } from './group-fixtures';

const stack = inject('stack');
beforeAll(() => {
  Object.assign(process.env, stack.env);
});

/** The admin's channel, collecting every event it hears. */
async function listen(admin: ApiClient) {
  const grant = await admin.get('/api/auth/socket.json');
  const socket = new WebSocket(`${grant.body.url}?token=${grant.body.token}`);
  await new Promise((resolve, reject) => { socket.once('open', resolve); socket.once('error', reject); });
  const events: { event: string; data: { id: string; firstName?: string } }[] = [];
  socket.on('message', (data) => events.push(JSON.parse(data.toString())));
  const heard = (userId: string) => events.filter((e) => e.event === 'user-updated' && e.data.id === userId);
  return { heard, close: () => socket.close() };
}

it('a member completing a section publishes user-updated (once per first completion)', async () => {
  const group = await groupWithAdmin(0, { 'bls-cert': 1 });
  const person = await signUpUser('Lia', 'Live');
  await addGroupMember(group.groupId, person.id, false);
  const enrolled = await enrol(group.admin, person.id, 'bls-cert');
  expect(enrolled.status).toBe(201);
  const channel = await listen(group.admin);

  const learner = await signedIn(person.email, PASSWORD);
  const sections = await learner.get(`/api/user_course_sections.json?userCourseId=${enrolled.body.data.userCourseUuid}`);
  const first = sections.body.data[0].uuid as string;
  expect((await learner.patch(`/api/user_course_sections/${first}.json`, { completed: true })).status).toBe(200);
  await expect.poll(() => channel.heard(person.id).length).toBe(1);
  expect(channel.heard(person.id)[0]!.data).toMatchObject({ id: person.id, firstName: 'Lia', status: 'enrolled' });
  // Completing it again writes nothing and publishes nothing.
  expect((await learner.patch(`/api/user_course_sections/${first}.json`, { completed: true })).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(channel.heard(person.id)).toHaveLength(1);
  channel.close();
});

it('accepting an invitation and joining by the sign-up code publish the new member', async () => {
  const group = await groupWithAdmin(0);
  const channel = await listen(group.admin);
  const email = `joining-${randomUUID()}@example.com`;
  await group.admin.post('/api/groups/invitations/invite.json', { firstName: 'Ina', lastName: 'Invited', email });
  const token = /\/group-portal\/invitation\/([A-Za-z0-9_-]+)/.exec((await outboxEmails(stack, email)).at(-1)!.text)![1];
  const visitor = new ApiClient(stack.url);
  await visitor.bootstrap();
  const accepted = await visitor.post('/api/groups/invitations/accept_invitation.json', { user: { authToken: token, firstName: 'Ina', lastName: 'Invited', password: PASSWORD } });
  expect(accepted.status).toBe(200);
  await expect.poll(() => channel.heard(accepted.body.user.id).length).toBe(1);

  const code = `LIVE${randomUUID().slice(0, 6).toUpperCase()}`;
  expect(await claimSignupCode(group.groupId, code)).toBeTruthy();
  const joiner = new ApiClient(stack.url);
  await joiner.bootstrap();
  const joined = await joiner.post('/api/users/group_signup.json', { signupCode: code, firstName: 'Jo', lastName: 'Joiner', email: `code-${randomUUID()}@example.com`, password: PASSWORD }, { headers: { 'idempotency-key': randomUUID() } });
  expect(joined.status).toBe(201);
  await expect.poll(() => channel.heard(joined.body.user.id).length).toBe(1);
  channel.close();
});
