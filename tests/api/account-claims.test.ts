// Pre-hijack (security review H1), reset residuals (L3) and session replacement (L11): an address is
// confirmed only by a link sent to it; an unconfirmed phone never signs in; the address's owner claims
// an account someone else registered with it (a reset link, or signing up again and following the
// claim link) and ends up alone in it; a reset ends every other reset link; signing in again ends the
// browser's previous session.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { writeProfile } from '@functions/data/profile';
import { getUserByEmail, getUserByPhone, markPhoneVerified } from '@functions/data/users';
import { addGroupMember } from '@functions/data/groups';
import { takePendingGroupJoin } from '@functions/data/group-codes';
import { getTotpFactor } from '@functions/data/mfa';
import { PROMOTION_MESSAGES } from '@functions/domain/profile/messages';
import { groupWithAdmin, PASSWORD, signedIn, signUpUser } from './group-fixtures';
import { MFA_MESSAGES } from '@shared/rules/mfa';
import { seedTotpFactor } from '@infra/local/seed/two-step';
import { ApiClient, latestSms } from '../support/api-client';
import { browser, idempotencyKey, linkTokenTo, mailTo, uniqueEmail, uniquePhone } from '../support/accounts';

const stack = inject('stack');
beforeAll(() => {
  Object.assign(process.env, stack.env);
});

const signUp = async (client: ApiClient, email: string, phone: string, password: string) =>
  client.post('/api/users.json', { firstName: 'Jane', lastName: 'Doe', email, phone, password }, idempotencyKey());

/** Nobody but the owner is in the account: the squatter's session, password and phone all fail. */
async function expectOwnerAlone(email: string, squatter: ApiClient, squatterPhone: string, squatterPassword: string) {
  expect((await squatter.get('/api/bootstrap.json')).body.currentUser).toBeNull();
  expect(
    (await (await browser()).post('/api/auth/login.json', { userauth: email, password: squatterPassword })).status,
  ).toBe(422);
  const probe = await browser();
  expect((await probe.post('/api/auth/evaluate_auth.json', { userauth: email, verifyBy: 'otp' })).body.verifyBy).toBe(
    'password',
  );
  await probe.post('/api/auth/evaluate_auth.json', { userauth: squatterPhone });
  expect(await latestSms(stack, squatterPhone)).toBeUndefined();
  expect(await getUserByPhone(squatterPhone)).toBeNull();
  expect(await getUserByEmail(email)).toMatchObject({
    phone: null,
    verifiedEmail: email,
    groupId: null,
    groupAdmin: false,
    mfaEnabled: false,
  });
  expect(await getTotpFactor((await getUserByEmail(email))!.id)).toBeNull();
}

