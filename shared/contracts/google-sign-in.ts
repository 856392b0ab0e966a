// Google sign-in (the spec: "Google sign-in by form post to /auth/google_oauth2 with CSRF token").
// An OpenID Connect code flow with PKCE: in AWS against Cognito's Google identity provider, locally
// against the OpenID Connect stand-in (infra/local/services/oidc). Our own session comes out of it.
// The two browser-navigation routes keep the spec's paths outside /api; the screens that finish a
// sign-in (confirm with the password, or fill in what sign-up needs) call the /api routes below.
import * as z from 'zod/mini';
import { defineContract, type Grant } from './contract';
import { envelope, messageBody, noContent, validationErrors } from './envelope';
import { currentUser, groupSummary } from './common';
import { MAX_LENGTH, printable, tooLong } from './limits';
import { OPEN_SESSION_GRANTS, secondFactorNeeded } from './auth';

/** The form field the CSRF token travels in (Rails' name, what the spec's form posts). */
export const GOOGLE_CSRF_FIELD = 'authenticity_token';
/** Where the provider sends the browser back (registered as the OAuth client's callback URL). */
export const GOOGLE_CALLBACK_PATH = '/auth/google_oauth2/callback';

/** Reading and writing the Google links, and counting attempts (per Google subject, account and IP). */
const GOOGLE_IDENTITY_GRANTS = [
  'table:write:google-identities',
  'table:write:rate-limits',
] as const satisfies readonly Grant[];
const tooMany = z.object({ errors: z.record(z.string(), z.array(z.string())) });
const signedIn = z.object({ currentUser, group: z.nullable(groupSummary), ...envelope });
const redirect = { 302: noContent };

export const googleSignIn = defineContract({
  method: 'POST',
  path: '/auth/google_oauth2',
  access: 'public',
  summary:
    "The spec's Google sign-in: an HTML form post carrying the CSRF token (`authenticity_token`). Answers 302 to the provider's authorization endpoint with state, nonce and a PKCE challenge bound to this browser (a 10-minute HttpOnly cookie). `returnTo` is an in-app path (anything else is ignored).",
  grants: ['table:write:rate-limits', 'google-sign-in'],
  form: { csrfField: GOOGLE_CSRF_FIELD },
  body: z.object({
    [GOOGLE_CSRF_FIELD]: z.optional(z.string().check(z.maxLength(MAX_LENGTH.token))),
    returnTo: z.optional(z.string().check(z.maxLength(2048))),
  }),
  responses: redirect,
});

export const googleCallback = defineContract({
  method: 'GET',
  path: GOOGLE_CALLBACK_PATH,
  access: 'public',
  summary:
    "The provider's redirect back: checks state (bound to this browser), exchanges the code with the PKCE verifier, verifies the ID token (signature, issuer, audience, expiry, nonce), then signs in the linked account, links an account whose email both sides have verified, or sends the browser to confirm with its password (/login/google/link) or to finish signing up (/create-account/google). Every outcome is a 302 into the app; failures land on /login?google=<reason>.",
  // The account with Google's email is found through its email claim (identities, read only).
  grants: [
    ...OPEN_SESSION_GRANTS,
    ...GOOGLE_IDENTITY_GRANTS,
    'table:read:identities',
    'table:write:mfa-challenges',
    'google-sign-in',
  ],
  query: z.object({
    code: z.optional(z.string().check(z.maxLength(2048))),
    state: z.optional(z.string().check(z.maxLength(512))),
    error: z.optional(z.string().check(z.maxLength(256))),
    error_description: z.optional(z.string().check(z.maxLength(1024))),
    /** RFC 9207: the issuer that answered (the stand-in sends it; Cognito does not). */
    iss: z.optional(z.string().check(z.maxLength(512))),
  }),
  responses: redirect,
});

/** What a Google sign-in that is not finished yet holds: the screens show it. */
const pendingGoogle = z.object({
  next: z.enum(['link', 'signUp']),
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
});

export const googlePending = defineContract({
  method: 'GET',
  path: '/api/auth/google/pending.json',
  access: 'public',
  summary:
    'Our addition: the Google sign-in this browser has not finished (after the callback): whether it waits for the password of the account to link or for the sign-up fields, with the address Google gave. 404 when there is none (or it expired: 10 minutes).',
  responses: { 200: pendingGoogle, 404: messageBody },
});

export const googleLink = defineContract({
  method: 'POST',
  path: '/api/auth/google/link.json',
  access: 'public',
  summary:
    "Our addition: links the pending Google identity to the account with that email once its password is given (the rule when either side has not verified the email), then signs in like login (two-step verification still asks for its code). Wrong passwords count like login's.",
  grants: [
    ...OPEN_SESSION_GRANTS,
    ...GOOGLE_IDENTITY_GRANTS,
    'table:write:mfa-challenges',
    'cognito:sign-in',
    'google-sign-in',
  ],
  body: z.object({
    password: z
      .string()
      .check(
        z.minLength(1, 'Please enter your password'),
        z.maxLength(MAX_LENGTH.password, tooLong(MAX_LENGTH.password)),
      ),
  }),
  responses: { 200: z.union([signedIn, secondFactorNeeded]), 404: messageBody, 422: validationErrors, 429: tooMany },
});

const name = (message: string) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, message), z.maxLength(MAX_LENGTH.name, tooLong(MAX_LENGTH.name)), printable());

export const googleSignUp = defineContract({
  method: 'POST',
  path: '/api/auth/google/sign_up.json',
  access: 'public',
  summary:
    "Our addition: creates the account for the pending Google identity with the sign-up fields Google does not give (the spec's sign-up asks first name, last name, email, phone and password: the email comes from Google, which stands in for the password). Signs it in; the email counts as confirmed only when Google said it is verified.",
  grants: [
    ...OPEN_SESSION_GRANTS,
    ...GOOGLE_IDENTITY_GRANTS,
    'table:write',
    'cognito:create-user',
    'mail',
    'google-sign-in',
  ],
  body: z.object({
    firstName: name("First name can't be blank"),
    lastName: name("Last name can't be blank"),
    phone: z
      .string()
      .check(
        z.trim(),
        z.maxLength(MAX_LENGTH.phone, 'Phone number is invalid'),
        z.regex(/^\+?[0-9 ().-]{10,20}$/, 'Phone number is invalid'),
      ),
  }),
  responses: { 201: signedIn, 404: messageBody, 422: validationErrors, 429: tooMany },
});
