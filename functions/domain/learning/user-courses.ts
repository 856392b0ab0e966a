// The caller's user courses: reading them (each with its exam, attached now if it is owed) and
// enrolling in a course.
import { randomUUID } from 'node:crypto';
import { heldCards, renewalStanding } from '@shared/rules/certification';
import { enrollmentOutcome } from '@shared/rules/learning';
import { listCourseSections } from '@functions/data/catalog';
import type { User } from '@functions/data/users';
import { getUserExam } from '@functions/data/exams';
import * as learningData from '@functions/data/learning';
import { optimistic, RETRY } from '@functions/data/writes';
import { Invalid, NotFound } from '@functions/lib/errors';
import { loadCatalog, requireCourse } from '../catalog/catalog';
import { cardRenewal, entitlementToStart, notEntitled, standingIn } from './entitlements';
import { withExam } from './exam-attachment';
import { childId } from './ids';
import { LEARNING_MESSAGES } from './messages';
import { presentExam } from './present-exam';
import { presentUserCourse } from './present-user-course';
import { requireUserCourse } from './user-course';

/**
 * Creates a user course when the caller has none of this course or the latest is passed (a retake);
 * otherwise the unfinished one opens. A new one starts with the entitlement that will back its card
 * (shared/rules/entitlements.ts); without one, only a retake asked for as a review starts (its pass
 * issues no card), and anything else is a 402 saying what to buy or whom to ask.
 */
export async function openUserCourse(
  user: User,
  courseId: string,
  options: { subscriptionUuid: string | null; review?: boolean; today: string },
  now = new Date(),
): Promise<{ created: boolean; userCourse: learningData.UserCourse }> {
  const userId = user.id;
  const { subscriptionUuid } = options;
  const course = await requireCourse(courseId).catch((error: unknown) => {
    throw error instanceof NotFound ? Invalid.field('courseId', 'This course does not exist.') : error;
  });
  if (subscriptionUuid) {
    const subscription = await learningData.getSubscription(userId, subscriptionUuid);
    if (!subscription) throw new NotFound('Subscription not found');
    if (!subscription.courseIds.includes(course.id))
      throw Invalid.field('courseId', 'This course is not part of your subscription.');
  }

  return optimistic({
    read: async () => {
      const latestUuid = await learningData.getLatestUserCourseUuid(userId, course.id);
      return { latestUuid, latest: latestUuid ? await learningData.getUserCourse(userId, latestUuid) : null };
    },
    write: async ({ latestUuid, latest }) => {
      if (enrollmentOutcome(latest) === 'open-existing') return { created: false, userCourse: latest! };

      const standing = await standingIn(userId, course.id, options.today);
      const entitlement = entitlementToStart(standing, subscriptionUuid, course.id);
      if (!entitlement && !(options.review && standing.everPassed))
        throw await notEntitled(user, course, options.today);
      if (entitlement && options.review) throw Invalid.field('review', LEARNING_MESSAGES.reviewWhileEntitled);

      const uuid = randomUUID();
      const sections = await listCourseSections(course.id);
      const userCourse: learningData.UserCourse = {
        uuid,
        userId,
        courseId: course.id,
        examType: standing.everPassed ? 'Recertification' : 'Certification',
        subscriptionUuid: entitlement?.subscriptionUuid ?? subscriptionUuid ?? latest?.subscriptionUuid ?? null,
        status: 'in_progress',
        createdAt: now.toISOString(),
        sections: sections.map((section, index) => ({
          uuid: childId(uuid, index),
          sectionId: section.id,
          position: section.position,
          completedAt: null,
        })),
        userExamUuid: null,
        examProgress: 0,
        examProgressVersion: 0,
        scoredAt: null,
        passedAt: null,
        passedOn: null,
        expirationDate: null,
        providerCardId: null,
        manuallyConfirmed: false,
        autoRenew: false,
        entitlementId: entitlement?.id ?? null,
        version: 0,
      };
      if (await learningData.createUserCourse(userCourse, latestUuid)) return { created: true, userCourse };
      // Another request enrolled at the same moment: read again and open that one.
      return RETRY;
    },
    conflict: 'You were enrolled in this course at the same time. Please try again.',
  });
}

/** One user course with its current exam. */
/** The enrollment reply: the user course and the section to open (the first incomplete one). */
export async function enroll(
  user: User,
  courseId: string,
  options: { subscriptionUuid: string | null; review?: boolean; today: string },
) {
  const { created, userCourse } = await openUserCourse(user, courseId, options);
  const current = userCourse.sections.find((s) => !s.completedAt) ?? userCourse.sections.at(-1)!;
  return {
    created,
    reply: {
      uuid: userCourse.uuid,
      courseId: userCourse.courseId,
      firstUserCourseSectionUuid: userCourse.sections[0]!.uuid,
      currentUserCourseSectionUuid: current.uuid,
    },
  };
}

export async function getUserCourse(userId: string, uuid: string, today: string) {
  const userCourse = await withExam(await requireUserCourse(userId, uuid));
  const course = await requireCourse(userCourse.courseId);
  const exam = userCourse.userExamUuid ? await getUserExam(userId, userCourse.userExamUuid) : null;
  return {
    ...presentUserCourse(userCourse, course, today),
    userExam: exam ? presentExam(exam, userCourse, course, today) : null,
  };
}

/**
 * The caller's user courses, newest first. The user course holding a card that is due for renewal
 * (renewalStanding: expiring or expired) says how to renew it, so My Learning links straight to it.
 */
export async function listUserCourses(user: User, today: string) {
  const [catalog, stored] = await Promise.all([loadCatalog(), learningData.listUserCoursesOfUser(user.id)]);
  const userCourses = await Promise.all(stored.map((userCourse) => withExam(userCourse)));
  const presented = userCourses.flatMap((userCourse) => {
    const course = catalog.get(userCourse.courseId);
    return course ? [{ course, userCourse: presentUserCourse(userCourse, course, today) }] : [];
  });
  const due = new Set(
    heldCards(presented.map((p) => p.userCourse))
      .filter((card) => renewalStanding(card.expirationDate, today).state !== 'valid')
      .map((card) => card.uuid),
  );
  return Promise.all(
    presented.map(async ({ course, userCourse }) =>
      due.has(userCourse.uuid) ? { ...userCourse, renewal: await cardRenewal(user, course, today) } : userCourse,
    ),
  );
}

/** A user course's sections with their titles (no bodies) and completion. */
export async function listUserCourseSections(userId: string, uuid: string, today: string) {
  const userCourse = await withExam(await requireUserCourse(userId, uuid));
  const course = await requireCourse(userCourse.courseId);
  const sections = new Map((await listCourseSections(course.id)).map((s) => [s.id, s]));
  const data = userCourse.sections.map((s) => {
    const section = sections.get(s.sectionId);
    return {
      uuid: s.uuid,
      sectionId: s.sectionId,
      position: s.position,
      completedAt: s.completedAt,
      title: section?.title ?? '',
      about: section?.about ?? '',
      duration: section?.duration ?? 0,
      attachedThumbnail: { url: section?.thumbnailUrl ?? null },
    };
  });
  return { data, userCourse: presentUserCourse(userCourse, course, today) };
}
