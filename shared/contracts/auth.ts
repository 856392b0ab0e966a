// Sign-in, sign-out, password reset, page bootstrap and realtime authorisation.
import * as z from 'zod/mini';
import { defineContract, type Grant } from './contract';
import { envelope, noContent, validationErrors } from './envelope';
import { cart, company, currentUser, flashMessage, groupSummary } from './common';
import { passwordRule } from '../rules/password';
import { MAX_LENGTH, tooLong } from './limits';

const userauth = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Please enter your email or phone number'),
    z.maxLength(MAX_LENGTH.userauth, tooLong(MAX_LENGTH.userauth)),
  );
const signedIn = z.object({ currentUser, group: z.nullable(groupSummary), ...envelope });
/**
 * Our addition: the first factor was right but the account has two-step verification, so there is
 * no session yet. A short-lived challenge cookie is set; POST /api/auth/mfa_challenge.json finishes.
 */
export const secondFactorNeeded = z.object({ secondFactor: z.literal('totp'), ...envelope });
const signedInOrSecondFactor = z.union([signedIn, secondFactorNeeded]);
const tooMany = z.object({ errors: z.record(z.string(), z.array(z.string())) });

/**
 * The public sign-in steps reach only the keys they use (IAM `dynamodb:LeadingKeys`, issue 19 M6),
 * never the whole table. Opening a session (functions/domain/auth/sessions.ts openSession) writes the
 * session and the user's partition (session index, referral), merges the browser's cart (reading
 * its products and referral code), notes a member's last sign-in in the group's partition and
 * appends to the audit trail. Name a new key prefix here when a sign-in step starts using one.
 */
export const OPEN_SESSION_GRANTS = [
  'table:write:sessions',
  'table:write:users',
  'table:write:carts',
  'table:read:products',
  'table:read:referral-codes',
  'table:write:groups',
  'table:write:audit',
] as const satisfies readonly Grant[];
/** Finding the account by email or phone, and counting attempts per identity and IP. */
const IDENTIFY_GRANTS = ['table:read:identities', 'table:write:rate-limits'] as const satisfies readonly Grant[];

export const bootstrap = defineContract({
  method: 'GET',
  path: '/api/bootstrap.json',
  access: 'public',
  summary: "The page's initial data: cart, company, current user, group, flash messages and the CSRF token.",
  grants: ['table:read', 'google-sign-in'],
  responses: {
    200: z.object({
      csrfToken: z.string(),
      currentUser: z.nullable(currentUser),
      group: z.nullable(groupSummary),
      company,
      cart,
      flashMessages: z.array(flashMessage),
      realtimeUrl: z.nullable(z.string()),
      /** Card entry: Stripe Elements (`stripe`), or locally the stand-in's plain card fields (`local`). */
      payments: z.object({
        provider: z.enum(['stripe', 'local']),
        publishableKey: z.string(),
        localApiUrl: z.nullable(z.string()),
      }),
      /** Whether address forms offer street suggestions (GET /api/address_suggestions.json); off locally. */
      addressAutocomplete: z.boolean(),
      /** Whether the sign-in and sign-up screens offer Google (its OpenID Connect client is configured). */
      googleSignIn: z.boolean(),
    }),
  },
});

export const evaluateAuth = defineContract({
  method: 'POST',
  path: '/api/auth/evaluate_auth.json',
  access: 'public',
  summary:
    "First login step: decides whether the identity signs in by password or by one-time passcode (and sends it). 'otp' only for a confirmed phone that chose passcodes or was typed, never an admin's; an explicit 'otp' from anyone else is treated as 'password'. Metered per identity and IP on every branch.",
  // The passcode is kept in the user's partition.
  grants: [...IDENTIFY_GRANTS, 'table:write:users', 'sms'],
  body: z.object({ userauth, verifyBy: z.optional(z.enum(['password', 'otp'])) }),
  responses: {
    200: z.object({ verifyBy: z.enum(['password', 'otp']), ...envelope }),
    422: validationErrors,
    429: tooMany,
  },
});

export const login = defineContract({
  method: 'POST',
  path: '/api/auth/login.json',
  access: 'public',
  summary:
    'Password step: checks the password with Cognito and opens a session, or, for an account with two-step verification, answers `secondFactor` and sets the challenge cookie (no session yet).',
  grants: [...IDENTIFY_GRANTS, ...OPEN_SESSION_GRANTS, 'table:write:mfa-challenges', 'cognito:sign-in'],
  body: z.object({
    userauth,
    password: z
      .string()
      .check(
        z.minLength(1, 'Please enter your password'),
        z.maxLength(MAX_LENGTH.password, tooLong(MAX_LENGTH.password)),
      ),
  }),
  responses: { 200: signedInOrSecondFactor, 422: validationErrors, 429: tooMany },
});

