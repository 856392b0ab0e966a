// Auto-renewals: a passed course whose card the learner chose to auto-renew (confirm-card dialog or
// the exam's offer) is renewed AUTO_RENEW_LEAD_DAYS before the card expires: the recertification at
// 15 % off, charged off-session to the default card, in one order with its subscription, and a receipt
// email. Opting out on the billing page stops it: the job claims a card's charge only while there is
// no opt-out, and an opt-out is refused (409) once the charge is claimed, so the two never both happen.
//
// Each renewal has ONE PaymentIntent (recorded before any card is charged, with the checkout snapshot
// the order is written from), and every card tried confirms that intent, so however often the job
// runs, whoever completes it (the job, the webhook, the learner on-session), it is paid at most once.
// What each card's attempt came to is recorded: a refused card is not charged again for this renewal
// (one failure email), a learner who saves a new default card is tried again with it, and a bank that
// asks for authentication gets the learner an email with a link to confirm the same payment on-session
// (/billing/auto-renewals/:id/payment), after which POST /api/purchases.json or the webhook writes the order.
import { href, paths } from '@shared/paths';
import { addDays, localDate } from '@shared/rules/dates';
import { autoRenewalPrice, formatCents } from '@shared/rules/pricing';
import { sendEmail } from '@functions/adapters/mailer';
import type { RenderedEmail } from '@functions/adapters/email/layout';
import { autoRenewalFailedEmail } from '@functions/adapters/email/auto-renewal';
import { paymentAuthenticationEmail } from '@functions/adapters/email/payment-authentication';
import { createPaymentIntent, defaultCardId, findCard } from '@functions/adapters/payments/payments';
import { chargeOffSession } from '@functions/adapters/payments/saved-card-charges';
import {
  claimRenewalCharge,
  forgetRenewalPayment,
  getRenewalPayment,
  isForLifeSubscription,
  openRenewalPayment,
  recordRenewalAttempt,
  releaseRenewalCharge,
  type RenewalPayment,
} from '@functions/data/auto-renewals';
import { getUserCourse, type UserCourse } from '@functions/data/learning';
import { claimNotice, releaseNotice } from '@functions/data/notices';
import {
  getCheckoutSnapshot,
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
import {
  AUTO_RENEW_LEAD_DAYS,
  autoRenewing,
  RENEWAL_PAYMENT_LINK_DAYS,
  RENEWAL_SNAPSHOT_SECONDS,
  recertificationOf,
  renewalSource,
} from './auto-renewal-settings';
import { completePaidCheckout } from './checkout';

/** A missed daily run is caught up over this many days of expiry dates. */
const CATCH_UP_DAYS = 7;

export interface RenewalRun {
  renewed: number;
  failed: number;
  skipped: number;
  /** Waiting for the learner (authentication asked, or this card already refused) or for Stripe (processing). */
  waiting: number;
}

export async function runAutoRenewals(now = new Date()): Promise<RenewalRun> {
  const today = localDate(now, await companyTimeZone());
  const run: RenewalRun = { renewed: 0, failed: 0, skipped: 0, waiting: 0 };
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

interface Renewal {
  user: User;
  course: UserCourse;
  card: ProviderCard;
  product: Product;
  source: string;
  now: Date;
}

/** What a renewal came to; `release` gives the charge claim back (the learner may opt out, a later run may retry). */
type Outcome = { result: keyof RenewalRun; release: boolean };

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
    // Claimed only while not opted out; from here an opt-out is refused until the claim is released.
    if (!(await claimRenewalCharge(user.id, course.uuid, card.expiresOn, now.toISOString()))) return 'skipped';
    const outcome = await charge({ user, course, card, product, source, now }).catch(async (error: unknown) => {
      await releaseRenewalCharge(user.id, course.uuid, card.expiresOn);
      throw error;
    });
    if (outcome.release) await releaseRenewalCharge(user.id, course.uuid, card.expiresOn);
    return outcome.result;
  } catch (error) {
    logger.error('Auto-renewal failed unexpectedly', {
      cardId: card.id,
      error: error instanceof Error ? error.message : String(error),
    });
    return 'failed';
  }
}

