import { joinGroupSignup } from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { joinGroupByCode } from '@functions/domain/auth/group-signup';

export const handler = defineHttpHandler(joinGroupSignup, async ({ body, request, caller }) => {
  const { session, redirect, toaster } = await joinGroupByCode(body, request.ip, caller);
  return {
    status: 201,
    cookies: session.cookies,
    headers: session.headers,
    body: { redirect, user: session.currentUser, group: session.group, toaster },
  };
});
