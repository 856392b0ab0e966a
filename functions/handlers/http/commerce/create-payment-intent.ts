import { createPaymentIntent } from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { openPaymentIntent } from '@functions/domain/commerce/checkout';

export const handler = defineHttpHandler(createPaymentIntent, async ({ caller, request }) => ({
  status: 200,
  body: await openPaymentIntent(caller.user, {
    userId: caller.userId,
    cookies: request.cookies,
    headers: request.headers,
  }),
}));
