import { listPaymentMethods } from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { savedCards } from '@functions/domain/commerce/payment-methods';

export const handler = defineHttpHandler(listPaymentMethods, async ({ caller }) => ({
  status: 200,
  body: await savedCards(caller.userId),
}));
