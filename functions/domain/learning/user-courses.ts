// Reading the caller's user courses and enrolling in a course.
import { randomUUID } from 'node:crypto';
import { enrolmentOutcome } from '../../../shared/rules/learning';
import { listCourseSections } from '../../data/catalog';
import { createUserCourse, getLatestUserCourseUuid, getSubscription, getUserCourse, listUserCoursesOfUser, type UserCourse } from '../../data/learning';
import { Invalid, NotFound } from '../../lib/errors';
import { requireCourse } from '../catalog/catalog';
import { childId } from './ids';

export async function requireUserCourse(userId: string, uuid: string): Promise<UserCourse> {
  const userCourse = await getUserCourse(userId, uuid);
  if (!userCourse) throw new NotFound('Course not found');
  return userCourse;
}

export const NOT_ENTITLED = 'Purchase this course to start it.';

/**
 * Creates a user course when the caller has none of this course or the latest is passed
 * (retake / recertification); otherwise the unfinished one opens. Entitlement: a subscription
 * of the caller's that offers the course, or an earlier user course of it.
 */
export async function enroll(userId: string, courseId: string, subscriptionUuid: string | null, now = new Date()): Promise<{ created: boolean; userCourse: UserCourse }> {
  const course = await requireCourse(courseId).catch(() => {
    throw Invalid.field('courseId', 'This course does not exist.');
  });
  if (subscriptionUuid) {
    const subscription = await getSubscription(userId, subscriptionUuid);
    if (!subscription) throw new NotFound('Subscription not found');
    if (!subscription.courseIds.includes(course.id)) throw Invalid.field('courseId', 'This course is not part of your subscription.');
  }

  for (let attempt = 0; attempt < 3; attempt += 1) {
    const latestUuid = await getLatestUserCourseUuid(userId, course.id);
    const latest = latestUuid ? await getUserCourse(userId, latestUuid) : null;
    if (!subscriptionUuid && !latest) throw Invalid.field('courseId', NOT_ENTITLED);
    if (enrolmentOutcome(latest) === 'open-existing') return { created: false, userCourse: latest! };

    const uuid = randomUUID();
    const sections = await listCourseSections(course.id);
    const everPassed = (await listUserCoursesOfUser(userId)).some((c) => c.courseId === course.id && c.passedAt);
    const userCourse: UserCourse = {
      uuid,
      userId,
      courseId: course.id,
      examType: everPassed ? 'Recertification' : 'Certification',
      subscriptionUuid: subscriptionUuid ?? latest?.subscriptionUuid ?? null,
      status: 'in_progress',
      createdAt: now.toISOString(),
      sections: sections.map((section, index) => ({ uuid: childId(uuid, index), sectionId: section.id, position: section.position, completedAt: null })),
      userExamUuid: null,
      examProgress: 0,
      scoredAt: null,
      passedAt: null,
      passedOn: null,
      expirationDate: null,
      providerCardId: null,
      manuallyConfirmed: false,
      autoRenew: false,
    };
    if (await createUserCourse(userCourse, latestUuid)) return { created: true, userCourse };
    // Another request enrolled at the same moment: read again and open that one.
  }
  throw new Error('Enrolment kept racing with concurrent requests');
}
