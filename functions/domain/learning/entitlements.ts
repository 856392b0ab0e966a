// Entitlements: what backs a provider card (the rules and their reasons are in
// shared/rules/entitlements.ts and docs/data-model.md, "Entitlements"). This module reads what the
// learner holds, lists the entitlements still unspent, says what a learner without one should do,
// and gives the card transaction the item that spends one.
import { href, paths } from '@shared/paths';
import { formatIsoDate } from '@shared/rules/date-format';
import {
  forLifeEntitlementId,
  forLifeRenewalOpensOn,
  pickEntitlement,
  productKindToBuy,
  purchaseEntitlementId,
  seatEntitlementId,
  usable,
  type Entitlement,
  type HeldCard,
} from '@shared/rules/entitlements';
import { listEntitlementUses, spendEntitlement } from '@functions/data/entitlements';
import {
  getUserCourse,
  listSubscriptionsOfUser,
  listUserCoursesOfUser,
  type Subscription,
  type UserCourse,
} from '@functions/data/learning';
import type { GroupUserCourse } from '@functions/data/group-seats';
import { getProductsByIds } from '@functions/data/products';
import type { TransactItem } from '@functions/data/writes';
import * as catalogData from '@functions/data/catalog';
import type { User } from '@functions/data/users';
import { courseDetail, requireCourse } from '../catalog/catalog';
import { PaymentRequired } from '@functions/lib/errors';
import type { CardRenewal } from '@shared/contracts/learning';

/** What the learner's course page shows before they start (our addition to the spec's Course). */
export interface CourseEntitlement {
  /** entitled: starting is backed; purchase: buy `productId` first; group: the group admin assigns it. */
  state: 'entitled' | 'purchase' | 'group';
  /** A retake without an entitlement is still possible as a review (no new card). */
  canReview: boolean;
  productId: string | null;
  productName: string | null;
  message: string | null;
}

export const entitlementMessages = {
  buyToStart: (product: string) => `Buy ${product} to start this course.`,
  buyToRenew: (product: string) =>
    `Buy ${product} to renew your card. A retake without it is a review and issues no new card.`,
  askGroupAdmin: 'Your group administrator assigns this course: ask them for a seat.',
  askGroupAdminToRenew:
    'Your group administrator assigns this course: ask them for a seat to renew your card. A retake without one is a review and issues no new card.',
  notSold: 'This course is not sold at the moment.',
  forLifeOpens: (opensOn: string) => ` Your For Life renewal opens on ${formatIsoDate(opensOn)}.`,
};

const isSeat = (course: UserCourse): boolean =>
  Boolean(
    (course as UserCourse & Partial<GroupUserCourse>).groupProductId || (course as Partial<GroupUserCourse>).seatless,
  );

/** The learner's current card of a course: the latest expiry among their passes of it (not `except`). */
function heldCardOf(
  courses: readonly UserCourse[],
  courseId: string,
  except?: string,
): (HeldCard & { issuedOn: string }) | null {
  const cards = courses
    .filter(
      (c) =>
        c.courseId === courseId && c.uuid !== except && c.status === 'passed' && c.providerCardId && c.expirationDate,
    )
    .map((c) => ({
      id: c.providerCardId!,
      expiresOn: c.expirationDate!,
      issuedOn: c.issuedOn ?? c.passedOn ?? c.expirationDate!,
    }));
  return cards.sort((a, b) => b.expiresOn.localeCompare(a.expiresOn))[0] ?? null;
}

/**
 * Cards issued before entitlements were recorded (user courses without an `entitlementId` field and
 * no EntitlementUse) spent a purchase all the same: the subscription they name, else the oldest one
 * of the course bought before their pass. Group-seat courses spent their seat. Computed, so no
 * stored item needs rewriting.
 */
