// The group admins' pending invitations: the list (who, by whom, when sent, when it expires; an
// accepted one leaves it), sending one again (a new link, the old one gone; at most every ten
// minutes), withdrawing one (its link then says so and cannot be accepted), and the races: a resend
// against a resend, a revocation against an acceptance.
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { INVITATION_GONE, INVITATION_REVOKED } from '@shared/rules/group-invitations';
import { addGroupMember } from '@functions/data/groups';
import * as keys from '@functions/data/keys';
import { db, tableName } from '@functions/data/table';
import { ApiClient } from '../support/api-client';
import { groupWithAdmin, signUpUser } from './group-fixtures';
import { invitationLinkTo, sentMinutesAgo } from './pending-invitations-fixtures';

beforeAll(() => {
  Object.assign(process.env, inject('stack').env);
});

const anonymous = async () => {
  const client = new ApiClient(inject('stack').url);
  await client.bootstrap();
  return client;
};
const readLink = async (token: string) =>
  (await anonymous()).get(`/api/groups/invitations/invitation?user%5Bauth_token%5D=${token}`);
const acceptAsNewPerson = async (token: string) =>
  (await anonymous()).post('/api/groups/invitations/accept_invitation.json', {
    user: { authToken: token, firstName: 'Pat', lastName: 'Pending', password: 'Str0ngPassword' },
  });

async function invitedGroup(count = 1) {
  const group = await groupWithAdmin(0);
  const emails = Array.from(
    { length: count },
    (_, i) => `pending-${String.fromCharCode(97 + i)}-${randomUUID()}@example.com`,
  );
  const sent = await group.admin.post('/api/groups/invitations.json', {
    users: emails.map((email) => ({ email, firstName: 'Pat', lastName: 'Pending' })),
  });
  expect(sent.body.invited).toHaveLength(count);
  return { ...group, emails };
}

describe('the pending list', () => {
  it('shows each invitation not yet accepted, by address, with who sent it and when it expires; an accepted one leaves it', async () => {
    const group = await invitedGroup(2);
    const listed = await group.admin.get('/api/groups/invitations.json');
    expect(listed.status).toBe(200);
    expect(listed.body.pagination).toMatchObject({ page: 1, perPage: 10, totalEntries: 2, totalPages: 1 });
    const first = listed.body.data[0];
    expect(first).toEqual({
      email: group.emails[0],
      firstName: 'Pat',
      lastName: 'Pending',
      invitedAt: expect.any(String),
      invitedBy: 'Gina Admin',
      sentAt: first.invitedAt,
      expiresAt: expect.any(String),
      expired: false,
      resendableAt: expect.any(String),
    });
    const validDays = (Date.parse(first.expiresAt) - Date.parse(first.sentAt)) / 86_400_000;
    expect(validDays).toBe(30);
    const { token } = await invitationLinkTo(group.emails[0]!);
    expect((await acceptAsNewPerson(token!)).status).toBe(200);
    const after = await group.admin.get('/api/groups/invitations.json');
    expect(after.body.data.map((row: { email: string }) => row.email)).toEqual([group.emails[1]]);
  });

  it('pages by address with a cursor (10, 30 or 100 a page)', async () => {
    const group = await invitedGroup(12);
    const first = await group.admin.get('/api/groups/invitations.json?perPage=10');
    expect(first.body.pagination).toMatchObject({ totalEntries: 12, totalPages: 2, cursor: expect.any(String) });
    const second = await group.admin.get(
      `/api/groups/invitations.json?perPage=10&page=2&cursor=${first.body.pagination.cursor}`,
    );
    const emails = [...first.body.data, ...second.body.data].map((row: { email: string }) => row.email);
    expect(emails).toEqual([...group.emails].sort());
    expect((await group.admin.get('/api/groups/invitations.json?perPage=7')).status).toBe(422);
  });

  it('keeps an expired invitation listed as expired, to send again', async () => {
    const group = await invitedGroup();
    const email = group.emails[0]!;
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.groupInvite(group.groupId, email),
        UpdateExpression: 'SET sentAt = :sent, invitedAt = :sent, expiresAt = :expired',
        ExpressionAttributeValues: {
          ':sent': new Date(Date.now() - 31 * 86_400_000).toISOString(),
          ':expired': new Date(Date.now() - 86_400_000).toISOString(),
        },
      }),
    );
    const listed = await group.admin.get('/api/groups/invitations.json');
    expect(listed.body.data[0]).toMatchObject({ email, expired: true, resendableAt: null });
    const resent = await group.admin.post('/api/groups/invitations/resend.json', { email });
    expect(resent).toMatchObject({ status: 200, body: { invitation: { email, expired: false } } });
  });
});

