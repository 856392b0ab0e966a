import { removeCoupon } from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { removeCoupon as remove } from '@functions/domain/commerce/cart';

export const handler = defineHttpHandler(removeCoupon, async ({ caller, request }) => ({
  status: 200,
  body: await remove({ userId: caller?.userId ?? null, cookies: request.cookies, headers: request.headers }),
}));
