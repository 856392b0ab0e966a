import { listGroupPaymentMethods } from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { groupCards } from '@functions/domain/group-commerce/payment-methods';

export const handler = defineHttpHandler(listGroupPaymentMethods, async ({ group }) => ({
  status: 200,
  body: await groupCards(group),
}));
