// A refund or chargeback of a learner's purchase: the entitlements the order granted are spent
// (recorded against the card each backed, which stays valid) and its subscriptions stop granting
// anything more (For Life renewals included). A group purchase's refund is not handled here: its
// seats stay with the group (logged for a person to settle).
import { purchaseEntitlementId } from '@shared/rules/entitlements';
import { recordEntitlementRefund } from '@functions/data/entitlements';
import { getSubscription, markSubscriptionRefunded } from '@functions/data/learning';
import { getCheckoutSnapshot, getOrder, getPurchaseClaim } from '@functions/data/orders';
import { logger } from '@functions/lib/logger';

export type RefundReason = 'refund' | 'chargeback';

/** Records a refund or chargeback of the payment `paymentIntentId`; false when it paid for no learner order. */
export async function recordPurchaseRefund(
  paymentIntentId: string,
  reason: RefundReason,
  now = new Date(),
): Promise<boolean> {
  const snapshot = await getCheckoutSnapshot(paymentIntentId);
  const claim = await getPurchaseClaim(snapshot?.orderSource ?? `pi:${paymentIntentId}`);
  const order = claim ? await getOrder(claim.userId, claim.orderId) : null;
  if (!order) {
    logger.info('Refund of a payment without a learner order', { paymentIntentId, reason });
    return false;
  }
  const at = now.toISOString();
  for (const uuid of order.subscriptionUuids) {
    const subscription = await getSubscription(order.userId, uuid);
    if (!subscription) continue;
    await markSubscriptionRefunded(order.userId, uuid, at);
    for (const courseId of subscription.courseIds)
      await recordEntitlementRefund(order.userId, purchaseEntitlementId(uuid, courseId), at, reason);
  }
  logger.info('Purchase refunded: its entitlements are spent', { orderId: order.id, reason });
  return true;
}
