// The billing page's auto-renewal list and on/off switch, and the rules the renewal job shares
// (auto-renewals.ts). Only the switch calls the payment provider: turning auto-renew off while the
// learner's bank waits for them calls that renewal off (its intent canceled, so the emailed link and
// any card saved later pay nothing).
import { addDays } from '@shared/rules/dates';
import { getCourse, type Product } from '@functions/data/catalog';
import { getUserCourse, listUserCoursesOfUser, type UserCourse } from '@functions/data/learning';
import { cancelPaymentIntent } from '@functions/adapters/payments/payments';
import {
  forgetRenewalPayment,
  getRenewalPayment,
  listOptedOut,
  releaseRenewalCharge,
  setOptedOut,
} from '@functions/data/auto-renewals';
import { getPurchaseClaim } from '@functions/data/orders';
import { getProductsByIds } from '@functions/data/products';
import { Conflict, NotFound } from '@functions/lib/errors';
import { successToast } from '@functions/lib/toasts';
import { ALREADY_RENEWING, COMMERCE_MESSAGES } from './messages';

/** Renewal happens this many days before the card expires. */
export const AUTO_RENEW_LEAD_DAYS = 30;
export const renewalDateOf = (expiresOn: string): string => addDays(expiresOn, -AUTO_RENEW_LEAD_DAYS);
/**
 * How long the link in a renewal's authentication email can pay it: until the card it renews expires.
 * The checkout snapshot the order is written from is kept twice as long, so a payment made through
 * the link always finds it; past this the page cancels the intent instead.
 */
export const RENEWAL_PAYMENT_LINK_DAYS = 30; // the lead days: the link ends when the card does
export const RENEWAL_SNAPSHOT_SECONDS = 2 * RENEWAL_PAYMENT_LINK_DAYS * 86400;
/** The purchase claim (and charge name) of the renewal of the card expiring on `expiresOn`. */
export const renewalSource = (userCourseUuid: string, expiresOn: string) => `renewal:${userCourseUuid}:${expiresOn}`;

export async function recertificationOf(courseId: string): Promise<Product | null> {
  const course = await getCourse(courseId);
  if (!course) return null;
  const products = await getProductsByIds(course.productIds);
  return products.find((p) => p.kind === 'recertification') ?? null;
}

export const autoRenewing = (course: UserCourse) =>
  course.autoRenew && course.status === 'passed' && Boolean(course.expirationDate);

async function present(course: UserCourse, optout: boolean) {
  const [product, renewed] = await Promise.all([
    recertificationOf(course.courseId),
    getPurchaseClaim(renewalSource(course.uuid, course.expirationDate!)),
  ]);
  return {
    id: course.uuid,
    renewalDate: renewalDateOf(course.expirationDate!),
    products: product ? [{ name: product.name }] : [],
    optout,
    renewed: renewed !== null,
  };
}

export async function listAutoRenewals(userId: string) {
  const [courses, optedOut] = await Promise.all([listUserCoursesOfUser(userId), listOptedOut(userId)]);
  return {
    data: await Promise.all(courses.filter(autoRenewing).map((course) => present(course, optedOut.has(course.uuid)))),
  };
}

export async function updateAutoRenewal(userId: string, id: string, optout: boolean, now = new Date()) {
  const course = await getUserCourse(userId, id);
  if (!course || !autoRenewing(course)) throw new NotFound('Auto-renewal not found');
  const write = () => setOptedOut(userId, id, optout, now.toISOString(), course.expirationDate!);
  if (!(await write()) && !((await callOffWaitingRenewal(userId, id, course.expirationDate!)) && (await write())))
    throw new Conflict(ALREADY_RENEWING);
  const data = await present(course, optout);
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
