// The group email quota (security review M1, L10): a group is unverified until its first purchase
// or a content admin verifies it; unverified, its admins send at most 50 emails a day and 200 in
// all (invitations typed, one by one or from a CSV, and course reminders), verified 2,000 a day.
// Over it: 429 saying when it resets, with Retry-After; counters taken in one write with the send,
// so parallel requests never exceed it. The invitation carries no admin-typed text but the group's
// name; group names with a web address, email or phone number are refused. One reminder a day.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addGroupMember, createGroup, getGroup } from '@functions/data/groups';
import { getGroupMailUsage, reserveGroupMail } from '@functions/data/group-mail-quota';
import { GROUP_MAIL_LIMITS } from '@shared/rules/group-mail';
import { INVITER_UNCONFIRMED } from '@functions/domain/groups/messages';
import { ApiClient, outboxEmails } from '../support/api-client';
import { PASSWORD, enroll, groupWithAdmin, signUpUser, signedIn } from './group-fixtures';
import type { LooseJson } from '@tests/support/loose-json';

const stack = inject('stack');
beforeAll(() => {
  Object.assign(process.env, stack.env);
});

const key = () => ({ headers: { 'idempotency-key': randomUUID() } });
const addresses = (n: number, label = 'quota') =>
  Array.from({ length: n }, (_, i) => `${label}-${i}-${randomUUID().slice(0, 8)}@example.com`);
const invite = (admin: ApiClient, emails: string[], firstName = '') =>
  admin.post('/api/groups/invitations.json', { users: emails.map((email) => ({ email, firstName, lastName: '' })) });
const today = () => new Date().toISOString().slice(0, 10);

/** A group that has bought nothing (as every self-service sign-up starts), with a signed-in admin. */
async function unverifiedGroup() {
  const id = randomUUID();
  await createGroup({
    id,
    name: `Quota Clinic ${id.slice(0, 4).replace(/\d/g, 'q')}`,
    purchased: false,
    unlimitedCertifications: false,
    notificationsEnabled: false,
    groupOnboardingId: null,
    autoRenewal: false,
    subscriptionInterestSent: false,
    createdAt: new Date().toISOString(),
  });
  const admin = await signUpUser('Quinn', 'Quota');
  await addGroupMember(id, admin.id, true);
  return { groupId: id, admin: await signedIn(admin.email, PASSWORD) };
}

async function contentAdmin() {
  const client = new ApiClient(stack.url);
  await client.signIn('admin@example.com');
  await client.bootstrap();
  return client;
}

function expectResetsAtMidnight(reply: { status: number; body: LooseJson; headers: Headers }) {
  expect(reply.status).toBe(429);
  expect(reply.body.errors.base[0]).toMatch(/00:00 UTC \(in (\d+ minutes?|about \d+ hours?)\)/);
  const retryAfter = Number(reply.headers.get('retry-after'));
  const secondsToMidnight = (Date.parse(`${today()}T00:00:00Z`) + 86_400_000 - Date.now()) / 1000;
  expect(retryAfter).toBeGreaterThan(0);
  expect(Math.abs(retryAfter - secondsToMidnight)).toBeLessThan(60);
}

