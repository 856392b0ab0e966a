import * as contracts from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { removeCoupon } from '@functions/domain/commerce/cart';

export const handler = defineHttpHandler(contracts.removeCoupon, async ({ caller, request }) => ({
  status: 200,
  body: await removeCoupon({ userId: caller?.userId ?? null, cookies: request.cookies, headers: request.headers }),
}));
