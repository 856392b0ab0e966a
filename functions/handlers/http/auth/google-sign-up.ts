import * as contracts from '@shared/contracts/google-sign-in';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { csrfBinding } from '@functions/lib/csrf';
import { googleSignUp } from '@functions/domain/auth/google-finish';

export const handler = defineHttpHandler(contracts.googleSignUp, async ({ body, request, caller }) => {
  const { cookies, headers, ...reply } = await googleSignUp(
    body,
    request.cookies,
    csrfBinding(request.cookies, caller !== null),
    request.ip,
    caller,
  );
  return { status: 201, cookies, headers, body: reply };
});
