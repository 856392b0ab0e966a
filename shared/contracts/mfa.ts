// Two-step verification (our addition, issue 19 M9): an authenticator app (TOTP) with recovery
// codes. Keyed under the `auth` domain in index.ts (handlers in functions/handlers/http/auth).
import * as z from 'zod/mini';
import { defineContract } from './contract';
import { envelope, validationErrors } from './envelope';
import { OPEN_SESSION_GRANTS } from './auth';
import { currentUser, groupSummary } from './common';
import { MAX_LENGTH, tooLong } from './limits';

const tooMany = z.object({ errors: z.record(z.string(), z.array(z.string())) });
const conflict = z.object({ message: z.string() });

/** Capped before the trim: an over-long body is refused without work (the regex then wants exactly 6 digits). */
const code = z
  .string()
  .check(
    z.maxLength(10, tooLong(10)),
    z.trim(),
    z.regex(/^\d{6}$/, 'Please enter the 6-digit code from your authenticator app'),
  );
/** xxxx-xxxx-xxxx; case, spaces and dashes are ignored (checked in the use case). */
const recoveryCode = z
  .string()
  .check(z.trim(), z.minLength(1, 'Please enter a recovery code'), z.maxLength(32, 'This is not a recovery code'));
/** A current code from the app, or one of the recovery codes (exactly one of the two). */
const secondFactor = { code: z.optional(code), recoveryCode: z.optional(recoveryCode) };
/** Shown once: only their hashes are kept. */
const recoveryCodes = z.array(z.string());

export const startTotp = defineContract({
  method: 'POST',
  path: '/api/mfa/totp.json',
  access: 'learner',
  duringMfaSetup: true,
  summary:
    'Starts setting up an authenticator app: a new secret (stored encrypted, pending for an hour) as an otpauth:// URI for the QR code and in base32 for typing. 409 when two-step verification is already on; 422 until the email address is confirmed (whoever registered an address they do not hold cannot lock its owner out).',
  grants: ['table:write', 'mfaSecrets'],
  body: z.object({}),
  responses: {
    201: z.object({ secret: z.string(), uri: z.string(), issuer: z.string(), account: z.string() }),
    409: conflict,
    422: validationErrors,
  },
});

export const confirmTotp = defineContract({
  method: 'PATCH',
  path: '/api/mfa/totp.json',
  access: 'learner',
  duringMfaSetup: true,
  summary:
    'Turns two-step verification on with a current code from the app (and the current password unless the session signed in with it in the last 15 minutes); answers the 10 single-use recovery codes, once.',
  // Turning it on ends the other sessions and closes their group sockets.
  grants: ['table:write', 'mfaSecrets', 'cognito:sign-in', 'mail', 'realtime'],
  body: z.object({
    code,
    currentPassword: z.optional(z.string().check(z.maxLength(MAX_LENGTH.password, tooLong(MAX_LENGTH.password)))),
  }),
  responses: {
    200: z.object({ user: currentUser, group: z.nullable(groupSummary), recoveryCodes, ...envelope }),
    422: validationErrors,
    429: tooMany,
  },
});

export const disableTotp = defineContract({
  method: 'DELETE',
  path: '/api/mfa/totp.json',
  access: 'learner',
  summary:
    'Turns two-step verification off: needs a current code or a recovery code, and the current password unless the session signed in with it in the last 15 minutes. An account that must have it is sent to set it up again.',
  grants: ['table:write', 'mfaSecrets', 'cognito:sign-in', 'mail'],
  body: z.object({
    ...secondFactor,
    currentPassword: z.optional(z.string().check(z.maxLength(MAX_LENGTH.password, tooLong(MAX_LENGTH.password)))),
  }),
  responses: { 200: z.object({ user: currentUser, ...envelope }), 422: validationErrors, 429: tooMany },
});

export const regenerateRecoveryCodes = defineContract({
  method: 'POST',
  path: '/api/mfa/recovery_codes.json',
  access: 'learner',
  summary:
    'Replaces every recovery code with 10 new ones (answered once); needs a current code from the app or a recovery code.',
  grants: ['table:write', 'mfaSecrets'],
  body: z.object(secondFactor),
  responses: { 201: z.object({ recoveryCodes, ...envelope }), 422: validationErrors, 429: tooMany },
});

export const mfaChallenge = defineContract({
  method: 'POST',
  path: '/api/auth/mfa_challenge.json',
  access: 'public',
  summary:
    'Second sign-in step: with the challenge cookie from login or sms_login, a current code from the app or a recovery code opens the session. Each challenge lasts 5 minutes and takes 5 tries; wrong codes are limited per account and IP; a code is never accepted twice.',
  grants: [...OPEN_SESSION_GRANTS, 'table:write:mfa-challenges', 'table:write:rate-limits', 'mfaSecrets'],
  body: z.object(secondFactor),
  responses: {
    200: z.object({ currentUser, group: z.nullable(groupSummary), ...envelope }),
    422: validationErrors,
    429: tooMany,
  },
});
