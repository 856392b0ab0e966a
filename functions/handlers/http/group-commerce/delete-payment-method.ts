import * as contracts from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { deletePaymentMethod } from '@functions/domain/group-commerce/payment-methods';

export const handler = defineHttpHandler(contracts.deleteGroupPaymentMethod, async ({ group, caller, body }) => ({
  status: 200,
  body: await deletePaymentMethod(group, caller, body.paymentMethodId, body.currentPassword),
}));