describe('an unverified group', () => {
  it('sends 50 invitations a day: a request over what is left is a 429 that sends nothing, and says when it resets', async () => {
    const { admin, groupId } = await unverifiedGroup();
    const tooMany = addresses(GROUP_MAIL_LIMITS.unverifiedPerDay + 1);
    const refused = await invite(admin, tooMany);
    expectResetsAtMidnight(refused);
    expect(refused.body.errors.base[0]).toContain('50 emails a day until its first purchase');
    expect(await outboxEmails(stack, tooMany[0])).toHaveLength(0);

    const fifty = await invite(admin, tooMany.slice(0, 50));
    expect(fifty.status).toBe(200);
    expect(fifty.body.invited).toHaveLength(50);
    expect((await getGroupMailUsage(groupId, today())).today).toBe(50);
    const one = await admin.post('/api/groups/invitations/invite.json', {
      firstName: 'Olly',
      lastName: 'Over',
      email: tooMany[50],
    });
    expectResetsAtMidnight(one);
    expect(one.body.errors.base[0]).toContain('has none left today');
  });

  it('counts only what is sent: addresses skipped (already invited, members) take nothing', async () => {
    const { admin, groupId } = await unverifiedGroup();
    const emails = addresses(3);
    expect((await invite(admin, emails)).body.invited).toHaveLength(3);
    expect((await invite(admin, emails)).body.skipped).toHaveLength(3);
    expect((await getGroupMailUsage(groupId, today())).today).toBe(3);
  });

  it('never sends more than the quota when requests race: 10 requests of 10 addresses, 50 a day', async () => {
    const { admin, groupId } = await unverifiedGroup();
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => invite(admin, addresses(10, `race${i}`))));
    const sent = replies.filter((reply) => reply.status === 200);
    expect(sent).toHaveLength(5);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(5);
    expect(sent.flatMap((reply) => reply.body.invited)).toHaveLength(50);
    expect((await getGroupMailUsage(groupId, today())).today).toBe(50);
  });

  it('sends 200 in all: past that, a 429 that says a purchase or verification lifts it (no Retry-After: waiting does not help)', async () => {
    const { admin, groupId } = await unverifiedGroup();
    // 192 sent on earlier days.
    for (const day of ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04'])
      expect(await reserveGroupMail({ groupId, day, count: 48 }, { perDay: 50, total: 200 })).toBeNull();
    const refused = await invite(admin, addresses(9));
    expect(refused.status).toBe(429);
    expect(refused.body.errors.base[0]).toBe(
      'Your group can send 200 emails in all until its first purchase, and has 8 left (this needs 9). Buying seats for your group (or asking us to verify it) lifts this limit.',
    );
    expect(refused.headers.get('retry-after')).toBeNull();
    expect((await invite(admin, addresses(8))).status).toBe(200);
    expect((await getGroupMailUsage(groupId, today())).total).toBe(200);
  });

  it('counts a CSV file like typed addresses', async () => {
    const { admin } = await unverifiedGroup();
    const csv = ['email,first_name,last_name', ...addresses(51, 'csv').map((email) => `${email},Cee,Ess`)].join('\n');
    const form = new FormData();
    form.append('import_file', new Blob([csv], { type: 'text/csv' }), 'staff.csv');
    expectResetsAtMidnight(await admin.request('POST', '/api/groups/invitations.json', form));
  });

  it('is verified by a content admin (POST /api/admin/groups/{id}/verification.json): 2,000 a day from then on', async () => {
    const { admin, groupId } = await unverifiedGroup();
    expect((await invite(admin, addresses(51))).status).toBe(429);
    const content = await contentAdmin();
    const verified = await content.post(`/api/admin/groups/${groupId}/verification.json`, {});
    expect(verified).toMatchObject({
      status: 200,
      body: { group: { id: groupId, verified: true, verifiedAt: expect.any(String) } },
    });
    expect((await content.post(`/api/admin/groups/${groupId}/verification.json`, {})).body.group.verifiedAt).toBe(
      verified.body.group.verifiedAt,
    );
    expect((await getGroup(groupId))?.verifiedBy).toBeTruthy();
    expect((await invite(admin, addresses(51))).status).toBe(200);
  });
});

describe('the inviting admin', () => {
  it('sends invitations only once their own address is confirmed (422, nothing sent, quota untouched)', async () => {
    const id = randomUUID();
    await createGroup({
      id,
      name: `Unconfirmed Clinic ${id.slice(0, 4).replace(/\d/g, 'u')}`,
      purchased: false,
      unlimitedCertifications: false,
      notificationsEnabled: false,
      groupOnboardingId: null,
      autoRenewal: false,
      subscriptionInterestSent: false,
      createdAt: new Date().toISOString(),
    });
    const person = await signUpUser('Una', 'Unconfirmed', { confirmed: false });
    await addGroupMember(id, person.id, true);
    const admin = await signedIn(person.email, PASSWORD);
    const [email] = addresses(1, 'unconfirmed-inviter');
    expect(await invite(admin, [email!])).toMatchObject({
      status: 422,
      body: { errors: { base: [INVITER_UNCONFIRMED] } },
    });
    expect(
      await admin.post('/api/groups/invitations/invite.json', { firstName: 'A', lastName: 'B', email }),
    ).toMatchObject({ status: 422, body: { errors: { base: [INVITER_UNCONFIRMED] } } });
    expect(await outboxEmails(stack, email)).toHaveLength(0);
    expect(await getGroupMailUsage(id, today())).toEqual({ today: 0, total: 0 });
  });
});

