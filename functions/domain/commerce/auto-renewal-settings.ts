// The billing page's auto-renewal list and on/off switch, and the rules the renewal job shares
// (auto-renewals.ts). Apart from the job so these routes do not bundle the payment provider.
import { addDays } from '@shared/rules/dates';
import { getCourse, type Product } from '@functions/data/catalog';
import { getUserCourse, listUserCoursesOfUser, type UserCourse } from '@functions/data/learning';
import { listOptedOut, setOptedOut } from '@functions/data/auto-renewals';
import { getPurchaseClaim } from '@functions/data/orders';
import { getProductsByIds } from '@functions/data/products';
import { Conflict, NotFound } from '@functions/lib/errors';
import { successToast } from '@functions/lib/toasts';
import { ALREADY_RENEWING, COMMERCE_MESSAGES } from './messages';

/** Renewal happens this many days before the card expires. */
export const AUTO_RENEW_LEAD_DAYS = 30;
export const renewalDateOf = (expiresOn: string): string => addDays(expiresOn, -AUTO_RENEW_LEAD_DAYS);
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
  if (!(await setOptedOut(userId, id, optout, now.toISOString(), course.expirationDate!)))
    throw new Conflict(ALREADY_RENEWING);
  const data = await present(course, optout);
  const names = data.products.map((p) => p.name).join(', ');
  return {
    data,
    toaster: successToast(optout ? COMMERCE_MESSAGES.autoRenewOff(names) : COMMERCE_MESSAGES.autoRenewOn(names)),
  };
}