async function charge(renewal: Renewal): Promise<Outcome> {
  const { user, product, source, now } = renewal;
  const customerId = await getPaymentCustomerId(user.id);
  const paymentMethodId = customerId ? await defaultCardId(customerId) : null;
  if (!customerId || !paymentMethodId) {
    await tellFailure(user, product, 'there is no payment method on file.', `${source}:no-card`);
    return { result: 'failed', release: true };
  }
  const { payment, snapshot } = await renewalPayment(renewal, customerId);
  const tried = payment.attempts[paymentMethodId]?.outcome;
  // Refused, or its bank wants the learner (who was emailed a link): this card is not charged again for
  // this renewal. Stripe forgets idempotency keys after 24 hours, so this record is what stops it.
  if (tried === 'refused') return { result: 'waiting', release: true };
  if (tried === 'requires_authentication') {
    // Its email again if the last run could not send it (notifyOnce sends it once).
    await askForAuthentication(renewal, payment, snapshot, customerId, paymentMethodId);
    return { result: 'waiting', release: false };
  }

  const charged = await chargeOffSession({
    paymentIntentId: payment.paymentIntentId,
    paymentMethodId,
    idempotencyKey: `${source}:charge`,
  });
  await recordRenewalAttempt(payment, paymentMethodId, {
    outcome: charged.status,
    message: 'message' in charged ? charged.message : null,
    at: now.toISOString(),
  });
  switch (charged.status) {
    case 'succeeded':
      return { result: (await completeRenewal(snapshot)) ? 'renewed' : 'skipped', release: false };
    case 'processing':
      // The payment_intent.succeeded webhook writes the order (or the next run finds the intent paid).
      return { result: 'waiting', release: false };
    case 'requires_authentication':
      await askForAuthentication(renewal, payment, snapshot, customerId, paymentMethodId);
      return { result: 'waiting', release: false };
    case 'refused':
      await tellFailure(user, product, charged.message, `${source}:${paymentMethodId}`);
      return { result: 'failed', release: true };
    case 'failed':
      // Not the card: Stripe refused our request or could not be reached. Nothing was charged; the next
      // run retries (with a new intent if this one was canceled at Stripe, as it can never be paid).
      logger.error('Auto-renewal charge not made by the payment provider', {
        userCourseUuid: renewal.course.uuid,
        code: charged.code,
        retryable: charged.retryable,
        reason: charged.message,
      });
      if (charged.code === 'canceled') await forgetRenewalPayment(payment);
      return { result: 'failed', release: true };
  }
}

/** The renewal's one PaymentIntent and the snapshot its order is written from: opened on the first run, read after. */
async function renewalPayment(
  renewal: Renewal,
  customerId: string,
): Promise<{ payment: RenewalPayment; snapshot: CheckoutSnapshot }> {
  const { user, course, card, product, source, now } = renewal;
  const known = await getRenewalPayment(user.id, course.uuid, card.expiresOn);
  const knownSnapshot = known && (await getCheckoutSnapshot(known.paymentIntentId));
  if (known && knownSnapshot) return { payment: known, snapshot: knownSnapshot };
  const price = autoRenewalPrice(product);
  const intent = known
    ? { id: known.paymentIntentId }
    : await createPaymentIntent({
        amount: price.total,
        customerId,
        metadata: { purpose: 'renewal', userId: user.id, userCourseUuid: course.uuid },
        // Runs of one day (even at once) open one intent; a later day opens one only if this one was canceled.
        idempotencyKey: `${source}:${now.toISOString().slice(0, 10)}`,
        saveCard: false,
      });
  const snapshot: CheckoutSnapshot = {
    paymentIntentId: intent.id,
    userId: user.id,
    purpose: 'renewal',
    renewalOf: course.uuid,
    orderSource: source,
    lines: [{ productId: product.id, forLife: false }],
    couponCode: null,
    subtotal: price.subtotal,
    discountAmount: price.discountAmount,
    discountSource: 'auto_renew',
    total: known?.amount ?? price.total,
    createdAt: now.toISOString(),
  };
  // Before any charge: whoever completes the intent (this job, the webhook, the learner) writes exactly this.
  await putCheckoutSnapshot(snapshot, RENEWAL_SNAPSHOT_SECONDS);
  const payment =
    known ??
    (await openRenewalPayment({
      userId: user.id,
      userCourseUuid: course.uuid,
      expiresOn: card.expiresOn,
      paymentIntentId: intent.id,
      amount: price.total,
      createdAt: now.toISOString(),
      attempts: {},
    }));
  return { payment, snapshot };
}

/**
 * Writes a paid renewal's order once (its writer mails the receipt: order-receipts.ts): called by the job and by the renewal's
 * payment_intent.succeeded webhook (which may reach the order first); the learner's on-session payment
 * goes through POST /api/purchases.json, which does the same. True when this call wrote it.
 */
export async function completeRenewal(snapshot: CheckoutSnapshot): Promise<boolean> {
  const { created } = await completePaidCheckout(snapshot, await getPaymentCustomerId(snapshot.userId));
  return created;
}

/** One email per renewal and card whose bank asks for authentication, linking to the page that finishes it. */
async function askForAuthentication(
  renewal: Renewal,
  payment: RenewalPayment,
  snapshot: CheckoutSnapshot,
  customerId: string,
  paymentMethodId: string,
): Promise<void> {
  const card = await findCard(customerId, paymentMethodId);
  await notifyOnce(
    renewal.user,
    `${renewal.source}:${paymentMethodId}:authenticate`,
    paymentAuthenticationEmail(
      {
        firstName: renewal.user.firstName,
        productName: renewal.product.name,
        total: formatCents(payment.amount),
        cardLast4: card?.last4 ?? '',
        paymentUrl: `${env().APP_URL}${href(paths.billingAutoRenewalPayment, { id: renewal.course.uuid })}`,
        linkEndsOn: addDays(snapshot.createdAt.slice(0, 10), RENEWAL_PAYMENT_LINK_DAYS),
      },
      await emailBrand(),
    ),
  );
}

/** One failure email per renewal and card tried (the job runs daily). */
async function tellFailure(user: User, product: Product, reason: string, notice: string): Promise<void> {
  await notifyOnce(
    user,
    notice,
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
}

async function notifyOnce(user: User, notice: string, email: RenderedEmail): Promise<void> {
  if (!(await claimNotice(`auto-renewal:${user.id}`, notice))) return;
  try {
    await sendEmail(user.email, email);
  } catch (error) {
    await releaseNotice(`auto-renewal:${user.id}`, notice);
    throw error;
  }
}
