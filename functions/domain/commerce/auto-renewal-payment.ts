// The page an auto-renewal's authentication email links to (/billing/auto-renewals/:id/payment): the
// renewal's PaymentIntent, which the learner confirms in the browser with the card its bank wanted
// authenticated (3-D Secure), then completes through POST /api/purchases.json like any checkout.
import { cancelPaymentIntent, findCard, retrievePaymentIntent } from '@functions/adapters/payments/payments';
import { getRenewalPayment } from '@functions/data/auto-renewals';
import { getUserCourse } from '@functions/data/learning';
import { getCheckoutSnapshot, getPaymentCustomerId, getPurchaseClaim } from '@functions/data/orders';
import { NotFound } from '@functions/lib/errors';
import { describeError, logger } from '@functions/lib/logger';
import { RENEWAL_PAYMENT_LINK_DAYS, recertificationOf, renewalSource } from './auto-renewal-settings';
import { NO_RENEWAL_PAYMENT } from './messages';

export async function getAutoRenewalPayment(userId: string, id: string, now = new Date()) {
  const course = await getUserCourse(userId, id);
  const payment = course?.expirationDate ? await getRenewalPayment(userId, course.uuid, course.expirationDate) : null;
  if (!course?.expirationDate || !payment) throw new NotFound(NO_RENEWAL_PAYMENT);
  const [claim, intent, product, snapshot] = await Promise.all([
    getPurchaseClaim(renewalSource(course.uuid, course.expirationDate)),
    retrievePaymentIntent(payment.paymentIntentId),
    recertificationOf(course.courseId),
    getCheckoutSnapshot(payment.paymentIntentId),
  ]);
  const base = {
    id: course.uuid,
    productName: product?.name ?? 'Recertification',
    amount: payment.amount,
    paymentIntentId: payment.paymentIntentId,
    clientSecret: null,
    card: null,
    orderId: null,
  };
  if (claim) return { data: { ...base, status: 'renewed' as const, orderId: claim.orderId } };
  if (intent?.status === 'succeeded' || intent?.status === 'processing')
    return { data: { ...base, status: 'processing' as const } };
  // Past the link's days nothing may pay the intent (the order could no longer be written from its snapshot).
  const linkEnds = snapshot && Date.parse(snapshot.createdAt) + RENEWAL_PAYMENT_LINK_DAYS * 86_400_000;
  if (!linkEnds || now.getTime() >= linkEnds) {
    if (intent && intent.status !== 'canceled')
      await cancelPaymentIntent(intent.id).catch((error: unknown) =>
        logger.warn('Expired renewal payment not canceled', { paymentIntentId: intent.id, ...describeError(error) }),
      );
    throw new NotFound(NO_RENEWAL_PAYMENT);
  }
  // The card whose bank asked last; a card since refused or replaced by a new default is not offered.
  const [paymentMethodId] =
    Object.entries(payment.attempts)
      .filter(([, attempt]) => attempt.outcome === 'requires_authentication')
      .sort(([, a], [, b]) => b.at.localeCompare(a.at))[0] ?? [];
  const customerId = paymentMethodId ? await getPaymentCustomerId(userId) : null;
  const card = customerId && paymentMethodId ? await findCard(customerId, paymentMethodId) : null;
  if (!intent?.clientSecret || intent.status === 'canceled' || !card) throw new NotFound(NO_RENEWAL_PAYMENT);
  return {
    data: {
      ...base,
      status: 'requires_authentication' as const,
      clientSecret: intent.clientSecret,
      card: { paymentMethodId: card.paymentMethodId, brand: card.brand, last4: card.last4 },
    },
  };
}
