// A user course as the client sees it.
import type { UserCourse as UserCourseView } from '@shared/contracts/learning';
import { displayStatus, sectionProgress } from '@shared/rules/learning';
import type { Course } from '@functions/data/catalog';
import type { UserCourse } from '@functions/data/learning';

/** The rule lives in shared/rules; re-exported for the domains that present user courses. */
export { displayStatus };

export const allSectionsComplete = (userCourse: UserCourse): boolean => userCourse.sections.every((section) => section.completedAt);

export function presentUserCourse(userCourse: UserCourse, course: Course, today: string): UserCourseView {
  const completed = userCourse.sections.filter((section) => section.completedAt).length;
  const current = userCourse.sections.find((section) => !section.completedAt) ?? userCourse.sections.at(-1);
  return {
    uuid: userCourse.uuid,
    courseId: userCourse.courseId,
    name: course.title,
    courseType: course.courseType,
    examType: userCourse.examType,
    status: displayStatus(userCourse, today),
    createdAt: userCourse.createdAt,
    passedAt: userCourse.passedAt,
    issuedOn: userCourse.issuedOn ?? userCourse.passedOn,
    progress: sectionProgress(completed, userCourse.sections.length),
    expirationDate: userCourse.expirationDate,
    canStart: allSectionsComplete(userCourse),
    examProgress: userCourse.examProgress,
    scoredAt: userCourse.scoredAt,
    userExamUuid: userCourse.userExamUuid,
    color: course.color,
    providerCardId: userCourse.providerCardId,
    subscriptionUuid: userCourse.subscriptionUuid,
    cmeCertificatesCount: 0,
    currentUserCourseSectionUuid: current?.uuid ?? null,
    firstUserCourseSectionUuid: userCourse.sections[0]?.uuid ?? null,
    cmeEvaluationId: null,
    userId: userCourse.userId,
    ceBrokerId: null,
    manuallyConfirmed: userCourse.manuallyConfirmed,
    autoRenew: userCourse.autoRenew,
    attachedThumbnail: { url: course.thumbnailUrl },
  };
}
