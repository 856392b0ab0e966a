import * as contracts from '@shared/contracts/google-sign-in';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { csrfBinding } from '@functions/lib/csrf';
import { googleLink } from '@functions/domain/auth/google-finish';

export const handler = defineHttpHandler(contracts.googleLink, async ({ body, request, caller }) => {
  const { cookies, headers, ...reply } = await googleLink(
    body.password,
    request.cookies,
    csrfBinding(request.cookies, caller !== null),
    request.ip,
    caller,
  );
  return { status: 200, cookies, headers, body: reply };
});
