import * as contracts from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { subscriptionInterest } from '@functions/domain/group-commerce/settings';

export const handler = defineHttpHandler(contracts.subscriptionInterest, async ({ group }) => ({
  status: 201,
  body: await subscriptionInterest(group),
}));
