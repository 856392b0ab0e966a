import * as contracts from '@shared/contracts/google-sign-in';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { csrfBinding } from '@functions/lib/csrf';
import { googlePending } from '@functions/domain/auth/google-finish';

export const handler = defineHttpHandler(contracts.googlePending, async ({ request, caller }) => ({
  status: 200,
  body: googlePending(request.cookies, csrfBinding(request.cookies, caller !== null)),
}));
