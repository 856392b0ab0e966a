import { login } from '../../../../shared/contracts/auth';
import { defineHttpHandler } from '../../../lib/http-handler';
import { passwordLogin } from '../../../domain/auth/password-login';

export const handler = defineHttpHandler(login, async ({ body, request }) => {
  const { cookies, headers, ...reply } = await passwordLogin(body, request.ip);
  return { status: 200, cookies, headers, body: reply };
});
