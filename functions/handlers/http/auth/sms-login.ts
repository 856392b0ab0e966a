import { smsLogin } from '@shared/contracts/auth';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { PRESESSION_COOKIE, readCookie } from '@functions/lib/cookies';
import { passcodeLogin } from '@functions/domain/auth/passcode-login';

export const handler = defineHttpHandler(smsLogin, async ({ body, request, caller }) => {
  const { cookies, headers, ...reply } = await passcodeLogin(
    { ...body, presession: readCookie(request.cookies, PRESESSION_COOKIE) },
    request.ip,
    caller,
  );
  return { status: 200, cookies, headers, body: reply };
});
