// Two-step verification (security review M9): an authenticator app for any account, required for
// content admins and for admins of groups above 50 members. Setup (secret, confirm with a code,
// 10 recovery codes shown once), the sign-in challenge after a right password, codes never
// accepted twice, recovery codes single use, wrong codes limited, admins without it locked to the
// setup routes, and turning it off or renewing the codes only with a second factor.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MFA_SETUP_REQUIRED } from '@shared/constants';
import { MFA_MESSAGES, totpStepAt } from '@shared/rules/mfa';
import { addGroupMember } from '@functions/data/groups';
import * as keys from '@functions/data/keys';
import { db, tableName } from '@functions/data/table';
import { DEMO_RECOVERY_CODES } from '@infra/local/seed/two-step';
import { ApiClient, latestSms, passcodeFrom } from '../support/api-client';
import { browser, linkTokenTo, mailTo } from '../support/accounts';
import { signedInAgo } from '../support/sessions';
import { totpCodeAt } from '../support/totp';
import { newGroup, PASSWORD, signUpUser } from './group-fixtures';

const stack = inject('stack');
beforeAll(() => {
  Object.assign(process.env, stack.env);
});

const codeAt = (secret: string, stepOffset = 0) => totpCodeAt(secret, (totpStepAt(Date.now()) + stepOffset) * 30_000);
const wrongCode = (secret: string) =>
  ['000000', '111111', '222222'].find((code) => ![-1, 0, 1].some((offset) => codeAt(secret, offset) === code))!;