describe('an address someone else registered (pre-hijack)', () => {
  it("never lets the squatter's unconfirmed phone sign in, even before the owner shows up", async () => {
    const email = uniqueEmail('jane.doe');
    const squatterPhone = uniquePhone();
    const squatter = await browser();
    const created = await signUp(squatter, email, squatterPhone, 'Squat12345');
    expect(created).toMatchObject({
      status: 201,
      body: { user: { email, emailVerified: false, phoneVerified: false } },
    });
    // A phone is confirmed only after the email, so the squatter cannot make theirs a sign-in factor.
    expect(await squatter.post('/api/phone_verifications.json', {})).toMatchObject({
      status: 422,
      body: { errors: { email: [expect.stringMatching(/confirm your email/)] } },
    });
    const fresh = await browser();
    expect((await fresh.post('/api/auth/evaluate_auth.json', { userauth: email, verifyBy: 'otp' })).body.verifyBy).toBe(
      'password',
    );
    expect((await fresh.post('/api/auth/evaluate_auth.json', { userauth: squatterPhone })).body.verifyBy).toBe('otp');
    expect(await latestSms(stack, squatterPhone)).toBeUndefined();
  });

  it("the review's scenario: after the owner's reset the squatter is out, phone and password included", async () => {
    const email = uniqueEmail('jane.doe');
    const squatterPhone = uniquePhone();
    const squatter = await browser();
    expect((await signUp(squatter, email, squatterPhone, 'Squat12345')).status).toBe(201);
    const owner = await browser();
    expect((await owner.post('/api/passwords/reset.json', { email })).status).toBe(201);
    const token = await linkTokenTo(email, 'Reset your password', 'reset-password');
    const reset = await owner.patch('/api/passwords.json', { token, password: 'Owner12345' });
    expect(reset).toMatchObject({ status: 200, body: { user: { email, phone: null, emailVerified: true } } });
    await expectOwnerAlone(email, squatter, squatterPhone, 'Squat12345');
    expect((await owner.get('/api/bootstrap.json')).body.currentUser.email).toBe(email);
    expect(await mailTo(email, 'Your password was changed')).toBeDefined();
  });

  it("a phone the squatter confirmed (under another address, before switching the email to the owner's) neither signs in nor survives the owner's reset", async () => {
    const email = uniqueEmail('jane.doe');
    const squatterPhone = uniquePhone();
    const squatter = await browser();
    const created = await signUp(squatter, email, squatterPhone, 'Squat12345');
    expect(created.status).toBe(201);
    // The state such a switch leaves: a confirmed phone, the owner's address unconfirmed, passcodes preferred.
    const user = (await getUserByEmail(email))!;
    expect(await markPhoneVerified(user.id, squatterPhone)).toBe(true);
    await writeProfile({ before: (await getUserByEmail(email))!, changes: { verifyBy: 'otp' } });
    const probe = await browser();
    expect((await probe.post('/api/auth/evaluate_auth.json', { userauth: email, verifyBy: 'otp' })).body.verifyBy).toBe(
      'password',
    );
    await probe.post('/api/auth/evaluate_auth.json', { userauth: squatterPhone });
    expect(await latestSms(stack, squatterPhone)).toBeUndefined();

    const owner = await browser();
    expect((await owner.post('/api/passwords/reset.json', { email })).status).toBe(201);
    const token = await linkTokenTo(email, 'Reset your password', 'reset-password');
    expect((await owner.patch('/api/passwords.json', { token, password: 'Owner12345' })).status).toBe(200);
    await expectOwnerAlone(email, squatter, squatterPhone, 'Squat12345');
    expect(await getUserByEmail(email)).toMatchObject({ verifiedPhone: null, verifyBy: 'password' });
  });

  it('signing up again with the address is refused as taken, and the emailed claim link gives the owner the account', async () => {
    const email = uniqueEmail('jane.doe');
    const squatterPhone = uniquePhone();
    const squatter = await browser();
    expect((await signUp(squatter, email, squatterPhone, 'Squat12345')).status).toBe(201);
    const owner = await browser();
    // The same answer as for a confirmed address (the squatter learns nothing), and a claim link to the mailbox.
    expect(await signUp(owner, email, uniquePhone(), 'Owner12345')).toMatchObject({
      status: 422,
      body: { errors: { email: ['Email has already been taken'] } },
    });
    const token = await linkTokenTo(email, 'Claim your email address', 'reset-password');
    expect((await owner.patch('/api/passwords.json', { token, password: 'Owner12345' })).status).toBe(200);
    await expectOwnerAlone(email, squatter, squatterPhone, 'Squat12345');
    expect(
      (await (await browser()).post('/api/auth/login.json', { userauth: email, password: 'Owner12345' })).status,
    ).toBe(200);
  });

  it("an authenticator app the squatter set up goes with the owner's reset, and a join by code they started never happens", async () => {
    const email = uniqueEmail('jane.doe');
    const squatter = await browser();
    // A sign-up code's join waits for the address, which the squatter cannot confirm.
    const joined = await squatter.post(
      '/api/users/group_signup.json',
      { signupCode: 'MERCY2026', firstName: 'Jane', lastName: 'Doe', email, password: 'Squat12345' },
      idempotencyKey(),
    );
    expect(joined).toMatchObject({ status: 201, body: { user: { groupId: null } } });
    const held = (await getUserByEmail(email))!;
    // Setting up an authenticator app needs a confirmed address (else the squatter could lock the owner out)...
    expect(await squatter.post('/api/mfa/totp.json', {})).toMatchObject({
      status: 422,
      body: { errors: { base: [MFA_MESSAGES.confirmEmailFirst] } },
    });
    // ...and one set up anyway (an account from before the rule) does not survive the claim.
    await seedTotpFactor(held.id, 'JBSWY3DPEHPK3PXPSQUATTERSECRET23');
    const owner = await browser();
    expect((await owner.post('/api/passwords/reset.json', { email })).status).toBe(201);
    const token = await linkTokenTo(email, 'Reset your password', 'reset-password');
    const reset = await owner.patch('/api/passwords.json', { token, password: 'Owner12345' });
    expect(reset).toMatchObject({ status: 200, body: { user: { email, groupId: null, mfaEnabled: false } } });
    expect(reset.body.secondFactor).toBeUndefined();
    await expectOwnerAlone(email, squatter, uniquePhone(), 'Squat12345');
    expect(await takePendingGroupJoin(held.id)).toBeNull();
    // Confirmed now: the owner may set up their own app.
    expect((await owner.post('/api/mfa/totp.json', {})).status).toBe(201);
  });

  it('admin rights pass only between confirmed addresses: an unconfirmed member cannot be promoted, nor can an unconfirmed admin promote', async () => {
    const group = await groupWithAdmin(1);
    const unconfirmed = await signUpUser('Una', 'Unconfirmed', { confirmed: false });
    await addGroupMember(group.groupId, unconfirmed.id, false);
    expect(await group.admin.patch(`/api/users/${unconfirmed.id}.json`, { user: { groupAdmin: true } })).toMatchObject({
      status: 422,
      body: { errors: { groupAdmin: [PROMOTION_MESSAGES.confirmTheirs] } },
    });
    const other = await signUpUser('Ada', 'Unsure', { confirmed: false });
    await addGroupMember(group.groupId, other.id, true);
    const otherAdmin = await signedIn(other.email, PASSWORD);
    expect(
      await otherAdmin.patch(`/api/users/${group.memberIds[0]}.json`, { user: { groupAdmin: true } }),
    ).toMatchObject({ status: 422, body: { errors: { groupAdmin: [PROMOTION_MESSAGES.confirmYours] } } });
  });

  it('a sign-up with a confirmed address sends no claim link', async () => {
    const owner = await browser();
    expect((await signUp(owner, 'member@example.com', uniquePhone(), 'Owner12345')).status).toBe(422);
    expect(await mailTo('member@example.com', 'Claim your email address')).toBeUndefined();
  });

  it('joining by a sign-up code never attaches the account that holds the address', async () => {
    const email = uniqueEmail('coded');
    const squatter = await browser();
    expect((await signUp(squatter, email, uniquePhone(), 'Squat12345')).status).toBe(201);
    const joiner = await browser();
    expect(
      await joiner.post(
        '/api/users/group_signup.json',
        { signupCode: 'MERCY2026', firstName: 'Jo', lastName: 'Iner', email, password: 'Owner12345' },
        idempotencyKey(),
      ),
    ).toMatchObject({
      status: 422,
      body: { errors: { email: ['Email has already been taken'] } },
    });
    expect(await getUserByEmail(email)).toMatchObject({ groupId: null });
    expect(await mailTo(email, 'Claim your email address')).toBeDefined();
  });
});

