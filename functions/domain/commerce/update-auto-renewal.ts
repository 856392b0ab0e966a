// PATCH /api/auto_renewals/{id} {optout}: the billing page's on/off switch. An opt-out and the job's
// charge never both happen. With no renewal intent open for the period, the opt-out is written only
// while the job has not claimed the charge (data/auto-renewals.ts). With one open (the job is
// charging, Stripe did not answer it, or the learner's bank waits for them), Stripe decides: the
// intent is canceled, so neither the emailed link nor a card saved later can pay it, and the opt-out
// is written in one transaction with the claim and the intent's record removed; an intent that was
// paid (or is being paid) cannot be canceled, and the opt-out is a 409.
import { cancelPaymentIntent } from '@functions/adapters/payments/payments';
import {
  getRenewalChargeClaim,
  getRenewalPayment,
  optOutOfCanceledRenewal,
  setOptedOut,
} from '@functions/data/auto-renewals';
import { getUserCourse } from '@functions/data/learning';
import { Conflict, NotFound } from '@functions/lib/errors';
import { successToast } from '@functions/lib/toasts';
import { autoRenewing, presentAutoRenewal } from './auto-renewal-settings';
import { ALREADY_RENEWING, COMMERCE_MESSAGES } from './messages';

export async function updateAutoRenewal(userId: string, id: string, optout: boolean, now = new Date()) {
  const course = await getUserCourse(userId, id);
  if (!course || !autoRenewing(course)) throw new NotFound(COMMERCE_MESSAGES.autoRenewalNotFound);
  const expiresOn = course.expirationDate!;
  const at = now.toISOString();
  const written = optout
    ? await optOut(userId, id, expiresOn, at)
    : await setOptedOut(userId, id, false, at, expiresOn);
  if (!written) throw new Conflict(ALREADY_RENEWING);
  const data = await presentAutoRenewal(course, optout);
  const names = data.products.map((p) => p.name).join(', ');
  return {
    data,
    toaster: successToast(optout ? COMMERCE_MESSAGES.autoRenewOff(names) : COMMERCE_MESSAGES.autoRenewOn(names)),
  };
}

async function optOut(userId: string, userCourseUuid: string, expiresOn: string, at: string): Promise<boolean> {
  // The claim is read before the intent is canceled: a run that claims after this read fails the transaction.
  const [payment, claimedAt] = await Promise.all([
    getRenewalPayment(userId, userCourseUuid, expiresOn),
    getRenewalChargeClaim(userId, userCourseUuid, expiresOn),
  ]);
  if (!payment) return setOptedOut(userId, userCourseUuid, true, at, expiresOn);
  if ((await cancelPaymentIntent(payment.paymentIntentId)) !== 'canceled') return false;
  return optOutOfCanceledRenewal({
    userId,
    userCourseUuid,
    expiresOn,
    paymentIntentId: payment.paymentIntentId,
    claimedAt,
    at,
  });
}
