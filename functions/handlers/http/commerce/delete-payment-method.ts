import * as contracts from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { deletePaymentMethod } from '@functions/domain/commerce/payment-methods';

export const handler = defineHttpHandler(contracts.deletePaymentMethod, async ({ caller, params, body }) => ({
  status: 200,
  body: await deletePaymentMethod(caller, params.paymentMethodId, body.currentPassword),
}));
