import * as contracts from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listPaymentMethods } from '@functions/domain/commerce/payment-methods';

export const handler = defineHttpHandler(contracts.listPaymentMethods, async ({ caller }) => ({
  status: 200,
  body: await listPaymentMethods(caller.userId),
}));
