import { bootstrap } from '@shared/contracts/auth';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { loadBootstrap } from '@functions/domain/auth/bootstrap';

export const handler = defineHttpHandler(bootstrap, async ({ caller, request }) => {
  const { cookies, body } = await loadBootstrap(caller, request.cookies, request.headers);
  return { status: 200, cookies, body };
});
