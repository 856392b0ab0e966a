import * as contracts from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { toggleProduct } from '@functions/domain/commerce/cart';

export const handler = defineHttpHandler(contracts.toggleProduct, async ({ body, caller, request }) => ({
  status: 200,
  body: await toggleProduct(
    { userId: caller?.userId ?? null, cookies: request.cookies, headers: request.headers },
    body.id,
    body.forLife,
  ),
}));
