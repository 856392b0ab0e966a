// Phone confirmation, passcode limits and step-up (security review H1, M4, M5, M7, M8): only a phone
// confirmed by a texted code signs in by passcode; admins and password users are never switched to
// passcodes; wrong passcodes are capped per day (then passcode sign-in is off until a password
// sign-in, and the owner is emailed); every failure and every resend reads the same; texts go only
// to enabled countries within per-number and daily budgets; a passcode session changes no
// credential without the current password.
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '@shared/constants';
import { countAttempt } from '@functions/data/rate-limits';
import { getUserByEmail, markEmailVerified } from '@functions/data/users';
import { SMS_MESSAGES } from '@functions/domain/auth/messages';
import { sendTextMessage } from '@functions/domain/auth/text-messages';
import { resetEnvForTests } from '@functions/lib/env';
import { ApiClient, latestSms, passcodeFrom } from '../support/api-client';
import { browser, idempotencyKey, mailTo, uniqueEmail, uniquePhone } from '../support/accounts';

const stack = inject('stack');
beforeAll(() => {
  Object.assign(process.env, stack.env);
});

/** A signed-in account whose email is confirmed (as by its link) and whose phone is not yet. */
async function account(phone = uniquePhone()) {
  const client = await browser();
  const email = uniqueEmail('passcode');
  const created = await client.post(
    '/api/users.json',
    { firstName: 'Pia', lastName: 'Phone', email, phone, password: 'Password123!' },
    idempotencyKey(),
  );
  expect(created.status).toBe(201);
  const id = created.body.user.id as string;
  expect(await markEmailVerified(id, email)).toBe(true);
  return { client, id, email, phone };
}

async function confirmPhone(client: ApiClient, phone: string) {
  expect(await client.post('/api/phone_verifications.json', {})).toMatchObject({
    status: 201,
    body: { toaster: { message: `We have texted a code to (***) ***-${phone.slice(-4)}.` } },
  });
  const code = passcodeFrom(await latestSms(stack, phone))!;
  const reply = await client.patch('/api/phone_verifications.json', { code });
  expect(reply).toMatchObject({ status: 200, body: { user: { phoneVerified: true } } });
}

async function passcodeSession(phone: string) {
  const client = await browser();
  expect((await client.post('/api/auth/evaluate_auth.json', { userauth: phone })).body.verifyBy).toBe('otp');
  const otp = passcodeFrom(await latestSms(stack, phone))!;
  expect((await client.post('/api/auth/sms_login.json', { userauth: phone, otp })).status).toBe(200);
  return client;
}

describe('phone confirmation', () => {
  it('a texted code confirms the phone, which only then signs in by passcode', async () => {
    const { client, phone, email } = await account();
    const before = await browser();
    expect((await before.post('/api/auth/evaluate_auth.json', { userauth: phone })).body.verifyBy).toBe('otp');
    expect(await latestSms(stack, phone)).toBeUndefined();

    expect((await client.post('/api/phone_verifications.json', {})).status).toBe(201);
    const code = passcodeFrom(await latestSms(stack, phone))!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await client.patch('/api/phone_verifications.json', { code: wrong })).toMatchObject({
      status: 422,
      body: { errors: { code: [expect.stringMatching(/incorrect or has expired/)] } },
    });
    expect((await client.patch('/api/phone_verifications.json', { code })).body.user.phoneVerified).toBe(true);
    expect((await client.post('/api/phone_verifications.json', {})).status).toBe(422);

    await passcodeSession(phone);
    // A password user who types the email and asks for a passcode is sent to the password step (M5).
    expect(
      (await (await browser()).post('/api/auth/evaluate_auth.json', { userauth: email, verifyBy: 'otp' })).body
        .verifyBy,
    ).toBe('password');
  });

  it('a new number is unconfirmed again, and the account is told it changed', async () => {
    const { client, id, phone, email } = await account();
    await confirmPhone(client, phone);
    const next = uniquePhone();
    expect((await client.patch(`/api/users/${id}.json`, { user: { phone: next } })).body.user).toMatchObject({
      phone: next,
      phoneVerified: false,
    });
    expect(await mailTo(email, 'Your phone number was changed')).toBeDefined();
    expect((await (await browser()).post('/api/auth/evaluate_auth.json', { userauth: next })).body.verifyBy).toBe(
      'otp',
    );
    expect(await latestSms(stack, next)).toBeUndefined();
  });
});

