import * as contracts from '@shared/contracts/google-sign-in';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { csrfBinding } from '@functions/lib/csrf';
import { googleCallback } from '@functions/domain/auth/google-sign-in';

export const handler = defineHttpHandler(contracts.googleCallback, async ({ query, request, caller }) => {
  const { location, cookies } = await googleCallback(
    query,
    request.cookies,
    csrfBinding(request.cookies, caller !== null),
    request.ip,
    caller,
  );
  return { status: 302, body: undefined, headers: { location }, cookies };
});
