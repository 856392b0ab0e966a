// Google sign-in, the spec's way: the form post starts an OpenID Connect code flow (state, nonce and
// PKCE bound to this browser: google-flow.ts), and the provider's redirect back ends in our own
// session, opened like a password sign-in (sessions.ts openSession; two-step verification still asks
// for its code). Which account, and whether it may be linked without the password: google-linking.ts.
// Both steps are browser navigations, so every outcome is a redirect into the app; a failure lands on
// /login?google=<reason>, which the sign-in page explains.
import { paths } from '@shared/paths';
import { GOOGLE_SECOND_FACTOR, type GoogleFailureReason } from '@shared/rules/google-sign-in';
import { authorizationUrl, oidcSettings, OidcError, redeemCode, type VerifiedIdentity } from '@functions/adapters/oidc';
import { getGoogleIdentityUserId, linkGoogleIdentity } from '@functions/data/google-identities';
import { getUserByEmail, getUserById, type User } from '@functions/data/users';
import { PRESESSION_COOKIE, readCookie } from '@functions/lib/cookies';
import { env } from '@functions/lib/env';
import { TooManyRequests } from '@functions/lib/errors';
import { describeError, logger } from '@functions/lib/logger';
import { GOOGLE_CALLBACK_PATH } from '@shared/contracts/google-sign-in';
import { audit } from '../audit/audit';
import { clearFlowCookie, pendingCookie, resumeFlow, startFlow } from './google-flow';
import { decideGoogleSignIn } from './google-linking';
import { beginMfaChallenge } from './mfa-challenge';
import { enforceRateLimit } from './rate-limit';
import { homePath, openSession, type PreviousSession } from './sessions';

/** Why a Google sign-in ended on the sign-in page (the page words each one: shared/rules/google-sign-in.ts). */
type GoogleFailure = GoogleFailureReason;

export interface Navigation {
  location: string;
  cookies: string[];
}

const failure = (reason: GoogleFailure, cookies: string[] = []): Navigation => ({
  location: `${paths.login}?google=${reason}`,
  cookies,
});

const callbackUrl = () => `${env().APP_URL.replace(/\/+$/, '')}${GOOGLE_CALLBACK_PATH}`;

/** The form post: off to the provider with this browser's state, nonce and PKCE challenge. */
export async function googleSignIn(
  input: { returnTo?: string },
  binding: string | undefined,
  ip: string,
): Promise<Navigation> {
  const settings = oidcSettings();
  if (!settings) return failure('unavailable');
  if (!binding) return failure('expired');
  try {
    await enforceRateLimit('googleSignIn', `start:${ip}`, ip);
  } catch (error) {
    if (!(error instanceof TooManyRequests)) throw error;
    logger.warn('Refused: Google sign-in rate limit', { limit: error.limit });
    return failure('too-many');
  }
  const { values, cookie } = startFlow(binding, input.returnTo ?? null);
  try {
    return { location: await authorizationUrl(settings, { redirectUri: callbackUrl(), ...values }), cookies: [cookie] };
  } catch (error) {
    if (!(error instanceof OidcError)) throw error;
    logger.error('Google sign-in: the provider is unavailable', describeError(error));
    return failure('unavailable');
  }
}

export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
  iss?: string;
}

