import * as contracts from '@shared/contracts/auth';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { logout } from '@functions/domain/auth/sign-out';

export const handler = defineHttpHandler(contracts.logout, async ({ caller }) => {
  const { cookies, headers } = await logout(caller);
  return { status: 204, body: undefined, cookies, headers };
});
