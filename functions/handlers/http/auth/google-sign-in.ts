import * as contracts from '@shared/contracts/google-sign-in';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { csrfBinding } from '@functions/lib/csrf';
import { googleSignIn } from '@functions/domain/auth/google-sign-in';

export const handler = defineHttpHandler(contracts.googleSignIn, async ({ body, request, caller }) => {
  const { location, cookies } = await googleSignIn(
    { returnTo: body.returnTo },
    csrfBinding(request.cookies, caller !== null),
    request.ip,
  );
  return { status: 302, body: undefined, headers: { location }, cookies };
});
