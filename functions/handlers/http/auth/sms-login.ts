import { smsLogin } from '@shared/contracts/auth';
import { defineHttpHandler } from '@functions/lib/http-handler';
import { passcodeLogin } from '@functions/domain/auth/passcode-login';

export const handler = defineHttpHandler(smsLogin, async ({ body, request }) => {
  const { cookies, headers, ...reply } = await passcodeLogin(body, request.ip);
  return { status: 200, cookies, headers, body: reply };
});
