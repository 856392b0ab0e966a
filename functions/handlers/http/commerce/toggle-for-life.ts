import { toggleForLife } from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { toggleForLife as toggle } from '@functions/domain/commerce/cart';

export const handler = defineHttpHandler(toggleForLife, async ({ body, caller, request }) => ({
  status: 200,
  body: await toggle({ userId: caller?.userId ?? null, cookies: request.cookies, headers: request.headers }, body.id),
}));