/** A new learner who set up two-step verification; their secret and recovery codes. */
async function enrolled() {
  const { client, email, id } = await signUpUser('Tess', 'Totp');
  const started = await client.post('/api/mfa/totp.json', {});
  expect(started.status).toBe(201);
  const secret = started.body.secret as string;
  const confirmed = await client.patch('/api/mfa/totp.json', { code: codeAt(secret) });
  expect(confirmed.status).toBe(200);
  return { client, email, id, secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

async function passwordStep(email: string, password = PASSWORD) {
  const client = await browser();
  const reply = await client.post('/api/auth/login.json', { userauth: email, password });
  return { client, reply };
}

describe('setup', () => {
  it('a secret as an otpauth URI, confirmed by a current code, answers 10 recovery codes once and turns sign-in into two steps', async () => {
    const { client, email } = await signUpUser('Sam', 'Setup');
    expect((await client.get('/api/bootstrap.json')).body.currentUser).toMatchObject({
      mfaEnabled: false,
      mfaRequired: false,
    });
    const started = await client.post('/api/mfa/totp.json', {});
    expect(started).toMatchObject({
      status: 201,
      body: { secret: expect.stringMatching(/^[A-Z2-7]{32}$/), account: email },
    });
    expect(started.body.uri).toMatch(new RegExp(`^otpauth://totp/.+\\?.*secret=${started.body.secret}`));
    expect(await client.patch('/api/mfa/totp.json', { code: wrongCode(started.body.secret) })).toMatchObject({
      status: 422,
      body: { errors: { code: [MFA_MESSAGES.codeIncorrect] } },
    });
    const confirmed = await client.patch('/api/mfa/totp.json', { code: codeAt(started.body.secret) });
    expect(confirmed).toMatchObject({
      status: 200,
      body: { user: { mfaEnabled: true }, toaster: { message: MFA_MESSAGES.turnedOn } },
    });
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    expect(await mailTo(email, 'Two-step verification was turned on')).toBeDefined();
    // Already on: no second secret.
    expect((await client.post('/api/mfa/totp.json', {})).status).toBe(409);

    const { client: next, reply } = await passwordStep(email);
    expect(reply).toMatchObject({ status: 200, body: { secondFactor: 'totp' } });
    expect(next.cookies.has('sid')).toBe(false);
    expect((await next.get('/api/bootstrap.json')).body.currentUser).toBeNull();
  });

  it('needs the password again when the session did not sign in with it in the last 15 minutes', async () => {
    const { client } = await signUpUser('Olga', 'Old');
    const { secret } = (await client.post('/api/mfa/totp.json', {})).body;
    await signedInAgo(client, 16 * 60_000);
    expect(await client.patch('/api/mfa/totp.json', { code: codeAt(secret) })).toMatchObject({
      status: 422,
      body: { errors: { currentPassword: [expect.any(String)] } },
    });
    expect((await client.patch('/api/mfa/totp.json', { code: codeAt(secret), currentPassword: PASSWORD })).status).toBe(
      200,
    );
  });
});

describe('the sign-in challenge', () => {
  it('a current code opens the session; the same code cannot open a second one', async () => {
    const { email, secret } = await enrolled();
    // The setup used the current step: its code is spent already.
    const first = await passwordStep(email);
    expect(await first.client.post('/api/auth/mfa_challenge.json', { code: codeAt(secret) })).toMatchObject({
      status: 422,
      body: { errors: { code: [MFA_MESSAGES.codeIncorrect] } },
    });
    const signedIn = await first.client.post('/api/auth/mfa_challenge.json', { code: codeAt(secret, 1) });
    expect(signedIn).toMatchObject({
      status: 200,
      body: { currentUser: { email, mfaEnabled: true }, redirect: '/dashboard' },
    });
    expect((await first.client.get('/api/bootstrap.json')).body.currentUser.email).toBe(email);

    const replay = await passwordStep(email);
    expect(await replay.client.post('/api/auth/mfa_challenge.json', { code: codeAt(secret, 1) })).toMatchObject({
      status: 422,
      body: { errors: { code: [MFA_MESSAGES.codeIncorrect] } },
    });
    // A used challenge is gone: the session it opened cannot be opened again with it.
    expect(await first.client.post('/api/auth/mfa_challenge.json', { code: codeAt(secret, 1) })).toMatchObject({
      status: 422,
      body: { errors: { base: [MFA_MESSAGES.challengeExpired] } },
    });
  });

  it('a recovery code works once', async () => {
    const { email, recoveryCodes } = await enrolled();
    const first = await passwordStep(email);
    expect(
      await first.client.post('/api/auth/mfa_challenge.json', { recoveryCode: recoveryCodes[0]!.toUpperCase() }),
    ).toMatchObject({
      status: 200,
      body: { currentUser: { email }, toaster: { message: 'You have 9 recovery codes left.' } },
    });
    const again = await passwordStep(email);
    expect(await again.client.post('/api/auth/mfa_challenge.json', { recoveryCode: recoveryCodes[0] })).toMatchObject({
      status: 422,
      body: { errors: { recoveryCode: [MFA_MESSAGES.recoveryCodeIncorrect] } },
    });
    expect((await again.client.post('/api/auth/mfa_challenge.json', { recoveryCode: recoveryCodes[1] })).status).toBe(
      200,
    );
  });

  it('needs the challenge cookie, a code, and takes 5 tries', async () => {
    const { email, secret } = await enrolled();
    const stranger = await browser();
    expect(await stranger.post('/api/auth/mfa_challenge.json', { code: '123456' })).toMatchObject({
      status: 422,
      body: { errors: { base: [MFA_MESSAGES.challengeExpired] } },
    });
    const { client } = await passwordStep(email);
    expect(await client.post('/api/auth/mfa_challenge.json', {})).toMatchObject({
      status: 422,
      body: { errors: { code: [MFA_MESSAGES.codeMissing] } },
    });
    expect((await client.post('/api/auth/mfa_challenge.json', { code: '12ab56' })).status).toBe(422);
    for (let i = 0; i < 5; i += 1)
      expect((await client.post('/api/auth/mfa_challenge.json', { code: wrongCode(secret) })).body.errors.code).toEqual(
        [MFA_MESSAGES.codeIncorrect],
      );
    expect(await client.post('/api/auth/mfa_challenge.json', { code: codeAt(secret, 1) })).toMatchObject({
      status: 422,
      body: { errors: { base: [MFA_MESSAGES.challengeExpired] } },
    });
  });

  it('wrong codes are limited per account across challenges (10 per 15 minutes)', async () => {
    const { email, secret } = await enrolled();
    for (let challenge = 0; challenge < 2; challenge += 1) {
      const { client } = await passwordStep(email);
      for (let i = 0; i < 5; i += 1)
        expect((await client.post('/api/auth/mfa_challenge.json', { code: wrongCode(secret) })).status).toBe(422);
    }
    const { client } = await passwordStep(email);
    expect((await client.post('/api/auth/mfa_challenge.json', { code: codeAt(secret, 1) })).status).toBe(429);
  });

  it('after a password reset link too: the mailbox alone opens no session', async () => {
    const { email, secret } = await enrolled();
    const client = await browser();
    expect((await client.post('/api/passwords/reset.json', { email })).status).toBe(201);
    const token = await linkTokenTo(email, 'Reset your password', 'reset-password');
    expect(await client.patch('/api/passwords.json', { token, password: 'Another12345' })).toMatchObject({
      status: 200,
      body: { secondFactor: 'totp' },
    });
    expect((await client.get('/api/bootstrap.json')).body.currentUser).toBeNull();
    expect(await client.post('/api/auth/mfa_challenge.json', { code: codeAt(secret, 1) })).toMatchObject({
      status: 200,
      body: { currentUser: { email } },
    });
  });

  it('after a passcode sign-in too', async () => {
    const { id, secret } = await enrolled();
    const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(id),
        UpdateExpression: 'SET phone = :p, verifiedPhone = :p, verifyBy = :otp',
        ExpressionAttributeValues: { ':p': phone, ':otp': 'otp' },
      }),
    );
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.userPhone(phone),
        UpdateExpression: 'SET userId = :id',
        ExpressionAttributeValues: { ':id': id },
      }),
    );
    const other = await browser();
    expect((await other.post('/api/auth/evaluate_auth.json', { userauth: phone })).body.verifyBy).toBe('otp');
    const otp = passcodeFrom(await latestSms(stack, phone));
    expect(await other.post('/api/auth/sms_login.json', { userauth: phone, otp })).toMatchObject({
      status: 200,
      body: { secondFactor: 'totp' },
    });
    expect((await other.post('/api/auth/mfa_challenge.json', { code: codeAt(secret, 1) })).status).toBe(200);
  });

  it('the seeded content admin signs in with a code from its demo secret or a demo recovery code', async () => {
    const admin = new ApiClient(stack.url);
    const reply = await admin.signIn('admin@example.com', undefined, undefined, { fresh: true });
    expect(reply.body.currentUser).toMatchObject({ contentAdmin: true, mfaEnabled: true, mfaRequired: true });
    expect((await admin.get('/api/admin/question_banks.json')).status).toBe(200);
    const other = await browser();
    await other.post('/api/auth/login.json', { userauth: 'admin@example.com', password: 'Password123!' });
    expect((await other.post('/api/auth/mfa_challenge.json', { recoveryCode: DEMO_RECOVERY_CODES[4] })).status).toBe(
      200,
    );
  });
});

