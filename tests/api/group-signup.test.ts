// Group sign-up ('Create A FREE Group Account') and joining a group by its sign-up code (the join
// takes effect when the new account's emailed link is followed).
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { normalizePhone } from '@shared/rules/identity';
import { getGroup } from '@functions/data/groups';
import { getUserByEmail, getUserById } from '@functions/data/users';
import { JOIN_MESSAGES } from '@functions/domain/groups/messages';
import { EMAIL_VERIFICATION_MESSAGES } from '@functions/domain/profile/messages';
import { linkTokenTo } from '../support/accounts';

const stack = inject('stack');
beforeAll(() => {
  Object.assign(process.env, stack.env);
});

const visitor = async () => {
  const client = new ApiClient(stack.url);
  await client.bootstrap();
  return client;
};
const key = () => ({ headers: { 'idempotency-key': randomUUID() } });
const person = (label: string) => ({
  firstName: 'Gia',
  lastName: label,
  email: `${label.toLowerCase()}-${randomUUID()}@example.com`,
  password: 'Str0ngPassword',
});

it('creates a group with its admin signed in, whose dashboard shows the code others join by', async () => {
  const founder = await visitor();
  const created = await founder.post(
    '/api/groups/signup.json',
    { user: person('Founder'), group: { name: 'Riverside Urgent Care', phone: '(555) 555-0199' } },
    key(),
  );
  expect(created).toMatchObject({
    status: 201,
    body: { redirect: '/group-portal', user: { groupAdmin: true }, group: { name: 'Riverside Urgent Care' } },
  });
  const dashboard = await founder.get('/api/groups/dashboard.json');
  expect(dashboard.body).toMatchObject({ totalMembers: 1, signupCode: expect.stringMatching(/^[A-Z2-9]{8}$/) });

  // The joiner's account exists and is signed in at once; the join waits for their emailed link.
  const joiner = await visitor();
  const who = person('Joiner');
  const joined = await joiner.post(
    '/api/users/group_signup.json',
    { signupCode: dashboard.body.signupCode.toLowerCase(), ...who },
    key(),
  );
  expect(joined).toMatchObject({
    status: 201,
    body: {
      redirect: '/dashboard',
      user: { groupAdmin: false, groupId: null },
      group: null,
      toaster: { message: JOIN_MESSAGES.confirmToJoin('Riverside Urgent Care') },
    },
  });
  expect((await founder.get('/api/groups/dashboard.json')).body.totalMembers).toBe(1);
  const token = await linkTokenTo(who.email, 'Confirm your email address', 'verify-email');
  const confirmed = await joiner.post('/api/email_verifications.json', { token });
  expect(confirmed).toMatchObject({
    status: 200,
    body: {
      user: { groupId: created.body.group.id, emailVerified: true },
      toaster: { message: EMAIL_VERIFICATION_MESSAGES.joined('Riverside Urgent Care') },
    },
  });
  expect((await founder.get('/api/groups/dashboard.json')).body.totalMembers).toBe(2);
  expect((await joiner.get('/api/groups/dashboard.json')).status).toBe(403);
});

it('a claim of the address drops a join someone else started with it: the owner never joins their group', async () => {
  const squatter = await visitor();
  const who = person('Typed');
  expect((await squatter.post('/api/users/group_signup.json', { signupCode: 'MERCY2026', ...who }, key())).status).toBe(
    201,
  );
  const owner = await visitor();
  expect((await owner.post('/api/passwords/reset.json', { email: who.email })).status).toBe(201);
  const reset = await owner.patch('/api/passwords.json', {
    token: await linkTokenTo(who.email, 'Reset your password', 'reset-password'),
    password: 'Owner12345',
  });
  expect(reset).toMatchObject({ status: 200, body: { user: { groupId: null, emailVerified: true } } });
  // The signup's link, followed now by the owner, confirms nothing more and joins nothing.
  const stale = await owner.post('/api/email_verifications.json', {
    token: await linkTokenTo(who.email, 'Confirm your email address', 'verify-email'),
  });
  expect(stale.body.user?.groupId ?? null).toBeNull();
  expect((await getUserByEmail(who.email))!.groupId).toBeNull();
});

it('keeps the phone on the group: two admins may sign up groups with one switchboard number, and neither gets it as a sign-in number', async () => {
  const switchboard = '(555) 555-0142';
  const first = await (await visitor()).post(
    '/api/groups/signup.json',
    { user: person('North'), group: { name: 'North Wing', phone: switchboard } },
    key(),
  );
  const second = await (await visitor()).post(
    '/api/groups/signup.json',
    { user: person('South'), group: { name: 'South Wing', phone: switchboard } },
    key(),
  );
  expect([first.status, second.status]).toEqual([201, 201]);
  expect((await getGroup(first.body.group.id))?.phone).toBe(normalizePhone(switchboard));
  expect(first.body.user.phone).toBeNull();
  expect((await getUserById(second.body.user.id))?.phone).toBeNull();
});

it('answers 422 per field: the group name and phone, the person, and an unknown code', async () => {
  const client = await visitor();
  const bad = await client.post(
    '/api/groups/signup.json',
    { user: { ...person('Bad'), firstName: '' }, group: { name: ' ', phone: '12' } },
    key(),
  );
  expect(bad).toMatchObject({
    status: 422,
    body: {
      errors: {
        'user.firstName': ["First name can't be blank"],
        'group.name': ["Name can't be blank"],
        'group.phone': ['Phone number is invalid'],
      },
    },
  });
  expect(
    await client.post('/api/users/group_signup.json', { signupCode: 'NOPE1234', ...person('Nobody') }, key()),
  ).toMatchObject({ status: 422, body: { errors: { signupCode: ['is invalid'] } } });
  expect(
    await client.post(
      '/api/users/group_signup.json',
      { signupCode: 'MERCY2026', ...person('Joiner'), email: 'groupadmin@example.com' },
      key(),
    ),
  ).toMatchObject({ status: 422, body: { errors: { email: expect.any(Array) } } });
});
