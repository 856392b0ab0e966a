import * as contracts from '@shared/contracts/auth';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { bootstrap } from '@functions/domain/auth/bootstrap';

export const handler = defineHttpHandler(contracts.bootstrap, async ({ caller, request }) => {
  const { cookies, body } = await bootstrap(caller, request.cookies, request.headers);
  return { status: 200, cookies, body };
});
