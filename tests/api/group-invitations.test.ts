// Invitations: by email (many and one), the email with its single-use link, acceptance by a new
// person (account + session) and by an existing account (joins without re-registering, signed in as
// itself), re-sending invites nobody twice, concurrent acceptance, and the course reminder.
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addGroupMember } from '@functions/data/groups';
import { getMemberRow } from '@functions/data/group-members';
import { getGroupInvite } from '@functions/data/group-invitations';
import * as keys from '@functions/data/keys';
import { db, tableName } from '@functions/data/table';
import { hashToken } from '@functions/lib/crypto';
import { getUserByEmail } from '@functions/data/users';
import { ApiClient, outboxEmails } from '../support/api-client';
import { PASSWORD, enroll, groupWithAdmin, signUpUser } from './group-fixtures';

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
    const first = await group.admin.post('/api/groups/invitations.json', {
      users: emails.map((email) => ({ email, firstName: 'Nia', lastName: 'New' })),
    });
    expect(first).toMatchObject({ status: 200, body: { invited: emails, skipped: [] } });
    const { mails, token } = await tokenIn(emails[0]!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^You are invited to join Group /);
    expect(token).toBeTruthy();
    const again = await group.admin.post('/api/groups/invitations.json', {
      users: [...emails, emails[0]!].map((email) => ({ email })),
    });
    expect(again.body).toEqual({
      invited: [],
      skipped: emails.map((email) => ({ email, reason: 'Already invited' })),
      toaster: expect.anything(),
    });
    expect(await outboxEmails(stack, emails[0]!)).toHaveLength(1);
  });

  it('a new person: the link shows the invitation, accepting needs names and a password (422 per field), then signs them in once', async () => {
    const group = await groupWithAdmin(0);
    const email = `fresh-${randomUUID()}@example.com`;
    expect(
      (await group.admin.post('/api/groups/invitations/invite.json', { firstName: 'Fay', lastName: 'Fresh', email }))
        .status,
    ).toBe(200);
    const { token } = await tokenIn(email);
    const visitor = await anonymous();
    expect(await visitor.get(`/api/groups/invitations/invitation?user%5Bauth_token%5D=${token}`)).toMatchObject({
      status: 200,
      body: { user: { email, firstName: 'Fay', existingAccount: false } },
    });
    expect(
      await visitor.post('/api/groups/invitations/accept_invitation.json', { user: { authToken: token } }),
    ).toMatchObject({
      status: 422,
      body: { errors: { firstName: ["can't be blank"], lastName: ["can't be blank"], password: ["can't be blank"] } },
    });
    expect(
      await visitor.post('/api/groups/invitations/accept_invitation.json', {
        user: { authToken: token, firstName: 'Fay', lastName: 'Fresh', password: 'short' },
      }),
    ).toMatchObject({ status: 422, body: { errors: { 'user.password': expect.any(Array) } } });
    const accepted = await visitor.post('/api/groups/invitations/accept_invitation.json', {
      user: { authToken: token, firstName: 'Fay', lastName: 'Fresh', password: 'Str0ngPassword' },
    });
    expect(accepted).toMatchObject({
      status: 200,
      body: { redirect: '/dashboard', user: { email, groupId: group.groupId } },
    });
    expect((await visitor.get('/api/bootstrap.json')).body.currentUser.email).toBe(email);
    expect(await getMemberRow({ id: group.groupId }, accepted.body.user.id)).toMatchObject({
      status: 'needs_attention',
    });
    // Single use.
    expect(
      (await (await anonymous()).get(`/api/groups/invitations/invitation?user%5Bauth_token%5D=${token}`)).status,
    ).toBe(404);
    expect(
      (
        await (
          await anonymous()
        ).post('/api/groups/invitations/accept_invitation.json', {
          user: { authToken: token, firstName: 'F', lastName: 'F', password: 'Str0ngPassword' },
        })
      ).status,
    ).toBe(404);
  });

  it('an existing account joins the group without registering again; two acceptances at once: one joins, one is a 404', async () => {
    const group = await groupWithAdmin(0);
    const person = await signUpUser('Ezra', 'Existing');
    await group.admin.post('/api/groups/invitations.json', { users: [{ email: person.email }] });
    const { token } = await tokenIn(person.email);
    expect(
      (await (await anonymous()).get(`/api/groups/invitations/invitation?user%5Bauth_token%5D=${token}`)).body.user,
    ).toMatchObject({ existingAccount: true, firstName: 'Ezra' });
    const replies = await Promise.all(
      [1, 2].map(() =>
        person.client.post('/api/groups/invitations/accept_invitation.json', { user: { authToken: token } }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(replies.find((r) => r.status === 200)!.body).toEqual({ user: null, redirect: '/dashboard' });
    expect(await getUserByEmail(person.email)).toMatchObject({ id: person.id, groupId: group.groupId });
    const list = await group.admin.get('/api/groups/users.json');
    expect(list.body.pagination.totalEntries).toBe(2);
    // A member is not invited again.
    expect(
      await group.admin.post('/api/groups/invitations/invite.json', {
        firstName: 'E',
        lastName: 'E',
        email: person.email,
      }),
    ).toMatchObject({ status: 422, body: { errors: { email: ['Already a member'] } } });
  });

  it('refuses a bad email (422) and an unknown token (404)', async () => {
    const group = await groupWithAdmin(0);
    expect(
      await group.admin.post('/api/groups/invitations/invite.json', {
        firstName: 'A',
        lastName: 'B',
        email: 'not-an-email',
      }),
    ).toMatchObject({ status: 422, body: { errors: { email: ['Email is invalid'] } } });
    expect(
      (await (await anonymous()).get('/api/groups/invitations/invitation?user%5Bauth_token%5D=nothing')).status,
    ).toBe(404);
  });
});

/** Moves an invitation's link 31 days into the past: the record and the token item both expired. */
async function expireInvitation(groupId: string, email: string, token: string) {
  const past = Date.now() - 31 * 86_400_000;
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.groupInvite(groupId, email),
      UpdateExpression: 'SET expiresAt = :at',
      ExpressionAttributeValues: { ':at': new Date(Date.now() - 86_400_000).toISOString() },
    }),
  );
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.invitation(hashToken(token)),
      UpdateExpression: 'SET #ttl = :ttl',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':ttl': Math.floor(past / 1000) },
    }),
  );
}

