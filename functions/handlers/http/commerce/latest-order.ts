import { latestOrder } from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { latestOrderWithConversion } from '@functions/domain/commerce/orders';

export const handler = defineHttpHandler(latestOrder, async ({ caller }) => ({
  status: 200,
  body: await latestOrderWithConversion(caller.userId),
}));
