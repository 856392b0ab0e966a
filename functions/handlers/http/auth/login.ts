import { login } from '@shared/contracts/auth';
import { defineHttpHandler } from '@functions/lib/http-handler';
import { passwordLogin } from '@functions/domain/auth/password-login';

export const handler = defineHttpHandler(login, async ({ body, request }) => {
  const { cookies, headers, ...reply } = await passwordLogin(body, request.ip);
  return { status: 200, cookies, headers, body: reply };
});