const invitationStatus = async (token: string) =>
  (await (await anonymous()).get(`/api/groups/invitations/invitation?user%5Bauth_token%5D=${token}`)).status;

describe('inviting an address again', () => {
  it('after the link expired: a fresh link replaces the old one, which then leads to does-not-exist', async () => {
    const group = await groupWithAdmin(0);
    const email = `lapsed-${randomUUID()}@example.com`;
    await group.admin.post('/api/groups/invitations/invite.json', { firstName: 'Lee', lastName: 'Lapsed', email });
    const { token: old } = await tokenIn(email);
    expect(await getGroupInvite(group.groupId, email)).toMatchObject({
      tokenHash: hashToken(old!),
      expiresAt: expect.any(String),
    });
    // While the link is live nobody is invited twice.
    expect(
      await group.admin.post('/api/groups/invitations/invite.json', { firstName: 'Lee', lastName: 'Lapsed', email }),
    ).toMatchObject({ status: 422, body: { errors: { email: ['Already invited'] } } });
    await expireInvitation(group.groupId, email, old!);
    expect(
      await group.admin.post('/api/groups/invitations.json', {
        users: [{ email, firstName: 'Lee', lastName: 'Lapsed' }],
      }),
    ).toMatchObject({ status: 200, body: { invited: [email], skipped: [] } });
    const { mails, token: fresh } = await tokenIn(email);
    expect(mails).toHaveLength(2);
    expect(fresh).not.toBe(old);
    expect(await invitationStatus(old!)).toBe(404);
    expect(
      (
        await (
          await anonymous()
        ).post('/api/groups/invitations/accept_invitation.json', {
          user: { authToken: old, firstName: 'L', lastName: 'L', password: PASSWORD },
        })
      ).status,
    ).toBe(404);
    expect(await invitationStatus(fresh!)).toBe(200);
    // The re-upload rule holds for the fresh link.
    expect((await group.admin.post('/api/groups/invitations.json', { users: [{ email }] })).body.skipped).toEqual([
      { email, reason: 'Already invited' },
    ]);
  });

  it('two re-invites of an expired address at once send one fresh link', async () => {
    const group = await groupWithAdmin(0);
    const email = `race-${randomUUID()}@example.com`;
    await group.admin.post('/api/groups/invitations/invite.json', { firstName: 'Ray', lastName: 'Race', email });
    const { token: old } = await tokenIn(email);
    await expireInvitation(group.groupId, email, old!);
    const replies = await Promise.all(
      [1, 2].map(() =>
        group.admin.post('/api/groups/invitations/invite.json', { firstName: 'Ray', lastName: 'Race', email }),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 422]);
    expect(await outboxEmails(stack, email)).toHaveLength(2);
  });

  it('after the member was removed: the address can be invited again and accept again', async () => {
    const group = await groupWithAdmin(0);
    const person = await signUpUser('Rita', 'Returning');
    await group.admin.post('/api/groups/invitations.json', { users: [{ email: person.email }] });
    const { token: first } = await tokenIn(person.email);
    expect(
      (await person.client.post('/api/groups/invitations/accept_invitation.json', { user: { authToken: first } }))
        .status,
    ).toBe(200);
    expect(await getGroupInvite(group.groupId, person.email)).toBeNull();
    expect((await group.admin.delete(`/api/groups/users/${person.id}`)).status).toBe(200);
    expect(await group.admin.post('/api/groups/invitations.json', { users: [{ email: person.email }] })).toMatchObject({
      status: 200,
      body: { invited: [person.email] },
    });
    const { token: second } = await tokenIn(person.email);
    expect(second).not.toBe(first);
    expect(
      (await person.client.post('/api/groups/invitations/accept_invitation.json', { user: { authToken: second } }))
        .status,
    ).toBe(200);
    expect(await getUserByEmail(person.email)).toMatchObject({ groupId: group.groupId });
  });

  it('removing an invited member who joined another way also ends their live link', async () => {
    const group = await groupWithAdmin(0);
    const person = await signUpUser('Cody', 'Coded');
    await group.admin.post('/api/groups/invitations.json', { users: [{ email: person.email }] });
    const { token } = await tokenIn(person.email);
    await addGroupMember(group.groupId, person.id, false);
    expect((await group.admin.delete(`/api/groups/users/${person.id}`)).status).toBe(200);
    expect(await invitationStatus(token!)).toBe(404);
  });

  it('an account of another group is not invitable, and its acceptance is refused before the link is used up', async () => {
    const group = await groupWithAdmin(0);
    const other = await groupWithAdmin(0);
    const elsewhere = await signUpUser('Olga', 'Other');
    await addGroupMember(other.groupId, elsewhere.id, false);
    expect(
      await group.admin.post('/api/groups/invitations.json', { users: [{ email: elsewhere.email }] }),
    ).toMatchObject({
      status: 200,
      body: {
        invited: [],
        skipped: [{ email: elsewhere.email, reason: 'This address cannot be invited to your group.' }],
      },
    });
    expect(
      await group.admin.post('/api/groups/invitations/invite.json', {
        firstName: 'O',
        lastName: 'O',
        email: elsewhere.email,
      }),
    ).toMatchObject({ status: 422, body: { errors: { email: ['This address cannot be invited to your group.'] } } });

    // Invited while free, then joined another group: accepting is a 422 and the link stays usable.
    const person = await signUpUser('Jo', 'Joiner');
    await group.admin.post('/api/groups/invitations.json', { users: [{ email: person.email }] });
    const { token } = await tokenIn(person.email);
    await addGroupMember(other.groupId, person.id, false);
    expect(
      await person.client.post('/api/groups/invitations/accept_invitation.json', { user: { authToken: token } }),
    ).toMatchObject({ status: 422, body: { errors: { base: ['This account already belongs to another group.'] } } });
    expect(await invitationStatus(token!)).toBe(200);
    expect(await getGroupInvite(group.groupId, person.email)).not.toBeNull();
  });
});