describe('step-up after a passcode sign-in (M4)', () => {
  it('a passcode session changes the password, email or phone only with the current password; the account is emailed', async () => {
    const { client, id, phone, email } = await account();
    await confirmPhone(client, phone);
    const byPasscode = await passcodeSession(phone);
    const ask = {
      status: 422,
      body: { errors: { currentPassword: ['Please enter your current password to continue.'] } },
    };
    expect(await byPasscode.patch('/api/passwords.json', { password: 'NewPassw0rd' })).toMatchObject(ask);
    expect(
      await byPasscode.patch(`/api/users/${id}.json`, { user: { email: uniqueEmail('taken-over') } }),
    ).toMatchObject(ask);
    expect(await byPasscode.patch(`/api/users/${id}.json`, { user: { phone: uniquePhone() } })).toMatchObject(ask);
    expect(
      (await byPasscode.patch('/api/passwords.json', { password: 'NewPassw0rd', currentPassword: 'Password123!' }))
        .status,
    ).toBe(200);
    expect(await mailTo(email, 'Your password was changed')).toBeDefined();
  });

  it('a reset-link session needs it too; a fresh password sign-in does not', async () => {
    const { email } = await account();
    const resetter = await browser();
    expect((await resetter.post('/api/passwords/reset.json', { email })).status).toBe(201);
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec((await mailTo(email, 'Reset your password'))!.text)![1]!;
    expect((await resetter.patch('/api/passwords.json', { token, password: 'ResetPassw0rd' })).status).toBe(200);
    expect((await resetter.patch('/api/passwords.json', { password: 'OtherPassw0rd' })).status).toBe(422);
    const signedIn = new ApiClient(stack.url);
    await signedIn.signIn(email, 'ResetPassw0rd');
    expect((await signedIn.patch('/api/passwords.json', { password: 'OtherPassw0rd' })).status).toBe(200);
  });
});

describe('who may sign in by passcode (M5)', () => {
  it('never a group or content admin, whatever they type or ask for', async () => {
    for (const [email, phone] of [
      ['groupadmin@example.com', '+15555550101'],
      ['admin@example.com', '+15555550103'],
    ] as const) {
      const client = await browser();
      expect((await client.post('/api/auth/evaluate_auth.json', { userauth: phone })).body.verifyBy).toBe('password');
      expect(
        (await client.post('/api/auth/evaluate_auth.json', { userauth: email, verifyBy: 'otp' })).body.verifyBy,
      ).toBe('password');
      expect(await latestSms(stack, phone)).toBeUndefined();
    }
  });

  it('20 wrong passcodes in a day turn passcode sign-in off, email the owner, and a password sign-in turns it back on', async () => {
    const { client, id, phone, email } = await account();
    await confirmPhone(client, phone);
    // 19 wrong codes earlier today (the 15-minute window allows 10 at a time).
    for (let i = 0; i < 19; i += 1) await countAttempt('passcodeFailureDaily', `id:user:${id}`, 86_400);
    const attacker = await browser();
    expect((await attacker.post('/api/auth/evaluate_auth.json', { userauth: phone })).body.verifyBy).toBe('otp');
    const otp = passcodeFrom(await latestSms(stack, phone))!;
    const wrong = otp === '000000' ? '111111' : '000000';
    expect(await attacker.post('/api/auth/sms_login.json', { userauth: phone, otp: wrong })).toMatchObject({
      status: 422,
      body: { errors: { otp: [MESSAGES.passcodeFailed] } },
    });
    expect((await getUserByEmail(email))!.passcodeLockedAt).not.toBeNull();
    expect(await mailTo(email, 'Passcode sign-in was turned off')).toBeDefined();
    // Even the right code no longer works, and no new one is sent.
    expect((await attacker.post('/api/auth/sms_login.json', { userauth: phone, otp })).status).toBe(422);
    expect((await attacker.post('/api/auth/evaluate_auth.json', { userauth: phone })).body.verifyBy).toBe('password');

    await new ApiClient(stack.url).signIn(email);
    expect((await getUserByEmail(email))!.passcodeLockedAt).toBeNull();
    expect((await (await browser()).post('/api/auth/evaluate_auth.json', { userauth: phone })).body.verifyBy).toBe(
      'otp',
    );
  });
});

