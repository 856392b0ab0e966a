import * as contracts from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { addPaymentMethod } from '@functions/domain/group-commerce/payment-methods';

export const handler = defineHttpHandler(contracts.addGroupPaymentMethod, async ({ group, caller, body }) => ({
  status: 201,
  body: await addPaymentMethod(group, caller, body.paymentMethodId, body.currentPassword),
}));
