import * as contracts from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { acceptInvitation } from '@functions/domain/groups/accept-invitation';

export const handler = defineHttpHandler(contracts.acceptInvitation, async ({ body, caller }) => {
  const { signedIn, redirect } = await acceptInvitation(body.user, caller);
  return {
    status: 200,
    cookies: signedIn?.cookies,
    headers: signedIn?.headers,
    body: { user: signedIn?.currentUser ?? null, redirect },
  };
});
