import * as contracts from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { signup } from '@functions/domain/groups/group-signup';

export const handler = defineHttpHandler(contracts.groupSignup, async ({ body, request, caller }) => {
  const { session, redirect } = await signup(body, request.ip, caller);
  return {
    status: 201,
    cookies: session.cookies,
    headers: session.headers,
    body: { redirect, user: session.currentUser, group: session.group },
  };
});
