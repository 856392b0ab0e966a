import * as contracts from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { getDefaultPaymentMethod } from '@functions/domain/commerce/payment-methods';

export const handler = defineHttpHandler(contracts.getDefaultPaymentMethod, async ({ caller }) => ({
  status: 200,
  body: await getDefaultPaymentMethod(caller.userId),
}));