describe('the email confirmation link', () => {
  it('confirms the address only for the account it was sent to, signed in, once', async () => {
    const email = uniqueEmail('confirm');
    const person = await browser();
    expect((await signUp(person, email, uniquePhone(), 'Owner12345')).status).toBe(201);
    const token = await linkTokenTo(email, 'Confirm your email address', 'verify-email');
    expect((await (await browser()).post('/api/email_verifications.json', { token })).status).toBe(401);
    const stranger = new ApiClient(stack.url);
    await stranger.signIn('learner@example.com');
    expect(await stranger.post('/api/email_verifications.json', { token })).toMatchObject({
      status: 422,
      body: { errors: { token: [expect.stringMatching(/another account/)] } },
    });
    // Still usable by its own account.
    expect(await person.post('/api/email_verifications.json', { token })).toMatchObject({
      status: 200,
      body: { user: { email, emailVerified: true } },
    });
    expect((await person.get('/api/bootstrap.json')).body.currentUser.emailVerified).toBe(true);
    expect((await person.post('/api/email_verifications.json', { token })).status).toBe(422);
    expect(await person.post('/api/email_verifications/resend.json', {})).toMatchObject({
      status: 422,
      body: { errors: { email: ['Your email address is already confirmed.'] } },
    });
  });

  it('a new link can be asked for, and an address changed since is not confirmed by an old one', async () => {
    const email = uniqueEmail('resend');
    const person = await browser();
    expect((await signUp(person, email, uniquePhone(), 'Owner12345')).status).toBe(201);
    const old = await linkTokenTo(email, 'Confirm your email address', 'verify-email');
    const moved = uniqueEmail('moved');
    const id = (await person.get('/api/bootstrap.json')).body.currentUser.id;
    expect((await person.patch(`/api/users/${id}.json`, { user: { email: moved } })).body.user).toMatchObject({
      email: moved,
      emailVerified: false,
    });
    expect(await mailTo(email, 'Your email address was changed')).toBeDefined();
    expect((await person.post('/api/email_verifications.json', { token: old })).status).toBe(422);
    expect((await person.post('/api/email_verifications/resend.json', {})).status).toBe(201);
    const token = await linkTokenTo(moved, 'Confirm your email address', 'verify-email');
    expect((await person.post('/api/email_verifications.json', { token })).body.user).toMatchObject({
      email: moved,
      emailVerified: true,
    });
  });
});

