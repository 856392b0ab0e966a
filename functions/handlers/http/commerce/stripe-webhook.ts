import { stripeWebhook } from '@shared/contracts/commerce';
import { defineSessionlessHttpHandler } from '@functions/handlers/define-http-handler';
import { stripeWebhook as events } from '@functions/domain/payment-events/stripe-events';

export const handler = defineSessionlessHttpHandler(
  stripeWebhook,
  async ({ request }) => {
    await events.handle(request.rawBody);
    return { status: 200, body: { received: true } };
  },
  { verifySignature: events.verify },
);