function legacySpends(
  courses: readonly UserCourse[],
  offering: readonly Subscription[],
  courseId: string,
  recorded: ReadonlySet<string | null>,
): string[] {
  const legacy = courses
    .filter(
      (c) =>
        c.courseId === courseId &&
        c.status === 'passed' &&
        c.providerCardId &&
        !c.review &&
        c.entitlementId === undefined &&
        !isSeat(c) &&
        !recorded.has(c.uuid),
    )
    .sort((a, b) => (a.passedAt ?? '').localeCompare(b.passedAt ?? ''));
  const left = [...offering].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const spent: string[] = [];
  for (const course of legacy) {
    const index = left.findIndex((s) => s.uuid === course.subscriptionUuid);
    const at = index >= 0 ? index : left.findIndex((s) => s.createdAt <= (course.passedAt ?? ''));
    if (at < 0) continue;
    spent.push(purchaseEntitlementId(left[at]!.uuid, courseId));
    left.splice(at, 1);
  }
  return spent;
}

export interface Standing {
  available: Entitlement[];
  heldCard: (HeldCard & { issuedOn: string }) | null;
  everPassed: boolean;
  forLifeOpensOn: string | null;
}

/**
 * The learner's unspent, usable entitlements to a card of `courseId` today. `userCourse`: the user
 * course about to pass (its own seat counts, and its own card is not "held").
 */
export async function standingIn(
  userId: string,
  courseId: string,
  today: string,
  userCourse?: UserCourse,
): Promise<Standing> {
  const [subscriptions, uses, courses] = await Promise.all([
    listSubscriptionsOfUser(userId),
    listEntitlementUses(userId),
    listUserCoursesOfUser(userId),
  ]);
  const heldCard = heldCardOf(courses, courseId, userCourse?.uuid);
  const offering = subscriptions.filter((s) => s.courseIds.includes(courseId) && !s.refundedAt);
  const spent = new Set([
    ...uses.map((u) => u.entitlementId),
    ...legacySpends(courses, offering, courseId, new Set(uses.map((u) => u.userCourseUuid))),
  ]);
  const kinds = new Map((await getProductsByIds(offering.map((s) => s.productId))).map((p) => [p.id, p.kind]));
  const available: Entitlement[] = [];
  let forLifeOpensOn: string | null = null;
  if (userCourse && isSeat(userCourse)) {
    available.push({
      id: seatEntitlementId(userCourse.uuid),
      source: 'group-seat',
      kind: userCourse.examType === 'Recertification' ? 'recertification' : 'certification',
      courseId,
      subscriptionUuid: null,
      createdAt: userCourse.createdAt,
    });
  }
  for (const subscription of offering) {
    const purchase: Entitlement = {
      id: purchaseEntitlementId(subscription.uuid, courseId),
      source: 'purchase',
      kind: kinds.get(subscription.productId) ?? 'certification',
      courseId,
      subscriptionUuid: subscription.uuid,
      createdAt: subscription.createdAt,
    };
    if (!spent.has(purchase.id) && usable(purchase, heldCard, today)) available.push(purchase);
    if (subscription.forLife && heldCard) {
      const opensOn = forLifeRenewalOpensOn(heldCard);
      const renewal: Entitlement = {
        id: forLifeEntitlementId(subscription.uuid, heldCard.id),
        source: 'for-life',
        kind: 'recertification',
        courseId,
        subscriptionUuid: subscription.uuid,
        createdAt: subscription.createdAt,
      };
      if (spent.has(renewal.id)) continue;
      if (today >= opensOn) available.push(renewal);
      else forLifeOpensOn = opensOn;
    }
  }
  const everPassed = courses.some(
    (c) => c.courseId === courseId && c.uuid !== userCourse?.uuid && c.status === 'passed',
  );
  return { available, heldCard, everPassed, forLifeOpensOn };
}

/** The entitlement a new user course starts with (null: none, a review at most). */
export function entitlementToStart(
  standing: Standing,
  subscriptionUuid: string | null,
  courseId: string,
): Entitlement | null {
  return pickEntitlement(
    standing.available,
    subscriptionUuid ? purchaseEntitlementId(subscriptionUuid, courseId) : null,
  );
}

/** The product that gets this learner a card of the course, or null when the catalogue sells none. */
async function productToBuy(course: catalogData.Course, standing: Standing, today: string) {
  const kind = standing.everPassed ? productKindToBuy(standing.heldCard, today) : 'certification';
  const products = await getProductsByIds(course.productIds);
  return products.find((p) => p.kind === kind) ?? products.find((p) => p.kind === 'certification') ?? null;
}

