// Invitation capture (security review M2): an invitation never attaches an existing account without
// that account signed in and accepting; the page's data says whose group it is; an address an
// unconfirmed account holds is treated as unclaimed (the invited person claims it, the link
// confirming the address); a new person's address is confirmed by the link.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getUserByEmail, getUserByPhone } from '@functions/data/users';
import { ApiClient } from '../support/api-client';
import { browser, idempotencyKey, uniqueEmail, uniquePhone } from '../support/accounts';
import { groupWithAdmin, signUpUser } from './group-fixtures';
import { outboxEmails } from '../support/api-client';

const stack = inject('stack');
beforeAll(() => {
  Object.assign(process.env, stack.env);
});

async function invite(admin: ApiClient, email: string): Promise<string> {
  expect(
    (await admin.post('/api/groups/invitations/invite.json', { firstName: 'In', lastName: 'Vited', email })).status,
  ).toBe(200);
  return /\/group-portal\/invitation\/([A-Za-z0-9_-]+)/.exec((await outboxEmails(stack, email)).at(-1)!.text)![1]!;
}

const details = async (token: string) =>
  (await browser()).get(`/api/groups/invitations/invitation?user%5Bauth_token%5D=${token}`);
const accept = (client: ApiClient, user: Record<string, string>) =>
  client.post('/api/groups/invitations/accept_invitation.json', { user });

describe('an existing, confirmed account', () => {
  it('joins only signed in as itself: a bare link is a 401, another account a 403, and the link stays usable', async () => {
    const group = await groupWithAdmin(0);
    const person = await signUpUser('Lena', 'Linked');
    const token = await invite(group.admin, person.email);
    expect(await details(token)).toMatchObject({
      status: 200,
      body: { user: { existingAccount: true }, group: { invitedBy: 'Gina Admin' } },
    });

    expect(await accept(await browser(), { authToken: token })).toMatchObject({
      status: 401,
      body: { message: `Please sign in as ${person.email} to accept this invitation.` },
    });
    const stranger = new ApiClient(stack.url);
    await stranger.signIn('learner@example.com');
    expect((await accept(stranger, { authToken: token })).status).toBe(403);
    // Names and a password from an anonymous browser do not make it a new account either.
    expect(
      (await accept(await browser(), { authToken: token, firstName: 'X', lastName: 'Y', password: 'Str0ngPassword' }))
        .status,
    ).toBe(401);
    expect(await getUserByEmail(person.email)).toMatchObject({ groupId: null });
    expect((await details(token)).status).toBe(200);

    expect(await accept(person.client, { authToken: token })).toMatchObject({
      status: 200,
      body: { user: null, redirect: '/dashboard' },
    });
    expect(await getUserByEmail(person.email)).toMatchObject({ groupId: group.groupId });
  });
});

describe('an address an unconfirmed account holds', () => {
  it('is unclaimed: the invited person sets names and a password, and the other holder is out', async () => {
    const group = await groupWithAdmin(0);
    const email = uniqueEmail('claimed');
    const squatterPhone = uniquePhone();
    const squatter = await browser();
    expect(
      (
        await squatter.post(
          '/api/users.json',
          { firstName: 'Sq', lastName: 'Uatter', email, phone: squatterPhone, password: 'Squat12345' },
          idempotencyKey(),
        )
      ).status,
    ).toBe(201);
    const token = await invite(group.admin, email);
    expect((await details(token)).body.user).toMatchObject({ existingAccount: false, unconfirmedAccount: true });
    expect(await accept(await browser(), { authToken: token })).toMatchObject({
      status: 422,
      body: { errors: { firstName: ["can't be blank"], password: ["can't be blank"] } },
    });

    const owner = await browser();
    const accepted = await accept(owner, {
      authToken: token,
      firstName: 'Olivia',
      lastName: 'Owner',
      password: 'Owner12345',
    });
    expect(accepted).toMatchObject({
      status: 200,
      body: { user: { email, firstName: 'Olivia', phone: null, emailVerified: true, groupId: group.groupId } },
    });
    expect((await squatter.get('/api/bootstrap.json')).body.currentUser).toBeNull();
    expect(
      (await (await browser()).post('/api/auth/login.json', { userauth: email, password: 'Squat12345' })).status,
    ).toBe(422);
    expect(
      (await (await browser()).post('/api/auth/login.json', { userauth: email, password: 'Owner12345' })).status,
    ).toBe(200);
    expect(await getUserByPhone(squatterPhone)).toBeNull();
  });
});

describe('a new person', () => {
  it('gets an account whose address the link confirmed', async () => {
    const group = await groupWithAdmin(0);
    const email = uniqueEmail('newcomer');
    const token = await invite(group.admin, email);
    const accepted = await accept(await browser(), {
      authToken: token,
      firstName: 'Nia',
      lastName: 'New',
      password: 'Str0ngPassword',
    });
    expect(accepted).toMatchObject({
      status: 200,
      body: { user: { email, emailVerified: true, groupId: group.groupId } },
    });
  });
});
