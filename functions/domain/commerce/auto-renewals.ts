// Auto-renewals: a passed course whose card the learner chose to auto-renew (confirm-card dialog or
// the exam's offer) is renewed AUTO_RENEW_LEAD_DAYS before the card expires: the recertification at
// 15 % off, charged off-session to the default card, in one order with its subscription, and a receipt
// email (mailed by whoever writes the order: order-receipts.ts). A refused card gets one failure email (per card tried) and nothing is written. Opting out on
// the billing page stops it: the job claims a card's charge only while there is no opt-out, and an
// opt-out is refused (409) once the charge is claimed, so the two never both happen. Running the job
// twice charges once: the Stripe idempotency key and the purchase claim are both named after the card
// being renewed. The list shows a renewed card as renewed (its order exists), not as "On".
import { href, paths } from '@shared/paths';
import { addDays, localDate } from '@shared/rules/dates';
import { autoRenewalPrice } from '@shared/rules/pricing';
import { sendEmail } from '@functions/adapters/mailer';
import { autoRenewalFailedEmail } from '@functions/adapters/email/auto-renewal';
import { chargeOffSession, defaultCardId, findCard, PaymentRefused } from '@functions/adapters/payments/payments';
import { claimRenewalCharge, isForLifeSubscription, releaseRenewalCharge } from '@functions/data/auto-renewals';
import { getUserCourse, type UserCourse } from '@functions/data/learning';
import { claimNotice, releaseNotice } from '@functions/data/notices';
import {
  getPaymentCustomerId,
  getPurchaseClaim,
  putCheckoutSnapshot,
  type CheckoutSnapshot,
} from '@functions/data/orders';
import { listProviderCardsExpiringOn, type ProviderCard } from '@functions/data/provider-cards';
import { getUserById, type User } from '@functions/data/users';
import type { Product } from '@functions/data/catalog';
import { env } from '@functions/lib/env';
import { logger } from '@functions/lib/logger';
import { companyTimeZone } from '../company/company-settings';
import { emailBrand } from '../company/email-brand';
import { AUTO_RENEW_LEAD_DAYS, autoRenewing, recertificationOf, renewalSource } from './auto-renewal-settings';
import { completePaidCheckout } from './checkout';
import { writeOrder } from './order-writer';

/** A missed daily run is caught up over this many days of expiry dates. */
const CATCH_UP_DAYS = 7;

export interface RenewalRun {
  renewed: number;
  failed: number;
  skipped: number;
}

export async function runAutoRenewals(now = new Date()): Promise<RenewalRun> {
  const today = localDate(now, await companyTimeZone());
  const run: RenewalRun = { renewed: 0, failed: 0, skipped: 0 };
  for (let back = 0; back < CATCH_UP_DAYS; back += 1) {
    const expiresOn = addDays(today, AUTO_RENEW_LEAD_DAYS - back);
    let cursor: string | null = null;
    do {
      const page = await listProviderCardsExpiringOn(expiresOn, cursor);
      for (const card of page.items) run[await renew(card, now)] += 1;
      cursor = page.cursor;
    } while (cursor);
  }
  logger.info('Auto-renewals done', { ...run });
  return run;
}

async function renew(card: ProviderCard, now: Date): Promise<keyof RenewalRun> {
  try {
    if (card.revokedAt) return 'skipped';
    const [course, user] = await Promise.all([
      getUserCourse(card.userId, card.userCourseUuid),
      getUserById(card.userId),
    ]);
    if (!course || !autoRenewing(course) || course.providerCardId !== card.id || !user || user.status !== 'active')
      return 'skipped';
    const source = renewalSource(course.uuid, card.expiresOn);
    if (await getPurchaseClaim(source)) return 'skipped';
    // For Life already pays for every recertification: nothing to charge.
    if (course.subscriptionUuid && (await isForLifeSubscription(user.id, course.subscriptionUuid))) return 'skipped';
    const product = await recertificationOf(course.courseId);
    if (!product) return 'skipped';
    // Claimed only while not opted out; from here an opt-out is refused until a refusal releases it.
    if (!(await claimRenewalCharge(user.id, course.uuid, card.expiresOn, now.toISOString()))) return 'skipped';
    const outcome = await charge({ user, course, card, product, source, now });
    if (outcome === 'failed') await releaseRenewalCharge(user.id, course.uuid, card.expiresOn);
    return outcome;
  } catch (error) {
    logger.error('Auto-renewal failed unexpectedly', {
      cardId: card.id,
      error: error instanceof Error ? error.message : String(error),
    });
    return 'failed';
  }
}

