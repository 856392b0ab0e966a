import * as contracts from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { applyCoupon } from '@functions/domain/commerce/cart';

export const handler = defineHttpHandler(contracts.applyCoupon, async ({ body, caller, request }) => ({
  status: 200,
  body: await applyCoupon(
    { userId: caller?.userId ?? null, cookies: request.cookies, headers: request.headers },
    body.coupon,
  ),
}));