export const smsLogin = defineContract({
  method: 'POST',
  path: '/api/auth/sms_login.json',
  access: 'public',
  summary:
    'Passcode step: checks the one-time passcode and opens a session, or asks for the second factor like login (at the daily cap of wrong codes passcode sign-in turns off and the account is emailed).',
  grants: [...IDENTIFY_GRANTS, ...OPEN_SESSION_GRANTS, 'table:write:mfa-challenges', 'mail'],
  body: z.object({
    userauth,
    otp: z
      .string()
      .check(z.maxLength(MAX_LENGTH.id), z.trim(), z.regex(/^\d{6}$/, 'Please enter the 6-digit passcode')),
  }),
  responses: { 200: signedInOrSecondFactor, 422: validationErrors, 429: tooMany },
});

export const logout = defineContract({
  method: 'DELETE',
  path: '/api/auth/logout.json',
  access: 'public',
  summary: 'Ends the session everywhere (the session item is deleted) and clears the cookie.',
  // The session and its index entry in the user's partition; a group admin's sockets of this session close (session-sockets.ts).
  grants: ['table:write:sessions', 'table:write:users', 'table:write:connections', 'realtime'],
  responses: { 204: noContent },
});

export const requestPasswordReset = defineContract({
  method: 'POST',
  path: '/api/passwords/reset.json',
  access: 'public',
  summary: 'Emails a single-use reset link.',
  // The link's item and its index entry in the user's partition.
  grants: [...IDENTIFY_GRANTS, 'table:write:password-resets', 'table:write:users', 'mail'],
  body: z.object({
    email: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Please enter your email'),
        z.maxLength(MAX_LENGTH.email, tooLong(MAX_LENGTH.email)),
      ),
  }),
  responses: { 201: z.object({ ...envelope }), 404: validationErrors, 422: validationErrors, 429: tooMany },
});

export const updatePassword = defineContract({
  method: 'PATCH',
  path: '/api/passwords.json',
  access: 'public',
  summary:
    'Sets a new password: from a reset link (token; signs the user in and ends every other session), or signed in (recent sign-in or currentPassword; ends the other sessions).',
  // A reset link proves the email, and claiming an address nobody confirmed removes what someone else set up
  // (claim-account.ts): a phone and its identity claim, the authenticator factor (users), and the group
  // membership (a member removal: member rows, seats and certifications in the group, their files, the
  // member's invitation link); the other sessions' sockets close. A profile without a sign-in identity
  // (a sign-up cut short by an outage) gets one from its reset link (new-password.ts).
  grants: [
    ...OPEN_SESSION_GRANTS,
    'table:write:identities',
    'table:write:password-resets',
    'table:write:rate-limits',
    'table:write:mfa-challenges',
    'table:write:invitations',
    'table:write:connections',
    'cognito:sign-in',
    'cognito:create-user',
    'cognito:set-password',
    'mail',
    'realtime',
    'bucket:private:external-certification',
  ],
  body: z.object({
    password: passwordRule,
    token: z.optional(
      z
        .string()
        .check(
          z.minLength(1, 'This reset link is invalid'),
          z.maxLength(MAX_LENGTH.token, 'This reset link is invalid'),
        ),
    ),
    /** Step-up (password change only): needed unless this session signed in with the password in the last 15 minutes. */
    currentPassword: z.optional(z.string().check(z.maxLength(MAX_LENGTH.password))),
  }),
  // `secondFactor`: the reset link's account has two-step verification: the password is set, the session waits for the code (POST /api/auth/mfa_challenge.json).
  responses: {
    200: z.union([z.object({ user: currentUser, group: z.nullable(groupSummary), ...envelope }), secondFactorNeeded]),
    422: validationErrors,
    429: tooMany,
  },
});

export const socketAuth = defineContract({
  method: 'GET',
  path: '/api/auth/socket.json',
  access: 'groupAdmin',
  summary: "Short-lived token for the group admin's private-group-{id} realtime channel (it carries members' data).",
  grants: ['table:write'],
  responses: {
    200: z.object({ token: z.string(), channel: z.string(), url: z.string(), expiresAt: z.string() }),
  },
});

const phoneCodeReply = z.object({ user: currentUser, ...envelope });

export const sendPhoneCode = defineContract({
  method: 'POST',
  path: '/api/phone_verifications.json',
  access: 'learner',
  summary:
    "Our addition: texts a 6-digit code to the caller's phone to confirm it (only a confirmed phone signs in by passcode). The email must be confirmed first; numbers outside the enabled countries are a 422.",
  grants: ['table:write', 'sms'],
  body: z.object({}),
  responses: { 201: z.object({ ...envelope }), 422: validationErrors, 429: tooMany },
});

export const confirmPhone = defineContract({
  method: 'PATCH',
  path: '/api/phone_verifications.json',
  access: 'learner',
  summary:
    "Our addition: the code texted by POST /api/phone_verifications.json confirms the caller's phone (a few tries per code; 422 when wrong or expired).",
  grants: ['table:write'],
  body: z.object({
    code: z.string().check(z.maxLength(MAX_LENGTH.id), z.trim(), z.regex(/^\d{6}$/, 'Please enter the 6-digit code')),
  }),
  responses: { 200: phoneCodeReply, 422: validationErrors, 429: tooMany },
});