async function charge(input: {
  user: User;
  course: UserCourse;
  card: ProviderCard;
  product: Product;
  source: string;
  now: Date;
}): Promise<keyof RenewalRun> {
  const { user, product, source } = input;
  const price = autoRenewalPrice(product);
  const customerId = await getPaymentCustomerId(user.id);
  const paymentMethodId = customerId ? await defaultCardId(customerId) : null;
  if (!customerId || !paymentMethodId) {
    await tellFailure(user, product, 'there is no payment method on file.', `${source}:no-card`);
    return 'failed';
  }
  let intent: Awaited<ReturnType<typeof chargeOffSession>>;
  try {
    // Named after the card renewed and the card charged: a re-run replays, a new card tries again.
    intent = await chargeOffSession({
      amount: price.total,
      customerId,
      paymentMethodId,
      metadata: { purpose: 'renewal', userId: user.id, userCourseUuid: input.course.uuid },
      idempotencyKey: `${source}:${paymentMethodId}`,
    });
  } catch (error) {
    if (!(error instanceof PaymentRefused)) throw error;
    await tellFailure(user, product, error.message, `${source}:${paymentMethodId}`);
    return 'failed';
  }
  const snapshot = {
    userId: user.id,
    purpose: 'renewal' as const,
    renewalOf: input.course.uuid,
    lines: [{ productId: product.id, forLife: false }],
    couponCode: null,
    subtotal: price.subtotal,
    discountAmount: price.discountAmount,
    discountSource: 'auto_renew' as const,
    total: price.total,
  };
  // A late payment_intent.succeeded webhook finds what this charge was for (and then the order).
  await putCheckoutSnapshot({
    ...snapshot,
    paymentIntentId: intent.id,
    orderSource: source,
    createdAt: input.now.toISOString(),
  });
  const card = await findCard(customerId, paymentMethodId);
  const { created } = await writeOrder(
    {
      userId: user.id,
      source,
      snapshot,
      paymentIntentId: intent.id,
      card: card ? { brand: card.brand, last4: card.last4 } : null,
      paid: true,
    },
    input.now,
  );
  return created ? 'renewed' : 'skipped';
}

/**
 * The payment_intent.succeeded webhook of a renewal charge: it may reach the order before the job
 * does (the charge is confirmed while the job is still writing); whoever writes the order mails the receipt.
 */
export async function completeRenewalFromWebhook(snapshot: CheckoutSnapshot): Promise<void> {
  await completePaidCheckout(snapshot, await getPaymentCustomerId(snapshot.userId));
}

/** One failure email per renewal and card tried (the job runs daily). */
async function tellFailure(user: User, product: Product, reason: string, notice: string): Promise<void> {
  if (!(await claimNotice(`auto-renewal:${user.id}`, notice))) return;
  try {
    await sendEmail(
      user.email,
      autoRenewalFailedEmail(
        {
          firstName: user.firstName,
          productName: product.name,
          reason,
          paymentMethodUrl: `${env().APP_URL}${paths.billingPaymentMethod}`,
          renewUrl: `${env().APP_URL}${href(paths.cartAdd, { productId: product.id })}`,
        },
        await emailBrand(),
      ),
    );
  } catch (error) {
    await releaseNotice(`auto-renewal:${user.id}`, notice);
    throw error;
  }
}
