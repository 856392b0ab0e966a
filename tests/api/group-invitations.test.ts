// Invitations: by email (many and one), the email with its single-use link, acceptance by a new
// person (account + session) and by an existing account (joins without re-registering), re-sending
// invites nobody twice, concurrent acceptance, and the course reminder.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getMemberRow } from '@functions/data/group-members';
import { getUserByEmail } from '@functions/data/users';
import { ApiClient, outboxEmails } from '../support/api-client';
import { enrol, groupWithAdmin, signUpUser } from './group-fixtures';

const stack = inject('stack');
beforeAll(() => {
  Object.assign(process.env, stack.env);
});

const tokenIn = async (email: string) => {
  const mails = await outboxEmails(stack, email);
  const link = /\/group-portal\/invitation\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '');
  return { mails, token: link?.[1] };
};

const anonymous = async () => {
  const client = new ApiClient(stack.url);
  await client.bootstrap();
  return client;
};

describe('inviting and accepting', () => {
  it('invites addresses once: the email carries a single-use link; sending the same list again invites nobody', async () => {
    const group = await groupWithAdmin(0);
    const emails = [`new-${randomUUID()}@example.com`, `other-${randomUUID()}@example.com`];
    const first = await group.admin.post('/api/groups/invitations.json', { users: emails.map((email) => ({ email, firstName: 'Nia', lastName: 'New' })) });
    expect(first).toMatchObject({ status: 200, body: { invited: emails, skipped: [] } });
    const { mails, token } = await tokenIn(emails[0]!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^You are invited to join Group /);
    expect(token).toBeTruthy();
    const again = await group.admin.post('/api/groups/invitations.json', { users: [...emails, emails[0]!].map((email) => ({ email })) });
    expect(again.body).toEqual({ invited: [], skipped: emails.map((email) => ({ email, reason: 'Already invited' })), toaster: expect.anything() });
    expect(await outboxEmails(stack, emails[0]!)).toHaveLength(1);
  });

  it('a new person: the link shows the invitation, accepting needs names and a password (422 per field), then signs them in once', async () => {
    const group = await groupWithAdmin(0);
    const email = `fresh-${randomUUID()}@example.com`;
    expect((await group.admin.post('/api/groups/invitations/invite.json', { firstName: 'Fay', lastName: 'Fresh', email })).status).toBe(200);
    const { token } = await tokenIn(email);
    const visitor = await anonymous();
    expect(await visitor.get(`/api/groups/invitations/invitation?user%5Bauth_token%5D=${token}`)).toMatchObject({ status: 200, body: { user: { email, firstName: 'Fay', existingAccount: false } } });
    expect(await visitor.post('/api/groups/invitations/accept_invitation.json', { user: { authToken: token } })).toMatchObject({ status: 422, body: { errors: { firstName: ["can't be blank"], lastName: ["can't be blank"], password: ["can't be blank"] } } });
    expect(await visitor.post('/api/groups/invitations/accept_invitation.json', { user: { authToken: token, firstName: 'Fay', lastName: 'Fresh', password: 'short' } })).toMatchObject({ status: 422, body: { errors: { 'user.password': expect.any(Array) } } });
    const accepted = await visitor.post('/api/groups/invitations/accept_invitation.json', { user: { authToken: token, firstName: 'Fay', lastName: 'Fresh', password: 'Str0ngPassword' } });
    expect(accepted).toMatchObject({ status: 200, body: { redirect: '/dashboard', user: { email, groupId: group.groupId } } });
    expect((await visitor.get('/api/bootstrap.json')).body.currentUser.email).toBe(email);
    expect(await getMemberRow({ id: group.groupId }, accepted.body.user.id)).toMatchObject({ status: 'needs_attention' });
    // Single use.
    expect((await (await anonymous()).get(`/api/groups/invitations/invitation?user%5Bauth_token%5D=${token}`)).status).toBe(404);
    expect((await (await anonymous()).post('/api/groups/invitations/accept_invitation.json', { user: { authToken: token, firstName: 'F', lastName: 'F', password: 'Str0ngPassword' } })).status).toBe(404);
  });

  it('an existing account joins the group without registering again; two acceptances at once: one joins, one is a 404', async () => {
    const group = await groupWithAdmin(0);
    const person = await signUpUser('Ezra', 'Existing');
    await group.admin.post('/api/groups/invitations.json', { users: [{ email: person.email }] });
    const { token } = await tokenIn(person.email);
    expect((await (await anonymous()).get(`/api/groups/invitations/invitation?user%5Bauth_token%5D=${token}`)).body.user).toMatchObject({ existingAccount: true, firstName: 'Ezra' });
    const replies = await Promise.all([1, 2].map(async () => (await anonymous()).post('/api/groups/invitations/accept_invitation.json', { user: { authToken: token } })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(replies.find((r) => r.status === 200)!.body).toEqual({ user: null, redirect: '/dashboard' });
    expect(await getUserByEmail(person.email)).toMatchObject({ id: person.id, groupId: group.groupId });
    const list = await group.admin.get('/api/groups/users.json');
    expect(list.body.pagination.totalEntries).toBe(2);
    // A member is not invited again.
    expect(await group.admin.post('/api/groups/invitations/invite.json', { firstName: 'E', lastName: 'E', email: person.email })).toMatchObject({ status: 422, body: { errors: { email: ['Already a member'] } } });
  });

  it('refuses a bad email (422) and an unknown token (404)', async () => {
    const group = await groupWithAdmin(0);
    expect(await group.admin.post('/api/groups/invitations/invite.json', { firstName: 'A', lastName: 'B', email: 'not-an-email' })).toMatchObject({ status: 422, body: { errors: { email: ['Email is invalid'] } } });
    expect((await (await anonymous()).get('/api/groups/invitations/invitation?user%5Bauth_token%5D=nothing')).status).toBe(404);
  });
});

describe('POST /api/groups/users/send_complete_course_reminder.json', () => {
  it("emails a member with a pending course; 422 with none; another group's member is a 404", async () => {
    const group = await groupWithAdmin(2, { 'bls-cert': 1 });
    const other = await groupWithAdmin(0);
    const person = await signUpUser('Rae', 'Reminder');
    await group.admin.post('/api/groups/invitations.json', { users: [{ email: person.email }] });
    const { token } = await tokenIn(person.email);
    await (await anonymous()).post('/api/groups/invitations/accept_invitation.json', { user: { authToken: token } });
    expect(await group.admin.post('/api/groups/users/send_complete_course_reminder.json', { email: person.email })).toMatchObject({ status: 422, body: { errors: { email: ['This member has no course to complete.'] } } });
    expect((await enrol(group.admin, person.id, 'bls-cert')).status).toBe(201);
    expect((await group.admin.post('/api/groups/users/send_complete_course_reminder.json', { email: person.email })).status).toBe(200);
    expect((await outboxEmails(stack, person.email)).map((mail) => mail.subject)).toContain('Reminder: complete your course');
    expect((await other.admin.post('/api/groups/users/send_complete_course_reminder.json', { email: person.email })).status).toBe(404);
  });
});
