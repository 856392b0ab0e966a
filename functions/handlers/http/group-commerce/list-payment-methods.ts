import * as contracts from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listPaymentMethods } from '@functions/domain/group-commerce/payment-methods';

export const handler = defineHttpHandler(contracts.listGroupPaymentMethods, async ({ group }) => ({
  status: 200,
  body: await listPaymentMethods(group),
}));
