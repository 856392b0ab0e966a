import * as contracts from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { toggleForLife } from '@functions/domain/commerce/cart';

export const handler = defineHttpHandler(contracts.toggleForLife, async ({ body, caller, request }) => ({
  status: 200,
  body: await toggleForLife(
    { userId: caller?.userId ?? null, cookies: request.cookies, headers: request.headers },
    body.id,
  ),
}));
