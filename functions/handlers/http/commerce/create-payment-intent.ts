import * as contracts from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { createPaymentIntent } from '@functions/domain/commerce/checkout';

export const handler = defineHttpHandler(contracts.createPaymentIntent, async ({ caller, request }) => ({
  status: 200,
  body: await createPaymentIntent(caller.user, {
    userId: caller.userId,
    cookies: request.cookies,
    headers: request.headers,
  }),
}));
