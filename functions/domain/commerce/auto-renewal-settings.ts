// The billing page's auto-renewal list, and the rules the renewal job (auto-renewals.ts) and the
// on/off switch (update-auto-renewal.ts) share. Apart from both so the list does not bundle the payment provider.
import { addDays } from '@shared/rules/dates';
import { getCourse, type Product } from '@functions/data/catalog';
import { listUserCoursesOfUser, type UserCourse } from '@functions/data/learning';
import { listOptedOut } from '@functions/data/auto-renewals';
import { getPurchaseClaim } from '@functions/data/orders';
import { getProductsByIds } from '@functions/data/products';

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

export async function presentAutoRenewal(course: UserCourse, optout: boolean) {
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
    data: await Promise.all(
      courses.filter(autoRenewing).map((course) => presentAutoRenewal(course, optedOut.has(course.uuid))),
    ),
  };
}
