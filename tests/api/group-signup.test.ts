// Group sign-up ('Create A FREE Group Account') and joining a group by its sign-up code.
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { normalizePhone } from '@shared/rules/identity';
import { getGroup } from '@functions/data/groups';
import { getUserById } from '@functions/data/users';

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
const person = (label: string) => ({ firstName: 'Gia', lastName: label, email: `${label.toLowerCase()}-${randomUUID()}@example.com`, password: 'Str0ngPassword' });

it('creates a group with its admin signed in, whose dashboard shows the code others join by', async () => {
  const founder = await visitor();
  const created = await founder.post('/api/groups/signup.json', { user: person('Founder'), group: { name: 'Riverside Urgent Care', phone: '(555) 555-0199' } }, key());
  expect(created).toMatchObject({ status: 201, body: { redirect: '/group-portal', user: { groupAdmin: true }, group: { name: 'Riverside Urgent Care' } } });
  const dashboard = await founder.get('/api/groups/dashboard.json');
  expect(dashboard.body).toMatchObject({ totalMembers: 1, signupCode: expect.stringMatching(/^[A-Z2-9]{8}$/) });

  const joiner = await visitor();
  const joined = await joiner.post('/api/users/group_signup.json', { signupCode: dashboard.body.signupCode.toLowerCase(), ...person('Joiner') }, key());
  expect(joined).toMatchObject({ status: 201, body: { redirect: '/dashboard', user: { groupAdmin: false, groupId: created.body.group.id } } });
  expect((await founder.get('/api/groups/dashboard.json')).body.totalMembers).toBe(2);
  expect((await joiner.get('/api/groups/dashboard.json')).status).toBe(403);
});

it('keeps the phone on the group: two admins may sign up groups with one switchboard number, and neither gets it as a sign-in number', async () => {
  const switchboard = '(555) 555-0142';
  const first = await (await visitor()).post('/api/groups/signup.json', { user: person('North'), group: { name: 'North Wing', phone: switchboard } }, key());
  const second = await (await visitor()).post('/api/groups/signup.json', { user: person('South'), group: { name: 'South Wing', phone: switchboard } }, key());
  expect([first.status, second.status]).toEqual([201, 201]);
  expect((await getGroup(first.body.group.id))?.phone).toBe(normalizePhone(switchboard));
  expect(first.body.user.phone).toBeNull();
  expect((await getUserById(second.body.user.id))?.phone).toBeNull();
});

it('answers 422 per field: the group name and phone, the person, and an unknown code', async () => {
  const client = await visitor();
  const bad = await client.post('/api/groups/signup.json', { user: { ...person('Bad'), firstName: '' }, group: { name: ' ', phone: '12' } }, key());
  expect(bad).toMatchObject({ status: 422, body: { errors: { 'user.firstName': ["First name can't be blank"], 'group.name': ["Name can't be blank"], 'group.phone': ['Phone number is invalid'] } } });
  expect(await client.post('/api/users/group_signup.json', { signupCode: 'NOPE1234', ...person('Nobody') }, key())).toMatchObject({ status: 422, body: { errors: { signupCode: ['is invalid'] } } });
  expect(await client.post('/api/users/group_signup.json', { signupCode: 'MERCY2026', ...person('Joiner'), email: 'groupadmin@example.com' }, key())).toMatchObject({ status: 422, body: { errors: { email: expect.any(Array) } } });
});
