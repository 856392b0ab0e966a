import { purchase } from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { purchase as completePurchase } from '@functions/domain/commerce/checkout';

export const handler = defineHttpHandler(purchase, async ({ body, caller, request }) => ({
  status: 201,
  body: await completePurchase(caller.user, body.paymentIntentId ?? null, {
    userId: caller.userId,
    cookies: request.cookies,
    headers: request.headers,
  }),
}));
