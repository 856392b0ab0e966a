import { bootstrap } from '../../../../shared/contracts/auth';
import { emptyCart } from '../../../../shared/rules/cart';
import { defineHttpHandler } from '../../../lib/http-handler';
import { CSRF_COOKIE, serializeCookie } from '../../../lib/cookies';
import { newToken } from '../../../lib/crypto';
import { env } from '../../../lib/env';
import { loadCompany } from '../../../domain/company/company-settings';
import { loadGroupSummary } from '../../../domain/groups/present-group';
import { presentUser } from '../../../domain/profile/present-user';

export const handler = defineHttpHandler(bootstrap, async ({ caller, request }) => {
  // Double-submit CSRF: the token lives in an HttpOnly cookie and is handed to the page here.
  const csrfToken = request.cookies[CSRF_COOKIE] ?? newToken();
  const [company, group] = await Promise.all([loadCompany(), loadGroupSummary(caller?.user.groupId ?? null)]);
  return {
    status: 200,
    cookies: [serializeCookie(CSRF_COOKIE, csrfToken, 30 * 86400)],
    body: {
      csrfToken,
      currentUser: caller ? presentUser(caller.user) : null,
      group,
      company,
      cart: emptyCart(),
      flashMessages: [],
      realtimeUrl: env().REALTIME_URL ?? null,
    },
  };
});
