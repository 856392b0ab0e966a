import { applyCoupon } from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { applyCoupon as apply } from '@functions/domain/commerce/cart';

export const handler = defineHttpHandler(applyCoupon, async ({ body, caller, request }) => ({
  status: 200,
  body: await apply(
    { userId: caller?.userId ?? null, cookies: request.cookies, headers: request.headers },
    body.coupon,
  ),
}));
