// PATCH /api/auto_renewals/{id} {optout}: the billing page's on/off switch. Turning auto-renew off
// while the learner's bank waits for them calls that renewal off (its intent canceled, so the emailed
// link and any card saved later pay nothing); once it is being charged, the opt-out is a 409.
import { cancelPaymentIntent } from '@functions/adapters/payments/payments';
import {
  forgetRenewalPayment,
  getRenewalPayment,
  releaseRenewalCharge,
  setOptedOut,
} from '@functions/data/auto-renewals';
import { getUserCourse } from '@functions/data/learning';
import { Conflict, NotFound } from '@functions/lib/errors';
import { successToast } from '@functions/lib/toasts';
import { autoRenewing, presentAutoRenewal } from './auto-renewal-settings';
import { ALREADY_RENEWING, COMMERCE_MESSAGES } from './messages';

export async function updateAutoRenewal(userId: string, id: string, optout: boolean, now = new Date()) {
  const course = await getUserCourse(userId, id);
  if (!course || !autoRenewing(course)) throw new NotFound('Auto-renewal not found');
  const write = () => setOptedOut(userId, id, optout, now.toISOString(), course.expirationDate!);
  if (!(await write()) && !((await callOffWaitingRenewal(userId, id, course.expirationDate!)) && (await write())))
    throw new Conflict(ALREADY_RENEWING);
  const data = await presentAutoRenewal(course, optout);
  const names = data.products.map((p) => p.name).join(', ');
  return {
    data,
    toaster: successToast(optout ? COMMERCE_MESSAGES.autoRenewOff(names) : COMMERCE_MESSAGES.autoRenewOn(names)),
  };
}

/**
 * The renewal of the card expiring on `expiresOn`, when it waits for the learner's bank: its intent
 * canceled (Stripe decides: a payment that went through meanwhile cannot be), the record of it
 * forgotten and the job's claim released, so the opt-out can be written. False when it is being or
 * was charged (the job holds the claim for any other reason).
 */
async function callOffWaitingRenewal(userId: string, userCourseUuid: string, expiresOn: string): Promise<boolean> {
  const payment = await getRenewalPayment(userId, userCourseUuid, expiresOn);
  if (!payment || !Object.values(payment.attempts).some((attempt) => attempt.outcome === 'requires_authentication'))
    return false;
  if ((await cancelPaymentIntent(payment.paymentIntentId)) !== 'canceled') return false;
  await forgetRenewalPayment(payment);
  await releaseRenewalCharge(userId, userCourseUuid, expiresOn);
  return true;
}
