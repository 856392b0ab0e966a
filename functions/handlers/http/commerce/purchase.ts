import * as contracts from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { purchase } from '@functions/domain/commerce/checkout';

export const handler = defineHttpHandler(contracts.purchase, async ({ body, caller, request }) => ({
  status: 201,
  body: await purchase(caller.user, body.paymentIntentId ?? null, {
    userId: caller.userId,
    cookies: request.cookies,
    headers: request.headers,
  }),
}));
