// The page's initial data, with the CSRF token bound to the session (or, anonymous, to the
// pre-session cookie, created here on the first visit and kept fresh on every load).
import type { Caller } from '@functions/lib/caller';
import {
  PRESESSION_COOKIE,
  PRESESSION_MAX_AGE_SECONDS,
  readCookie,
  serializeCookie,
  SESSION_COOKIE,
} from '@functions/lib/cookies';
import { csrfTokenFor } from '@functions/lib/csrf';
import { newToken } from '@functions/lib/crypto';
import { env } from '@functions/lib/env';
import { loadCompany } from '../company/company-settings';
import { loadGroupSummary } from '../profile/present-group';
import { presentUser } from '../profile/present-user';
import { addressAutocompleteOn } from '../profile/address-suggestions';
import { browserCheckoutSettings, loadCart } from '../commerce/cart';

export async function bootstrap(
  caller: Caller | null,
  cookies: Record<string, string>,
  headers: Record<string, string | undefined> = {},
) {
  const sessionToken = caller ? readCookie(cookies, SESSION_COOKIE) : undefined;
  const presession = readCookie(cookies, PRESESSION_COOKIE) ?? newToken();
  const csrfToken = csrfTokenFor(sessionToken ?? presession);
  const [company, group, cart] = await Promise.all([
    loadCompany(),
    loadGroupSummary(caller?.user.groupId ?? null),
    loadCart({ userId: caller?.userId ?? null, cookies, headers }),
  ]);
  return {
    cookies: [serializeCookie(PRESESSION_COOKIE, presession, PRESESSION_MAX_AGE_SECONDS)],
    body: {
      csrfToken,
      currentUser: caller ? await presentUser(caller.user) : null,
      group,
      company,
      cart,
      flashMessages: [],
      realtimeUrl: env().REALTIME_URL ?? null,
      payments: browserCheckoutSettings(),
      addressAutocomplete: addressAutocompleteOn(),
      // Read here rather than through adapters/oidc.ts, which this route's bundle has no use for.
      googleSignIn: Boolean(env().GOOGLE_OIDC_ISSUER && env().GOOGLE_OIDC_CLIENT_ID),
    },
  };
}
