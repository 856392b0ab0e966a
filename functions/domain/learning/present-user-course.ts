// A user course as the client sees it.
import type * as contracts from '@shared/contracts/learning';
import { ceOfferingOf, chosenAccreditations } from '@shared/rules/continuing-education';
import { credentialsAvailable, displayStatus, sectionProgress } from '@shared/rules/learning';
import type { Course } from '@functions/data/catalog';
import type { UserCourse } from '@functions/data/learning';

/** The rule lives in shared/rules; re-exported for the domains that present user courses. */
export { displayStatus };

export const allSectionsComplete = (userCourse: UserCourse): boolean =>
  userCourse.sections.every((section) => section.completedAt);

export function presentUserCourse(userCourse: UserCourse, course: Course, today: string): contracts.UserCourse {
  const completed = userCourse.sections.filter((section) => section.completedAt).length;
  const current = userCourse.sections.find((section) => !section.completedAt) ?? userCourse.sections.at(-1);
  const status = displayStatus(userCourse, today);
  const offering = ceOfferingOf(course.id);
  return {
    uuid: userCourse.uuid,
    courseId: userCourse.courseId,
    name: course.title,
    courseType: course.courseType,
    examType: userCourse.examType,
    status,
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
    // CE certificates exist once the course is passed (or its card expired) and the course carries CE.
    // A review's pass earns no CE of its own.
    cmeCertificatesCount:
      offering && credentialsAvailable(status) && !userCourse.review
        ? chosenAccreditations(offering.accreditations, userCourse.cme?.accreditationIds).length
        : 0,
    review: userCourse.review === true,
    currentUserCourseSectionUuid: current?.uuid ?? null,
    firstUserCourseSectionUuid: userCourse.sections[0]?.uuid ?? null,
    cmeEvaluationId: offering?.evaluation.id ?? null,
    cmeEvaluationSubmission: cmeSubmissionOf(userCourse),
    userId: userCourse.userId,
    // CE Broker's id of the first accepted report of this course's certificates (board-reporting).
    ceBrokerId: userCourse.ceBrokerId ?? null,
    manuallyConfirmed: userCourse.manuallyConfirmed,
    autoRenew: userCourse.autoRenew,
    attachedThumbnail: { url: course.thumbnailUrl },
  };
}

/** The CE evaluation's state as the client sees it (null before the learner starts it). */
export const cmeSubmissionOf = (userCourse: UserCourse) =>
  userCourse.cme
    ? { completed: userCourse.cme.completed, userInformationVerified: userCourse.cme.userInformationVerified }
    : null;
