import { deleteGroupPaymentMethod } from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { removeGroupCard } from '@functions/domain/group-commerce/payment-methods';

export const handler = defineHttpHandler(deleteGroupPaymentMethod, async ({ group, caller, body }) => ({
  status: 200,
  body: await removeGroupCard(group, caller, body.paymentMethodId, body.currentPassword),
}));