describe('POST /api/groups/users/send_complete_course_reminder.json', () => {
  it("emails a member with a pending course; 422 with none; another group's member is a 404", async () => {
    const group = await groupWithAdmin(2, { 'bls-cert': 1 });
    const other = await groupWithAdmin(0);
    const person = await signUpUser('Rae', 'Reminder');
    await group.admin.post('/api/groups/invitations.json', { users: [{ email: person.email }] });
    const { token } = await tokenIn(person.email);
    await person.client.post('/api/groups/invitations/accept_invitation.json', { user: { authToken: token } });
    expect(
      await group.admin.post('/api/groups/users/send_complete_course_reminder.json', { email: person.email }),
    ).toMatchObject({ status: 422, body: { errors: { email: ['This member has no course to complete.'] } } });
    expect((await enroll(group.admin, person.id, 'bls-cert')).status).toBe(201);
    expect(
      (await group.admin.post('/api/groups/users/send_complete_course_reminder.json', { email: person.email })).status,
    ).toBe(200);
    expect((await outboxEmails(stack, person.email)).map((mail) => mail.subject)).toContain(
      'Reminder: complete your course',
    );
    expect(
      (await other.admin.post('/api/groups/users/send_complete_course_reminder.json', { email: person.email })).status,
    ).toBe(404);
  });
});
