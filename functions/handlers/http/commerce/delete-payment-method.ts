import { deletePaymentMethod } from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { removeCard } from '@functions/domain/commerce/payment-methods';

export const handler = defineHttpHandler(deletePaymentMethod, async ({ caller, params, body }) => ({
  status: 200,
  body: await removeCard(caller, params.paymentMethodId, body.currentPassword),
}));
