// The audit trail (SECURITY-REVIEW M11): sign-ins and failures, group-admin changes, member removal,
// exports, group verification, SSN and password changes and two-step verification (on, off, challenges) each leave an
// event content admins read, newest first and paged, at GET /api/admin/audit_events.json; nobody else may read it.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '@shared/constants';
import { totpStepAt } from '@shared/rules/mfa';
import { markEmailVerified } from '@functions/data/users';
import { browser, idempotencyKey, uniqueEmail, uniquePhone } from '../support/accounts';
import { ApiClient, latestSms, passcodeFrom } from '../support/api-client';
import { totpCodeAt } from '../support/totp';
import { groupWithAdmin, PASSWORD, signedIn, signUpUser } from './group-fixtures';

const stack = inject('stack');
const PATH = '/api/admin/audit_events.json';
let contentAdmin: ApiClient;

beforeAll(async () => {
  Object.assign(process.env, stack.env);
  contentAdmin = await signedIn('admin@example.com');
});

type Event = {
  id: string;
  at: string;
  event: string;
  actorId: string | null;
  subjectId: string | null;
  groupId: string | null;
  ip: string | null;
  details: Record<string, unknown>;
};

/** This month's events, every page (other tests write events too), following the cursor. */
async function monthEvents(): Promise<Event[]> {
  const events: Event[] = [];
  let query = 'perPage=100';
  for (;;) {
    const reply = await contentAdmin.get(`${PATH}?${query}`);
    expect(reply.status).toBe(200);
    events.push(...reply.body.data);
    const cursor = reply.body.pagination.cursor as string | null;
    if (!cursor) return events;
    query = `perPage=100&cursor=${cursor}`;
  }
}
const eventsOf = async (predicate: (event: Event) => boolean) => (await monthEvents()).filter(predicate);

describe('who may read it', () => {
  it('refuses anonymous callers, learners and group admins', async () => {
    const anonymous = new ApiClient(stack.url);
    expect((await anonymous.get(PATH)).status).toBe(401);
    expect((await (await signedIn('learner@example.com')).get(PATH)).status).toBe(403);
    expect((await (await signedIn('groupadmin@example.com')).get(PATH)).status).toBe(403);
  });

  it('answers a bad month with a 422 and an empty month with no events', async () => {
    expect((await contentAdmin.get(`${PATH}?month=2026-13`)).body.errors.month).toEqual(['must be a month as yyyy-mm']);
    const old = await contentAdmin.get(`${PATH}?month=1999-01`);
    expect(old.body).toMatchObject({ month: '1999-01', data: [], pagination: { totalEntries: 0, cursor: null } });
  });
});

