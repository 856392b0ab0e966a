// The group admins' channel hears `user-updated` when a member's progress or membership changes
// without their row being rewritten: a completed section, an accepted invitation, joining by code.
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, inject, it } from 'vitest';
import { claimSignupCode } from '@functions/data/group-codes';
import { ApiClient, outboxEmails } from '../support/api-client';
import { confirmAddress } from '../support/accounts';
import { enrolledMember, groupWithAdmin, listenToGroup, PASSWORD, signedIn } from './group-fixtures';

const stack = inject('stack');
beforeAll(() => {
  Object.assign(process.env, stack.env);
});

it('a member completing a section publishes user-updated (once per first completion)', async () => {
  const group = await groupWithAdmin(0, { 'bls-cert': 1 });
  const person = await enrolledMember(group, 'bls-cert', 'Lia', 'Live');
  const channel = await listenToGroup(group.admin);

  const learner = await signedIn(person.email, PASSWORD);
  const sections = await learner.get(`/api/user_course_sections.json?userCourseId=${person.userCourseUuid}`);
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
  const channel = await listenToGroup(group.admin);
  const email = `joining-${randomUUID()}@example.com`;
  await group.admin.post('/api/groups/invitations/invite.json', { firstName: 'Ina', lastName: 'Invited', email });
  const token = /\/group-portal\/invitation\/([A-Za-z0-9_-]+)/.exec(
    (await outboxEmails(stack, email)).at(-1)!.text,
  )![1];
  const visitor = new ApiClient(stack.url);
  await visitor.bootstrap();
  const accepted = await visitor.post('/api/groups/invitations/accept_invitation.json', {
    user: { authToken: token, firstName: 'Ina', lastName: 'Invited', password: PASSWORD },
  });
  expect(accepted.status).toBe(200);
  await expect.poll(() => channel.heard(accepted.body.user.id).length).toBe(1);

  const code = `LIVE${randomUUID().slice(0, 6).toUpperCase()}`;
  expect(await claimSignupCode(group.groupId, code)).toBeTruthy();
  const joiner = new ApiClient(stack.url);
  await joiner.bootstrap();
  const joinerEmail = `code-${randomUUID()}@example.com`;
  const joined = await joiner.post(
    '/api/users/group_signup.json',
    { signupCode: code, firstName: 'Jo', lastName: 'Joiner', email: joinerEmail, password: PASSWORD },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(joined.status).toBe(201);
  // The join takes effect with the emailed link.
  await confirmAddress(joiner, joinerEmail);
  await expect.poll(() => channel.heard(joined.body.user.id).length).toBe(1);
  channel.close();
});
