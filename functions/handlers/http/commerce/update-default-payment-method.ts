import * as contracts from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { updateDefaultPaymentMethod } from '@functions/domain/commerce/payment-methods';

export const handler = defineHttpHandler(contracts.updateDefaultPaymentMethod, async ({ caller, body }) => ({
  status: 200,
  body: await updateDefaultPaymentMethod(caller, body.payment_method_id, body.currentPassword),
}));
