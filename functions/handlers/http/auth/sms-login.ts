import * as contracts from '@shared/contracts/auth';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { PRESESSION_COOKIE, readCookie } from '@functions/lib/cookies';
import { smsLogin } from '@functions/domain/auth/passcode-login';

export const handler = defineHttpHandler(contracts.smsLogin, async ({ body, request, caller }) => {
  const { cookies, headers, ...reply } = await smsLogin(
    { ...body, presession: readCookie(request.cookies, PRESESSION_COOKIE) },
    request.ip,
    caller,
  );
  return { status: 200, cookies, headers, body: reply };
});
