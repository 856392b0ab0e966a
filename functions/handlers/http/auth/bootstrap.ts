import { bootstrap } from '../../../../shared/contracts/auth';
import { defineHttpHandler } from '../../../lib/http-handler';
import { loadBootstrap } from '../../../domain/auth/bootstrap';

export const handler = defineHttpHandler(bootstrap, async ({ caller, request }) => {
  const { cookies, body } = await loadBootstrap(caller, request.cookies);
  return { status: 200, cookies, body };
});
