import { groupSignup } from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { signUpGroup } from '@functions/domain/auth/group-signup';

export const handler = defineHttpHandler(groupSignup, async ({ body, request, caller }) => {
  const { session, redirect } = await signUpGroup(body, request.ip, caller);
  return {
    status: 201,
    cookies: session.cookies,
    headers: session.headers,
    body: { redirect, user: session.currentUser, group: session.group },
  };
});