describe('required for admins', () => {
  it('an admin of a group above 50 members without it reaches only the setup until it is on', async () => {
    const groupId = await newGroup();
    const admin = await signUpUser('Gail', 'Big');
    await addGroupMember(groupId, admin.id, true);
    const { client, reply } = await passwordStep(admin.email);
    expect(reply).toMatchObject({ status: 200, body: { currentUser: { mfaRequired: false }, redirect: '/dashboard' } });
    expect((await client.get('/api/groups/dashboard.json')).status).toBe(200);

    // The group grows past 50: the requirement holds from the next request on.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.group(groupId),
        UpdateExpression: 'SET memberCount = :n',
        ExpressionAttributeValues: { ':n': 51 },
      }),
    );
    expect(await client.get('/api/groups/dashboard.json')).toMatchObject({
      status: 403,
      body: { message: MFA_SETUP_REQUIRED },
    });
    expect(await client.get('/api/user_courses.json')).toMatchObject({
      status: 403,
      body: { message: MFA_SETUP_REQUIRED },
    });
    expect((await client.get('/api/bootstrap.json')).body.currentUser).toMatchObject({
      mfaRequired: true,
      mfaEnabled: false,
    });
    const again = await passwordStep(admin.email);
    expect(again.reply.body.redirect).toBe('/two-step-verification');

    const { secret } = (await again.client.post('/api/mfa/totp.json', {})).body;
    expect((await again.client.patch('/api/mfa/totp.json', { code: codeAt(secret) })).status).toBe(200);
    expect((await again.client.get('/api/groups/dashboard.json')).status).toBe(200);

    // Turning it off sends an admin who must have it back to the setup.
    const off = await again.client.delete('/api/mfa/totp.json', { code: codeAt(secret, 1) });
    expect(off).toMatchObject({
      status: 200,
      body: { user: { mfaEnabled: false, mfaRequired: true }, redirect: '/two-step-verification' },
    });
    expect((await again.client.get('/api/groups/dashboard.json')).status).toBe(403);
  });
});

