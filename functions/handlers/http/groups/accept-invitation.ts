import { acceptInvitation } from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { acceptInvitation as accept } from '@functions/domain/auth/accept-invitation';

export const handler = defineHttpHandler(acceptInvitation, async ({ body, caller }) => {
  const { signedIn, redirect } = await accept(body.user, caller);
  return {
    status: 200,
    cookies: signedIn?.cookies,
    headers: signedIn?.headers,
    body: { user: signedIn?.currentUser ?? null, redirect },
  };
});
