import { toggleProduct } from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { toggleProduct as toggle } from '@functions/domain/commerce/cart';

export const handler = defineHttpHandler(toggleProduct, async ({ body, caller, request }) => ({
  status: 200,
  body: await toggle(
    { userId: caller?.userId ?? null, cookies: request.cookies, headers: request.headers },
    body.id,
    body.forLife,
  ),
}));