describe('turning it on', () => {
  it("ends the account's other sessions: one opened while an admin still had to set it up never gets past it", async () => {
    const groupId = await newGroup();
    const admin = await signUpUser('Pia', 'Pending');
    await addGroupMember(groupId, admin.id, true);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.group(groupId),
        UpdateExpression: 'SET memberCount = :n',
        ExpressionAttributeValues: { ':n': 51 },
      }),
    );
    const elsewhere = await passwordStep(admin.email);
    expect((await elsewhere.client.get('/api/groups/dashboard.json')).status).toBe(403);
    const mine = await passwordStep(admin.email);
    const { secret } = (await mine.client.post('/api/mfa/totp.json', {})).body;
    expect((await mine.client.patch('/api/mfa/totp.json', { code: codeAt(secret) })).status).toBe(200);
    expect((await mine.client.get('/api/groups/dashboard.json')).status).toBe(200);
    expect((await elsewhere.client.get('/api/groups/dashboard.json')).status).toBe(401);
    expect((await elsewhere.client.get('/api/bootstrap.json')).body.currentUser).toBeNull();
  });
});

describe('turning it off and new recovery codes', () => {
  it('off needs a second factor and the password step-up; the next sign-in is one step again', async () => {
    const { client, email, secret, recoveryCodes } = await enrolled();
    expect(await client.delete('/api/mfa/totp.json', {})).toMatchObject({
      status: 422,
      body: { errors: { code: [MFA_MESSAGES.codeMissing] } },
    });
    expect(await client.delete('/api/mfa/totp.json', { code: wrongCode(secret) })).toMatchObject({
      status: 422,
      body: { errors: { code: [MFA_MESSAGES.codeIncorrect] } },
    });
    await signedInAgo(client, 16 * 60_000);
    expect(await client.delete('/api/mfa/totp.json', { recoveryCode: recoveryCodes[0] })).toMatchObject({
      status: 422,
      body: { errors: { currentPassword: [expect.any(String)] } },
    });
    expect(
      await client.delete('/api/mfa/totp.json', { recoveryCode: recoveryCodes[0], currentPassword: PASSWORD }),
    ).toMatchObject({ status: 200, body: { user: { mfaEnabled: false } } });
    expect(await mailTo(email, 'Two-step verification was turned off')).toBeDefined();
    expect((await passwordStep(email)).reply.body.currentUser.email).toBe(email);
  });

  it('new recovery codes replace the old ones and need a code', async () => {
    const { client, email, secret, recoveryCodes } = await enrolled();
    expect((await client.post('/api/mfa/recovery_codes.json', { code: wrongCode(secret) })).status).toBe(422);
    const renewed = await client.post('/api/mfa/recovery_codes.json', { code: codeAt(secret, 1) });
    expect(renewed).toMatchObject({ status: 201, body: { toaster: { message: MFA_MESSAGES.newRecoveryCodes } } });
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    const old = await passwordStep(email);
    expect((await old.client.post('/api/auth/mfa_challenge.json', { recoveryCode: recoveryCodes[1] })).status).toBe(
      422,
    );
    expect(
      (await old.client.post('/api/auth/mfa_challenge.json', { recoveryCode: renewed.body.recoveryCodes[0] })).status,
    ).toBe(200);
  });

  it('a learner without it cannot turn it off or renew codes', async () => {
    const { client } = await signUpUser('Nora', 'None');
    expect(await client.post('/api/mfa/recovery_codes.json', { code: '123456' })).toMatchObject({
      status: 422,
      body: { errors: { base: [MFA_MESSAGES.notOn] } },
    });
    expect((await (await browser()).post('/api/mfa/totp.json', {})).status).toBe(401);
  });
});