export async function courseEntitlement(
  user: { id: string; groupId: string | null },
  course: catalogData.Course,
  today: string,
): Promise<CourseEntitlement> {
  const standing = await standingIn(user.id, course.id, today);
  const canReview = standing.everPassed;
  if (standing.available.length)
    return { state: 'entitled', canReview, productId: null, productName: null, message: null };
  if (user.groupId) {
    return {
      state: 'group',
      canReview,
      productId: null,
      productName: null,
      message: canReview ? entitlementMessages.askGroupAdminToRenew : entitlementMessages.askGroupAdmin,
    };
  }
  const product = await productToBuy(course, standing, today);
  if (!product)
    return { state: 'purchase', canReview, productId: null, productName: null, message: entitlementMessages.notSold };
  const opens = standing.forLifeOpensOn ? entitlementMessages.forLifeOpens(standing.forLifeOpensOn) : '';
  const message =
    (canReview ? entitlementMessages.buyToRenew(product.name) : entitlementMessages.buyToStart(product.name)) + opens;
  return { state: 'purchase', canReview, productId: product.id, productName: product.name, message };
}

/** The 402 for starting a course with nothing to back its card: what to buy (and the cart that holds it) or whom to ask. */
export async function notEntitled(
  user: { id: string; groupId: string | null },
  course: catalogData.Course,
  today: string,
): Promise<PaymentRequired> {
  const view = await courseEntitlement(user, course, today);
  return new PaymentRequired(
    'courseId',
    view.message ?? entitlementMessages.notSold,
    view.productId ? href(paths.cartAdd, { productId: view.productId }) : null,
  );
}

/** The entitlement a pass spends (the one it started with if still unspent), or null: a review pass. */
export async function entitlementForPass(
  userCourse: UserCourse,
  today: string,
): Promise<{ entitlement: Entitlement | null; heldCard: Standing['heldCard'] }> {
  const standing = await standingIn(userCourse.userId, userCourse.courseId, today, userCourse);
  return {
    entitlement: pickEntitlement(standing.available, userCourse.entitlementId ?? null),
    heldCard: standing.heldCard,
  };
}

/** The item that spends the entitlement, in the card's transaction (refused if another card spent it). */
export const spendOn = (
  entitlement: Entitlement,
  card: { userId: string; id: string; userCourseUuid: string },
  at: string,
): TransactItem =>
  spendEntitlement({
    entitlementId: entitlement.id,
    userId: card.userId,
    cardId: card.id,
    userCourseUuid: card.userCourseUuid,
    spentAt: at,
  });

/** The course page's data for the signed-in learner: the course, their latest user course, and their entitlement. */
export async function getCourse(user: User, courseId: string, today: string) {
  const [detail, course] = await Promise.all([courseDetail(user.id, courseId, today), requireCourse(courseId)]);
  return { ...detail, entitlement: await courseEntitlement(user, course, today) };
}

/**
 * How the holder of a card of `course` renews it: the course page when an entitlement already backs
 * the renewal (For Life, a recertification bought and not used yet), else the cart holding the right
 * product (the recertification while the card is renewable, else the certification), else no path (a
 * group member asks the group administrator; a course not sold).
 */
export async function cardRenewal(
  user: { id: string; groupId: string | null },
  course: catalogData.Course,
  today: string,
): Promise<CardRenewal> {
  const view = await courseEntitlement(user, course, today);
  if (view.state === 'entitled')
    return { state: 'entitled', path: href(paths.course, { courseId: course.id }), productName: null };
  return {
    state: view.state,
    path: view.productId ? href(paths.cartAdd, { productId: view.productId }) : null,
    productName: view.productName,
  };
}

/** Where a renewal reminder sends the holder of `card`: as cardRenewal says, else My Learning. */
export async function renewalPathOf(user: User, card: { userCourseUuid: string }, today: string): Promise<string> {
  const userCourse = await getUserCourse(user.id, card.userCourseUuid);
  const course = userCourse ? await catalogData.getCourse(userCourse.courseId) : null;
  if (!course) return paths.dashboard;
  return (await cardRenewal(user, course, today)).path ?? paths.dashboard;
}
