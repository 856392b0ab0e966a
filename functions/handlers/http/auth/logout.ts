import { logout } from '@shared/contracts/auth';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { signOut } from '@functions/domain/auth/sign-out';

export const handler = defineHttpHandler(logout, async ({ caller }) => {
  const { cookies, headers } = await signOut(caller);
  return { status: 204, body: undefined, cookies, headers };
});
