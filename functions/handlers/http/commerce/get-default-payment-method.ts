import { getDefaultPaymentMethod } from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { defaultCard } from '@functions/domain/commerce/payment-methods';

export const handler = defineHttpHandler(getDefaultPaymentMethod, async ({ caller }) => ({
  status: 200,
  body: await defaultCard(caller.userId),
}));
