// Stripe webhook events, verified with the raw body and handled once per event id. A paid intent
// completes its checkout, auto-renewal or group purchase exactly as the purchase call (or the job)
// would: whichever comes first writes the order, the other finds it. Its own domain, as it routes
// events to commerce and group commerce (which itself uses commerce).
import { setDefaultCard, defaultCardId, verifiedEvent } from '@functions/adapters/payments/payments';
import {
  claimStripeEvent,
  getCheckoutSnapshot,
  getPaymentCustomerId,
  releaseStripeEvent,
} from '@functions/data/orders';
import * as z from 'zod/mini';
import { stringMap } from '@functions/data/items';
import { logger } from '@functions/lib/logger';
import { completeGroupPurchaseFromWebhook, GROUP_PURCHASE_PURPOSE } from '../group-commerce/purchase';
import { completeRenewal } from '../commerce/auto-renewals';
import { completePaidCheckout } from '../commerce/checkout';
import { recordPurchaseRefund } from '../commerce/refunds';

/** The fields of an event we act on (Stripe sends ids, not expanded objects, in events). */
const optionalId = () => z.optional(z.nullable(z.string()));
const stripeEventSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  data: z.looseObject({
    object: z.looseObject({
      id: z.string(),
      customer: optionalId(),
      payment_method: optionalId(),
      payment_intent: optionalId(),
      refunded: z.optional(z.boolean()),
      metadata: z.optional(stringMap(z.string())),
    }),
  }),
});
type StripeEventBody = z.infer<typeof stripeEventSchema>;

async function verify({ rawBody, signature }: { rawBody: Buffer; signature: string }): Promise<boolean> {
  await verifiedEvent(rawBody, signature); // throws on a bad signature or an old timestamp
  return true;
}

async function handle(rawBody: Buffer): Promise<void> {
  // Signed by Stripe, so a shape we cannot read is our bug: it fails (500) and Stripe delivers it again.
  const event = stripeEventSchema.parse(JSON.parse(rawBody.toString('utf8')));
  if (!(await claimStripeEvent(event.id, event.type))) return; // a retried delivery
  try {
    await dispatch(event);
  } catch (error) {
    // Let Stripe deliver it again later.
    await releaseStripeEvent(event.id);
    throw error;
  }
}

async function dispatch(event: StripeEventBody): Promise<void> {
  const object = event.data.object;
  switch (event.type) {
    case 'payment_intent.succeeded': {
      if (object.metadata?.purpose === GROUP_PURCHASE_PURPOSE) {
        await completeGroupPurchaseFromWebhook(object.id, object.metadata.purchaseKey);
        return;
      }
      const snapshot = await getCheckoutSnapshot(object.id);
      if (!snapshot) {
        logger.warn('Paid intent without a checkout', { paymentIntentId: object.id });
        return;
      }
      if (snapshot.purpose === 'renewal') await completeRenewal(snapshot);
      else await completePaidCheckout(snapshot, await getPaymentCustomerId(snapshot.userId));
      return;
    }
    case 'payment_intent.payment_failed':
      logger.info('Payment failed', { paymentIntentId: object.id });
      return;
    case 'setup_intent.succeeded': {
      // A learner's first saved card becomes the default (the card auto-renewals charge).
      if (object.customer && object.payment_method && !(await defaultCardId(object.customer)))
        await setDefaultCard(object.customer, object.payment_method);
      return;
    }
    case 'charge.refunded':
    case 'charge.dispute.created': {
      // The charge (or dispute) names its PaymentIntent: the order it paid loses its entitlements.
      // A partial refund (a goodwill credit) leaves them.
      if (event.type === 'charge.refunded' && object.refunded !== true) return;
      if (object.payment_intent)
        await recordPurchaseRefund(object.payment_intent, event.type === 'charge.refunded' ? 'refund' : 'chargeback');
      return;
    }
    default:
      logger.info('Stripe event ignored', { type: event.type });
  }
}

export const stripeWebhook = { verify, handle };