/** The provider's redirect back: the identity it verified opens (or links, or waits for) an account. */
export async function googleCallback(
  query: CallbackQuery,
  cookies: Record<string, string>,
  binding: string | undefined,
  ip: string,
  replacing: PreviousSession = null,
): Promise<Navigation> {
  const cleared = [clearFlowCookie()];
  if (query.error) return failure(query.error === 'access_denied' ? 'cancelled' : 'failed', cleared);
  const flow = query.code && query.state ? resumeFlow(cookies, binding, query.state) : null;
  if (!flow || !query.code || !binding) {
    logger.warn('Refused: Google sign-in state');
    return failure('expired', cleared);
  }
  const settings = oidcSettings();
  if (!settings) return failure('unavailable', cleared);
  // RFC 9207: a response that names another issuer is not this flow's (mix-up defence).
  if (query.iss !== undefined && query.iss.replace(/\/+$/, '') !== settings.issuer) return failure('failed', cleared);

  let identity: VerifiedIdentity;
  try {
    identity = await redeemCode(settings, {
      code: query.code,
      redirectUri: callbackUrl(),
      codeVerifier: flow.codeVerifier,
      nonce: flow.nonce,
    });
    await enforceRateLimit('googleSignIn', `google:${identity.subject}`, ip);
  } catch (error) {
    if (error instanceof TooManyRequests) {
      logger.warn('Refused: Google sign-in rate limit', { limit: error.limit });
      return failure('too-many', cleared);
    }
    if (!(error instanceof OidcError)) throw error;
    logger.warn('Google sign-in failed', { reason: error.reason, ...describeError(error) });
    return failure(error.reason === 'unavailable' ? 'unavailable' : 'failed', cleared);
  }

  const linkedId = await getGoogleIdentityUserId(identity.subject);
  const linked = linkedId ? await getUserById(linkedId, true) : null;
  const byEmail = linked ? null : await getUserByEmail(identity.email);
  const decision = decideGoogleSignIn(identity, linked, byEmail);
  const about = { ip, identity: identity.email, details: { method: 'google' } };

  switch (decision.action) {
    case 'refuse':
      await audit('sign_in.failed', { ...about, actorId: (linked ?? byEmail)?.id });
      return failure('disabled', cleared);
    case 'signUp':
      return {
        location: paths.googleSignUp,
        cookies: [
          ...cleared,
          pendingCookie(binding, { next: 'signUp', identity, userId: null, returnTo: flow.returnTo }),
        ],
      };
    case 'confirmPassword':
      return {
        location: paths.googleLink,
        cookies: [
          ...cleared,
          pendingCookie(binding, { next: 'link', identity, userId: decision.user.id, returnTo: flow.returnTo }),
        ],
      };
    case 'link':
      if (!(await linkGoogle(identity, decision.user, ip))) return failure('failed', cleared);
      break;
  }
  const signedIn = await signInWithGoogle(decision.user, {
    presession: readCookie(cookies, PRESESSION_COOKIE),
    replacing,
    returnTo: flow.returnTo,
    ip,
  });
  return { location: signedIn.location, cookies: [...cleared, ...signedIn.cookies] };
}

/** Links the identity to the account (audited); false when the subject is linked to another account. */
export async function linkGoogle(identity: VerifiedIdentity, user: User, ip: string): Promise<boolean> {
  const linked = await linkGoogleIdentity(identity.subject, { userId: user.id, email: identity.email });
  if (!linked) {
    logger.warn('Google identity already linked to another account', { userId: user.id });
    return false;
  }
  await audit('google.linked', { actorId: user.id, subjectId: user.id, ip });
  return true;
}

/** Opens the session (or the two-step challenge) for a Google sign-in and says where the browser goes. */
async function signInWithGoogle(
  user: User,
  options: { presession?: string; replacing: PreviousSession; returnTo: string | null; ip: string },
): Promise<Navigation> {
  const returnQuery = options.returnTo ? `&returnTo=${encodeURIComponent(options.returnTo)}` : '';
  // Two-step verification: no session until the code (the sign-in page opens on its step).
  if (user.mfaEnabled) {
    const challenge = await beginMfaChallenge(user, 'google');
    return { location: `${paths.login}?google=${GOOGLE_SECOND_FACTOR}${returnQuery}`, cookies: challenge.cookies };
  }
  const session = await openSession(user, {
    method: 'google',
    presession: options.presession,
    replacing: options.replacing,
  });
  await audit('sign_in.succeeded', { actorId: user.id, ip: options.ip, details: { method: 'google' } });
  const home = homePath(session.currentUser);
  return { location: home === paths.dashboard ? (options.returnTo ?? home) : home, cookies: session.cookies };
}
