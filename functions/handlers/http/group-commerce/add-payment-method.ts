import { addGroupPaymentMethod } from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { addGroupCard } from '@functions/domain/group-commerce/payment-methods';

export const handler = defineHttpHandler(addGroupPaymentMethod, async ({ group, caller, body }) => ({
  status: 201,
  body: await addGroupCard(group, caller, body.paymentMethodId, body.currentPassword),
}));
