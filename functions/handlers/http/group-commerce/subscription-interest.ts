import { subscriptionInterest } from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { registerSubscriptionInterest } from '@functions/domain/group-commerce/settings';

export const handler = defineHttpHandler(subscriptionInterest, async ({ group }) => ({
  status: 201,
  body: await registerSubscriptionInterest(group),
}));
