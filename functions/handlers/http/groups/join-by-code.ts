import * as contracts from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { joinByCode } from '@functions/domain/groups/group-signup';

export const handler = defineHttpHandler(contracts.joinGroupSignup, async ({ body, request, caller }) => {
  const { session, redirect, toaster } = await joinByCode(body, request.ip, caller);
  return {
    status: 201,
    cookies: session.cookies,
    headers: session.headers,
    body: { redirect, user: session.currentUser, group: session.group, toaster },
  };
});
