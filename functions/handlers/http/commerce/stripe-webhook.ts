import * as contracts from '@shared/contracts/commerce';
import { defineSessionlessHttpHandler } from '@functions/handlers/define-http-handler';
import { stripeWebhook } from '@functions/domain/payment-events/stripe-events';

export const handler = defineSessionlessHttpHandler(
  contracts.stripeWebhook,
  async ({ request }) => {
    await stripeWebhook.handle(request.rawBody);
    return { status: 200, body: { received: true } };
  },
  { verifySignature: stripeWebhook.verify },
);