describe('password reset residuals (L3)', () => {
  it('a used reset link ends every other outstanding link of the user', async () => {
    const email = uniqueEmail('links');
    expect((await signUp(await browser(), email, uniquePhone(), 'OldPassw0rd')).status).toBe(201);
    const asker = await browser();
    expect((await asker.post('/api/passwords/reset.json', { email })).status).toBe(201);
    const first = await linkTokenTo(email, 'Reset your password', 'reset-password');
    expect((await asker.post('/api/passwords/reset.json', { email })).status).toBe(201);
    const second = await linkTokenTo(email, 'Reset your password', 'reset-password');
    expect(second).not.toBe(first);
    expect(
      (await (await browser()).patch('/api/passwords.json', { token: second, password: 'NewPassw0rd' })).status,
    ).toBe(200);
    expect(
      await (await browser()).patch('/api/passwords.json', { token: first, password: 'OtherPassw0rd' }),
    ).toMatchObject({ status: 422, body: { errors: { token: [expect.stringMatching(/invalid or has expired/)] } } });
    expect(await mailTo(email, 'Your password was changed')).toBeDefined();
  });
});

describe('signing in again (L11)', () => {
  it("ends the browser's previous session", async () => {
    const client = new ApiClient(stack.url);
    await client.signIn('learner@example.com');
    const previous = client.cookies.get('sid')!;
    await client.signIn('member@example.com');
    expect(client.cookies.get('sid')).not.toBe(previous);
    const replay = new ApiClient(stack.url);
    replay.cookies.set('sid', previous);
    expect((await replay.get('/api/bootstrap.json')).body.currentUser).toBeNull();
    expect((await client.get('/api/bootstrap.json')).body.currentUser.email).toBe('member@example.com');
  });
});