describe('what it records', () => {
  it('a failed then a successful password sign-in, with the identity hashed and the IP', async () => {
    const { id, email } = await signUpUser('Audra', 'Signin');
    const client = new ApiClient(stack.url);
    await client.bootstrap();
    expect((await client.post('/api/auth/login.json', { userauth: email, password: 'Wrong-password-1' })).status).toBe(
      422,
    );
    await client.signIn(email, PASSWORD);
    const mine = await eventsOf((event) => event.actorId === id);
    expect(mine.map((event) => event.event)).toEqual(['sign_in.succeeded', 'sign_in.failed']);
    for (const event of mine) {
      expect(event.details).toMatchObject({
        method: 'password',
        identityHash: expect.stringMatching(/^[0-9a-f]{16}$/),
      });
      expect(event.ip).toBe(client.ip);
      expect(JSON.stringify(event)).not.toContain(email);
    }
    // An unknown identity fails without an actor, still grouped by its hash.
    const unknown = `nobody-${randomUUID()}@example.com`;
    expect(
      (await client.post('/api/auth/login.json', { userauth: unknown, password: 'Wrong-password-1' })).status,
    ).toBe(422);
    const failed = await eventsOf(
      (event) => event.event === 'sign_in.failed' && event.actorId === null && event.ip === client.ip,
    );
    expect(failed).toHaveLength(1);
  });

  it('a wrong then a right passcode (the uniform failure message), method passcode', async () => {
    const phone = uniquePhone();
    const owner = await browser();
    const email = uniqueEmail('audit-passcode');
    const created = await owner.post(
      '/api/users.json',
      { firstName: 'Audra', lastName: 'Passcode', email, phone, password: PASSWORD },
      idempotencyKey(),
    );
    expect(created.status).toBe(201);
    const id = created.body.user.id as string;
    expect(await markEmailVerified(id, email)).toBe(true);
    // Only a confirmed phone signs in by passcode.
    expect((await owner.post('/api/phone_verifications.json', {})).status).toBe(201);
    expect(
      (await owner.patch('/api/phone_verifications.json', { code: passcodeFrom(await latestSms(stack, phone))! }))
        .status,
    ).toBe(200);

    const client = await browser();
    expect((await client.post('/api/auth/evaluate_auth.json', { userauth: phone })).body.verifyBy).toBe('otp');
    const otp = passcodeFrom(await latestSms(stack, phone))!;
    const wrong = otp === '000000' ? '111111' : '000000';
    expect((await client.post('/api/auth/sms_login.json', { userauth: phone, otp: wrong })).body.errors.otp).toEqual([
      MESSAGES.passcodeFailed,
    ]);
    expect((await client.post('/api/auth/sms_login.json', { userauth: phone, otp })).status).toBe(200);
    const mine = await eventsOf((event) => event.actorId === id && event.details.method === 'passcode');
    expect(mine.map((event) => event.event)).toEqual(['sign_in.succeeded', 'sign_in.failed']);
    expect(JSON.stringify(mine)).not.toContain(phone);
  });

  it('a password change and an SSN change by the account itself', async () => {
    const { id, email } = await signUpUser('Audra', 'Changes');
    const client = await signedIn(email, PASSWORD);
    expect(
      (await client.patch('/api/passwords.json', { password: 'N3wStrongPassword', currentPassword: PASSWORD })).status,
    ).toBe(200);
    expect(
      (
        await client.patch(`/api/users/${id}.json`, {
          user: { ssn: '123456789', currentPassword: 'N3wStrongPassword' },
        })
      ).status,
    ).toBe(200);
    const mine = await eventsOf((event) => event.actorId === id && event.event !== 'sign_in.succeeded');
    expect(mine.map((event) => event.event)).toEqual(['ssn.changed', 'password.changed']);
    expect(JSON.stringify(mine)).not.toContain('123456789');
  });

  it("a group admin's promotion and demotion of a member, a removal and an export, in the group", async () => {
    const { groupId, adminId, memberIds, admin } = await groupWithAdmin(2);
    const [promoted, removed] = memberIds as [string, string];
    expect((await admin.patch(`/api/users/${promoted}.json`, { user: { groupAdmin: true } })).status).toBe(200);
    expect((await admin.patch(`/api/users/${promoted}.json`, { user: { groupAdmin: false } })).status).toBe(200);
    expect((await admin.delete(`/api/groups/users/${removed}`)).status).toBe(200);
    expect((await admin.get('/api/groups/users.csv')).status).toBe(200);
    const trail = await eventsOf(
      (event) => event.groupId === groupId && event.actorId === adminId && event.event !== 'sign_in.succeeded',
    );
    expect(trail.map((event) => [event.event, event.subjectId])).toEqual([
      ['export.requested', null],
      ['member.removed', removed],
      ['group_admin.revoked', promoted],
      ['group_admin.granted', promoted],
    ]);
    expect(trail[0]!.details).toMatchObject({ kind: 'members', delivery: 'file' });
  });

  it("a content admin's verification of a group", async () => {
    const { groupId } = await groupWithAdmin(0);
    expect((await contentAdmin.post(`/api/admin/groups/${groupId}/verification.json`, {})).status).toBe(200);
    const [event] = await eventsOf((e) => e.groupId === groupId && e.event === 'group.verified');
    expect(event).toMatchObject({ subjectId: null, actorId: expect.any(String) });
  });

  it('two-step verification turned on, a failed and a passed challenge (the sign-in), new recovery codes, turned off', async () => {
    const { id, email, client: owner } = await signUpUser('Audra', 'Twostep');
    const secret = (await owner.post('/api/mfa/totp.json', {})).body.secret as string;
    const confirmed = await owner.patch('/api/mfa/totp.json', {
      code: totpCodeAt(secret, totpStepAt(Date.now()) * 30_000),
    });
    expect(confirmed.status).toBe(200);
    const [first, second] = confirmed.body.recoveryCodes as [string, string];
    const client = await browser();
    expect((await client.post('/api/auth/login.json', { userauth: email, password: PASSWORD })).body.secondFactor).toBe(
      'totp',
    );
    expect((await client.post('/api/auth/mfa_challenge.json', { recoveryCode: 'zzzz-zzzz-zzzz' })).status).toBe(422);
    expect((await client.post('/api/auth/mfa_challenge.json', { recoveryCode: first })).status).toBe(200);
    const renewed = await client.post('/api/mfa/recovery_codes.json', { recoveryCode: second });
    expect(renewed.status).toBe(201);
    expect(
      (
        await client.delete('/api/mfa/totp.json', {
          recoveryCode: renewed.body.recoveryCodes[0],
          currentPassword: PASSWORD,
        })
      ).status,
    ).toBe(200);
    const mine = await eventsOf((event) => event.actorId === id && event.event !== 'sign_in.succeeded');
    expect(mine.map((event) => event.event)).toEqual([
      'mfa.disabled',
      'mfa.recovery_codes_renewed',
      'mfa.challenge_succeeded',
      'mfa.challenge_failed',
      'mfa.enabled',
    ]);
    expect(mine[2]!.details).toMatchObject({ method: 'password', factor: 'recoveryCode' });
    expect(mine[2]!.ip).toBe(client.ip);
    // The password step of an account with two-step verification is not a sign-in yet.
    expect(
      await eventsOf((event) => event.actorId === id && event.event === 'sign_in.succeeded' && event.ip === client.ip),
    ).toEqual([]);
  });

  it('pages newest first with the cursor, without repeats', async () => {
    // At least 12 events this month, whatever ran before.
    for (let i = 0; i < 12; i += 1) {
      const client = new ApiClient(stack.url);
      await client.bootstrap();
      expect(
        (
          await client.post('/api/auth/login.json', {
            userauth: `pager-${randomUUID()}@example.com`,
            password: 'Wrong-password-1',
          })
        ).status,
      ).toBe(422);
    }
    const first = await contentAdmin.get(`${PATH}?perPage=10`);
    expect(first.body.month).toBe(new Date().toISOString().slice(0, 7));
    expect(first.body.pagination.totalEntries).toBeGreaterThan(10);
    const second = await contentAdmin.get(`${PATH}?perPage=10&cursor=${first.body.pagination.cursor}`);
    expect(second.body.pagination.page).toBe(2);
    const times = [...first.body.data, ...second.body.data].map((event: Event) => event.at);
    expect([...times].sort().reverse()).toEqual(times);
    const ids = [...first.body.data, ...second.body.data].map((event: Event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