describe('one answer for everyone (M7)', () => {
  it('a resend and a failed passcode read the same for a known and an unknown identity', async () => {
    const { client, phone } = await account();
    await confirmPhone(client, phone);
    const unknown = uniquePhone();
    const known = await (await browser()).post('/api/auth/evaluate_auth.json', { userauth: phone, verifyBy: 'otp' });
    const stranger = await (await browser()).post('/api/auth/evaluate_auth.json', {
      userauth: unknown,
      verifyBy: 'otp',
    });
    expect(known.body).toEqual({ verifyBy: 'otp', toaster: { type: 'success', message: MESSAGES.otpResent } });
    expect(stranger.body).toEqual(known.body);
    const otp = passcodeFrom(await latestSms(stack, phone))!;
    const wrong = otp === '000000' ? '111111' : '000000';
    const failures = await Promise.all([
      (await browser()).post('/api/auth/sms_login.json', { userauth: phone, otp: wrong }),
      (await browser()).post('/api/auth/sms_login.json', { userauth: unknown, otp: wrong }),
      (await browser()).post('/api/auth/sms_login.json', { userauth: 'nobody-at-all@example.com', otp: wrong }),
    ]);
    for (const failure of failures)
      expect(failure).toMatchObject({ status: 422, body: { errors: { otp: [MESSAGES.passcodeFailed] } } });
  });
});

describe('text messages (M8)', () => {
  afterEach(() => {
    Object.assign(process.env, { SMS_DAILY_BUDGET: stack.env.SMS_DAILY_BUDGET ?? '1000' });
    resetEnvForTests();
  });

  it('go only to enabled country codes (default +1)', async () => {
    const { client } = await account('+447700900123');
    expect(await client.post('/api/phone_verifications.json', {})).toMatchObject({
      status: 422,
      body: { errors: { phone: [SMS_MESSAGES.countryNotEnabled] } },
    });
    expect(await latestSms(stack, '+447700900123')).toBeUndefined();
  });

  it('stop at the per-number daily budget', async () => {
    const { client, phone } = await account();
    for (let i = 0; i < 10; i += 1) await countAttempt('smsPerNumber', phone, 86_400);
    expect(await client.post('/api/phone_verifications.json', {})).toMatchObject({
      status: 429,
      body: { errors: { base: [SMS_MESSAGES.numberBudget] } },
    });
    expect(await latestSms(stack, phone)).toBeUndefined();
  });

  it("refuse a passcode user's number and a number nobody holds alike (the budget is no account oracle)", async () => {
    const { client, phone } = await account();
    await confirmPhone(client, phone);
    const nobody = uniquePhone();
    for (const number of [phone, nobody])
      for (let i = 0; i < 10; i += 1) await countAttempt('smsPerNumber', number, 86_400);
    const replies = await Promise.all(
      [phone, nobody].map(async (number) =>
        (await browser()).post('/api/auth/evaluate_auth.json', { userauth: number, verifyBy: 'otp' }),
      ),
    );
    for (const reply of replies)
      expect(reply).toMatchObject({ status: 429, body: { errors: { base: [SMS_MESSAGES.numberBudget] } } });
    expect(replies[0]!.body).toEqual(replies[1]!.body);
    const abroad = await (await browser()).post('/api/auth/evaluate_auth.json', {
      userauth: '+447700900456',
      verifyBy: 'otp',
    });
    expect(abroad).toMatchObject({ status: 422, body: { errors: { userauth: [SMS_MESSAGES.countryNotEnabled] } } });
  });

  it('stop at the platform-wide daily budget', async () => {
    // In this process only (the stack keeps its budget): a budget already spent refuses the next text.
    Object.assign(process.env, { SMS_DAILY_BUDGET: '0' });
    resetEnvForTests();
    const phone = uniquePhone();
    await expect(sendTextMessage(phone, 'hello')).rejects.toMatchObject({
      limit: 'sms:daily',
      message: SMS_MESSAGES.dailyBudget,
    });
    expect(await latestSms(stack, phone)).toBeUndefined();
  });
});
