import * as contracts from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { latestOrder } from '@functions/domain/commerce/orders';

export const handler = defineHttpHandler(contracts.latestOrder, async ({ caller }) => ({
  status: 200,
  body: await latestOrder(caller.userId),
}));