describe('sending again', () => {
  it('waits ten minutes after a send (429 saying how long); then emails a new link and the old one no longer works', async () => {
    const group = await invitedGroup();
    const email = group.emails[0]!;
    const { token: old } = await invitationLinkTo(email);
    const tooSoon = await group.admin.post('/api/groups/invitations/resend.json', { email });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.errors.base[0]).toMatch(
      /^This invitation was just sent\. You can send it again in (10|9) minutes\.$/,
    );
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(500);

    await sentMinutesAgo(group.groupId, email, 11);
    const resent = await group.admin.post('/api/groups/invitations/resend.json', { email: email.toUpperCase() });
    expect(resent).toMatchObject({
      status: 200,
      body: {
        invitation: { email, invitedBy: 'Gina Admin', expired: false, resendableAt: expect.any(String) },
        toaster: { type: 'success', message: `Invitation sent again to ${email}. The earlier link no longer works.` },
      },
    });
    expect(Date.parse(resent.body.invitation.sentAt)).toBeGreaterThan(Date.parse(resent.body.invitation.invitedAt));
    const { count, token: fresh } = await invitationLinkTo(email);
    expect(count).toBe(2);
    expect(fresh).not.toBe(old);
    expect(await readLink(old!)).toMatchObject({ status: 404, body: { message: INVITATION_GONE } });
    expect((await readLink(fresh!)).status).toBe(200);
    expect((await acceptAsNewPerson(fresh!)).status).toBe(200);
  });

  it('two resends at once: one email, the other is told to wait', async () => {
    const group = await invitedGroup();
    const email = group.emails[0]!;
    await sentMinutesAgo(group.groupId, email, 11);
    const replies = await Promise.all([
      group.admin.post('/api/groups/invitations/resend.json', { email }),
      group.admin.post('/api/groups/invitations/resend.json', { email }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 429]);
    expect((await invitationLinkTo(email)).count).toBe(2);
  });

  it('404 for an address not pending (or of another group); 422 for one that joined meanwhile, which leaves the list', async () => {
    const group = await invitedGroup();
    const other = await groupWithAdmin(0);
    expect(
      (await group.admin.post('/api/groups/invitations/resend.json', { email: `nobody-${randomUUID()}@example.com` }))
        .status,
    ).toBe(404);
    expect((await other.admin.post('/api/groups/invitations/resend.json', { email: group.emails[0] })).status).toBe(
      404,
    );
    expect((await group.admin.post('/api/groups/invitations/resend.json', { email: '' })).status).toBe(422);

    const person = await signUpUser('Jo', 'Joined');
    expect((await group.admin.post('/api/groups/invitations.json', { users: [{ email: person.email }] })).status).toBe(
      200,
    );
    await addGroupMember(group.groupId, person.id, false);
    await sentMinutesAgo(group.groupId, person.email, 11);
    expect(await group.admin.post('/api/groups/invitations/resend.json', { email: person.email })).toMatchObject({
      status: 422,
      body: { errors: { email: ['Already a member'] } },
    });
    const listed = await group.admin.get('/api/groups/invitations.json');
    expect(listed.body.data.map((row: { email: string }) => row.email)).toEqual(group.emails);
  });
});

describe('withdrawing', () => {
  it('the link then says the group withdrew it and cannot be accepted; the address can be invited again', async () => {
    const group = await invitedGroup();
    const email = group.emails[0]!;
    const { token } = await invitationLinkTo(email);
    expect(await group.admin.post('/api/groups/invitations/revoke.json', { email })).toMatchObject({
      status: 200,
      body: { toaster: { type: 'success', message: `The invitation to ${email} was withdrawn.` } },
    });
    expect(await readLink(token!)).toMatchObject({ status: 404, body: { message: INVITATION_REVOKED } });
    expect(await acceptAsNewPerson(token!)).toMatchObject({ status: 404, body: { message: INVITATION_REVOKED } });
    expect((await group.admin.get('/api/groups/invitations.json')).body.data).toEqual([]);
    expect((await group.admin.post('/api/groups/invitations/revoke.json', { email })).status).toBe(404);
    const again = await group.admin.post('/api/groups/invitations.json', { users: [{ email }] });
    expect(again.body.invited).toEqual([email]);
    const { token: fresh } = await invitationLinkTo(email);
    expect((await readLink(fresh!)).status).toBe(200);
  });

  it('a withdrawal and an acceptance at once: exactly one of them happens', async () => {
    for (let round = 0; round < 3; round += 1) {
      const group = await invitedGroup();
      const email = group.emails[0]!;
      const { token } = await invitationLinkTo(email);
      const [revoked, accepted] = await Promise.all([
        group.admin.post('/api/groups/invitations/revoke.json', { email }),
        acceptAsNewPerson(token!),
      ]);
      expect([revoked.status, accepted.status].sort()).toEqual([200, 404]);
      const members = await group.admin.get(`/api/groups/users.json?search=${encodeURIComponent(email)}`);
      expect(members.body.pagination.totalEntries).toBe(accepted.status === 200 ? 1 : 0);
    }
  });
});
