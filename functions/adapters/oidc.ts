// The OpenID Connect client behind Google sign-in: discovery, the authorization URL, the code
// exchange (PKCE) and the ID token's verification. One code path for both places it runs: in AWS the
// issuer is the Cognito user pool (its hosted UI federates Google), locally the OpenID Connect
// stand-in (infra/local/services/oidc). Only the settings differ: GOOGLE_OIDC_ISSUER, _CLIENT_ID,
// optional _CLIENT_SECRET and _AUTHORIZE_PARAMS (Cognito's `identity_provider=Google`, which skips
// its own page and goes straight to Google).
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as z from 'zod/mini';
import { env } from '../lib/env';

/** Each call to the provider gives up after this long: the callback's budget is a few seconds. */
const CALL_TIMEOUT_MS = 5000;
const SCOPE = 'openid email profile';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** Extra authorization request parameters, urlencoded (`identity_provider=Google`). */
  authorizeParams?: string;
}

/** Why the provider could not be used: unreachable or misconfigured (`unavailable`), or it refused (`refused`). */
export class OidcError extends Error {
  constructor(
    readonly reason: 'unavailable' | 'refused',
    message: string,
  ) {
    super(message);
    this.name = 'OidcError';
  }
}

/** The settings, or null when Google sign-in is not configured here. */
export function oidcSettings(): OidcSettings | null {
  const { GOOGLE_OIDC_ISSUER, GOOGLE_OIDC_CLIENT_ID, GOOGLE_OIDC_CLIENT_SECRET, GOOGLE_OIDC_AUTHORIZE_PARAMS } = env();
  if (!GOOGLE_OIDC_ISSUER || !GOOGLE_OIDC_CLIENT_ID) return null;
  return {
    issuer: GOOGLE_OIDC_ISSUER.replace(/\/+$/, ''),
    clientId: GOOGLE_OIDC_CLIENT_ID,
    clientSecret: GOOGLE_OIDC_CLIENT_SECRET || undefined,
    authorizeParams: GOOGLE_OIDC_AUTHORIZE_PARAMS || undefined,
  };
}

const discoverySchema = z.looseObject({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  jwks_uri: z.string(),
});
type Discovery = z.infer<typeof discoverySchema>;

interface Provider {
  discovery: Discovery;
  keys: ReturnType<typeof createRemoteJWKSet>;
}

// Once per cold start (and per issuer); a failed discovery is retried by the next request.
const providers = new Map<string, Promise<Provider>>();

function provider(settings: OidcSettings): Promise<Provider> {
  let found = providers.get(settings.issuer);
  if (!found) {
    found = discover(settings.issuer);
    providers.set(settings.issuer, found);
    found.catch(() => providers.delete(settings.issuer));
  }
  return found;
}

async function discover(issuer: string): Promise<Provider> {
  const reply = await call(`${issuer}/.well-known/openid-configuration`, { headers: { accept: 'application/json' } });
  const parsed = discoverySchema.safeParse(await readJson(reply));
  // The document must name the issuer we were configured with (OpenID Connect Discovery 1.0, 4.3).
  if (!parsed.success || parsed.data.issuer.replace(/\/+$/, '') !== issuer)
    throw new OidcError('unavailable', 'The discovery document is not this issuer’s');
  return {
    discovery: parsed.data,
    keys: createRemoteJWKSet(new URL(parsed.data.jwks_uri), { timeoutDuration: CALL_TIMEOUT_MS }),
  };
}

