import { updateDefaultPaymentMethod } from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { makeDefaultCard } from '@functions/domain/commerce/payment-methods';

export const handler = defineHttpHandler(updateDefaultPaymentMethod, async ({ caller, body }) => ({
  status: 200,
  body: await makeDefaultCard(caller, body.payment_method_id, body.currentPassword),
}));