describe('group verification', () => {
  it('is for content admins only (403 for a group admin, 401 anonymous) and 404 for an unknown group', async () => {
    const { admin, groupId } = await unverifiedGroup();
    expect((await admin.post(`/api/admin/groups/${groupId}/verification.json`, {})).status).toBe(403);
    const anonymous = new ApiClient(stack.url);
    await anonymous.bootstrap();
    expect((await anonymous.post(`/api/admin/groups/${groupId}/verification.json`, {})).status).toBe(401);
    expect((await (await contentAdmin()).post(`/api/admin/groups/${randomUUID()}/verification.json`, {})).status).toBe(
      404,
    );
  });

  it('comes with the first purchase: a purchased group sends more than 50 a day', async () => {
    const group = await groupWithAdmin(0);
    expect((await invite(group.admin, addresses(60))).status).toBe(200);
  });
});

describe('the invitation email', () => {
  it("carries no admin-typed text but the group's name: the greeting names nobody", async () => {
    const { admin } = await unverifiedGroup();
    const [email] = addresses(1);
    expect((await invite(admin, [email!], 'Urgent: verify your SSN at https://evil.example')).status).toBe(200);
    const [mail] = await outboxEmails(stack, email);
    expect(mail!.subject).toMatch(/^You are invited to join Quota Clinic /);
    expect(mail!.text.startsWith('Hello,\n')).toBe(true);
    expect(mail!.text + mail!.html + mail!.subject).not.toContain('evil.example');
  });
});

describe('group names', () => {
  it('refuses a web address, an email address or a phone number at sign-up and at rename (422)', async () => {
    const visitor = new ApiClient(stack.url);
    await visitor.bootstrap();
    const person = {
      firstName: 'Sam',
      lastName: 'Spam',
      email: `spam-${randomUUID()}@example.com`,
      password: 'Str0ngPassword',
    };
    for (const name of [
      'Your account is locked - call +1 555 0100',
      'Verify at evil.example/login',
      'Write to help@evil.example',
    ]) {
      const reply = await visitor.post(
        '/api/groups/signup.json',
        { user: person, group: { name, phone: '(555) 555-0199' } },
        key(),
      );
      expect(reply, name).toMatchObject({
        status: 422,
        body: { errors: { 'group.name': ["Name can't contain a web address, an email address or a phone number"] } },
      });
    }
    const { admin, groupId } = await unverifiedGroup();
    expect(await admin.patch(`/api/groups/${groupId}`, { name: 'Visit https://evil.example' })).toMatchObject({
      status: 422,
      body: { errors: { name: ["can't contain a web address, an email address or a phone number"] } },
    });
    expect((await admin.patch(`/api/groups/${groupId}`, { name: "St. Mary's Medical Center" })).status).toBe(200);
  });
});

describe('course reminders', () => {
  it('go to a member at most once a day (429 with when it resets), from the group quota', async () => {
    const group = await groupWithAdmin(0, { 'bls-cert': 1 });
    const person = await signUpUser('Rae', 'Reminder');
    await addGroupMember(group.groupId, person.id, false);
    expect((await enroll(group.admin, person.id, 'bls-cert')).status).toBe(201);
    const before = (await getGroupMailUsage(group.groupId, today())).today;
    expect(
      (await group.admin.post('/api/groups/users/send_complete_course_reminder.json', { email: person.email })).status,
    ).toBe(200);
    const again = await group.admin.post('/api/groups/users/send_complete_course_reminder.json', {
      email: person.email,
    });
    expectResetsAtMidnight(again);
    expect(again.body.errors.base[0]).toMatch(/^This member was already sent a reminder today/);
    expect(
      (await outboxEmails(stack, person.email)).filter((mail) => mail.subject === 'Reminder: complete your course'),
    ).toHaveLength(1);
    expect((await getGroupMailUsage(group.groupId, today())).today).toBe(before + 1);
  });
});