/** The URL the browser is sent to: the code flow with state, nonce and an S256 PKCE challenge. */
export async function authorizationUrl(
  settings: OidcSettings,
  request: { redirectUri: string; state: string; nonce: string; codeChallenge: string },
): Promise<string> {
  const { discovery } = await provider(settings);
  const url = new URL(discovery.authorization_endpoint);
  const params = new URLSearchParams(settings.authorizeParams);
  params.set('response_type', 'code');
  params.set('client_id', settings.clientId);
  params.set('redirect_uri', request.redirectUri);
  params.set('scope', SCOPE);
  params.set('state', request.state);
  params.set('nonce', request.nonce);
  params.set('code_challenge', request.codeChallenge);
  params.set('code_challenge_method', 'S256');
  for (const [name, value] of params) url.searchParams.set(name, value);
  return url.toString();
}

/** Who the provider says signed in, from a verified ID token. */
export interface VerifiedIdentity {
  /** The issuer's stable subject (Cognito's user for the Google account, or the stand-in's account). */
  subject: string;
  email: string;
  /** Only a `true` from the provider counts (Cognito may send the string 'true'). */
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

const tokenReplySchema = z.looseObject({ id_token: z.string() });
const claimsSchema = z.looseObject({
  sub: z.string().check(z.minLength(1), z.maxLength(255)),
  email: z.string().check(z.minLength(3), z.maxLength(254)),
  email_verified: z.optional(z.union([z.boolean(), z.string()])),
  given_name: z.optional(z.string()),
  family_name: z.optional(z.string()),
  nonce: z.optional(z.string()),
});

/** Exchanges the code (with the PKCE verifier) and verifies the ID token: signature, issuer, audience, expiry and nonce. */
export async function redeemCode(
  settings: OidcSettings,
  request: { code: string; redirectUri: string; codeVerifier: string; nonce: string },
): Promise<VerifiedIdentity> {
  const { discovery, keys } = await provider(settings);
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: request.code,
    redirect_uri: request.redirectUri,
    code_verifier: request.codeVerifier,
    client_id: settings.clientId,
  });
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (settings.clientSecret) {
    const basic = `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`;
    headers.authorization = `Basic ${Buffer.from(basic).toString('base64')}`;
  }
  const reply = await call(discovery.token_endpoint, { method: 'POST', headers, body: form.toString() }, true);
  const tokens = tokenReplySchema.safeParse(await readJson(reply));
  if (!tokens.success) throw new OidcError('refused', 'The token reply has no ID token');

  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(tokens.data.id_token, keys, {
      issuer: discovery.issuer,
      audience: settings.clientId,
      algorithms: ['RS256', 'ES256'],
      clockTolerance: 60,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'JWKSTimeout' || name === 'TypeError')
      throw new OidcError('unavailable', 'The signing keys could not be read');
    throw new OidcError('refused', `The ID token was refused (${(error as { code?: string }).code ?? name})`);
  }
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) throw new OidcError('refused', 'The ID token lacks the subject or the email');
  if (claims.data.nonce !== request.nonce)
    throw new OidcError('refused', 'The ID token is not for this sign-in (nonce)');
  const { sub, email, email_verified, given_name, family_name } = claims.data;
  return {
    subject: sub,
    email: email.trim().toLowerCase(),
    emailVerified: email_verified === true || email_verified === 'true',
    givenName: given_name?.trim() || null,
    familyName: family_name?.trim() || null,
  };
}

/** A call with a deadline; a network failure or 5xx is `unavailable`, a refused token request `refused`. */
async function call(url: string, init: RequestInit, refusalIsAnswer = false): Promise<Response> {
  let reply: Response;
  try {
    reply = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  } catch {
    throw new OidcError('unavailable', `The provider could not be reached (${new URL(url).host})`);
  }
  if (reply.ok) return reply;
  await reply.body?.cancel();
  if (refusalIsAnswer && reply.status >= 400 && reply.status < 500)
    throw new OidcError('refused', `The provider refused the code (${reply.status})`);
  throw new OidcError('unavailable', `The provider answered ${reply.status}`);
}

async function readJson(reply: Response): Promise<unknown> {
  try {
    return await reply.json();
  } catch {
    throw new OidcError('unavailable', 'The provider did not answer JSON');
  }
}
