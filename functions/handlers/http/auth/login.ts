import * as contracts from '@shared/contracts/auth';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { PRESESSION_COOKIE, readCookie } from '@functions/lib/cookies';
import { login } from '@functions/domain/auth/password-login';

export const handler = defineHttpHandler(contracts.login, async ({ body, request, caller }) => {
  const { cookies, headers, ...reply } = await login(
    { ...body, presession: readCookie(request.cookies, PRESESSION_COOKIE) },
    request.ip,
    caller,
  );
  return { status: 200, cookies, headers, body: reply };
});
