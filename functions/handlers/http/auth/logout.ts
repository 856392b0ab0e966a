import { logout } from '@shared/contracts/auth';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { closeSession } from '@functions/domain/auth/sessions';

export const handler = defineHttpHandler(logout, async ({ caller }) => {
  const { cookies, headers } = await closeSession(caller);
  return { status: 204, body: undefined, cookies, headers };
});
