// Scoring scores exactly the selections stored, once. The exam's outcome, the user course's
// outcome and, on a pass, the new provider card are written in one transaction conditioned on
// what was read: the exam's version (an answer saved meanwhile refuses it), the user course's
// version, and a card id nobody holds. A refused item is never final by itself: the exam is read
// again, and only a fresh read that finds it scored answers 409; otherwise it is scored again
// (with a new card id). Pass, issue and expiry dates are the learner's calendar days. A card spends
// one entitlement in the same transaction (a second pass racing for it is refused and reads again);
// a pass that nothing backs is a review and issues no card.
import { href, paths } from '@shared/paths';
import { renewalDate } from '@shared/rules/certification';
import { localDate } from '@shared/rules/dates';
import { examProgress, scoreExam, SUBMIT_LOCKED_TOOLTIP } from '@shared/rules/learning';
import { examScoring, type UserExam } from '@functions/data/exams';
import { recordFail, recordPass, recordReviewPass, type UserCourse } from '@functions/data/learning';
import { providerCardCreate } from '@functions/data/provider-cards';
import type { User } from '@functions/data/users';
import { optimistic, RETRY, transact, type NamedItems } from '@functions/data/writes';
import { Conflict, Invalid } from '@functions/lib/errors';
import { infoToast, successToast } from '@functions/lib/toasts';
import { requireCourse } from '../catalog/catalog';
import { newProviderCard } from '../credentials/card-issue';
import { entitlementForPass, spendOn } from '../learning/entitlements';
import { correctCountOf, presentExam } from '../learning/present-exam';
import { requireExam } from './exams';
import { EXAM_MESSAGES } from './messages';
import { recordFinishedCourse } from '../groups/member-courses';
import { logger } from '@functions/lib/logger';
import { recordMetrics } from '@functions/lib/metrics';

/**
 * A group member's pass reaches their group's member row and compliance rows (and the admins' live
 * view). The pass has committed: a failure here is logged, never the learner's error.
 */
async function recordGroupPass(
  user: User,
  passed: UserCourse,
  course: { id: string; title: string; productIds: string[] },
  today: string,
): Promise<void> {
  try {
    await recordFinishedCourse(
      user.groupId!,
      user.id,
      {
        userCourseUuid: passed.uuid,
        courseId: course.id,
        courseName: course.title,
        productIds: course.productIds,
        expirationDate: passed.expirationDate!,
        passedAt: passed.passedAt ?? undefined,
        passedOn: passed.passedOn ?? undefined,
        examType: passed.examType,
        providerCardId: passed.providerCardId,
      },
      today,
    );
  } catch (error) {
    logger.error('A group member pass was not recorded on the member row', {
      groupId: user.groupId,
      userCourseUuid: passed.uuid,
      error: (error as Error).name,
    });
  }
}

export async function scoreUserExam(user: User, uuid: string, timeZone: string, now = new Date()) {
  return optimistic({
    read: () => requireExam(user.id, uuid),
    write: async ({ exam, userCourse }) => {
      if (exam.status !== 'in_progress') throw new Conflict(EXAM_MESSAGES.alreadySubmitted);
      if (userCourse.userExamUuid !== exam.uuid) throw new Conflict('Only the current exam can be submitted.');
      if (exam.questions.some((q) => !q.selectedAnswerId)) throw Invalid.field('base', SUBMIT_LOCKED_TOOLTIP);
      const course = await requireCourse(userCourse.courseId);
      const correct = correctCountOf(exam);
      const { score, passed } = scoreExam(exam.questions.length, correct, exam.passingScore);
      const scoredAt = now.toISOString();
      const today = localDate(now, timeZone);
      const outcome = {
        examUuid: exam.uuid,
        examVersion: (exam.version ?? 0) + 1,
        examProgress: examProgress(exam.questions.filter((q) => q.selectedAnswerId).length, exam.questions.length),
        scoredAt,
      };

      const writes: NamedItems = { exam: examScoring(exam, passed ? 'passed' : 'failed', score, scoredAt) };
      let updated: UserCourse;
      const backing = passed ? await entitlementForPass(userCourse, today) : null;
      if (backing?.entitlement) {
        const expiresOn = renewalDate(today);
        const card = newProviderCard({
          userId: user.id,
          userCourseUuid: userCourse.uuid,
          courseType: course.courseType,
          courseName: course.title,
          holderFirstName: user.firstName,
          holderLastName: user.lastName,
          issuedOn: today,
          expiresOn,
        });
        writes.userCourse = recordPass(userCourse, { ...outcome, passedOn: today, expiresOn, providerCardId: card.id });
        writes.card = providerCardCreate(card);
        writes.entitlement = spendOn(backing.entitlement, card, scoredAt);
        updated = {
          ...userCourse,
          status: 'passed',
          scoredAt,
          passedAt: scoredAt,
          passedOn: today,
          issuedOn: today,
          expirationDate: expiresOn,
          providerCardId: card.id,
          examProgress: outcome.examProgress,
        };
      } else if (backing) {
        // Nothing backs a new card (a retake after a pass): a review; the card held stays as it is.
        const held = backing.heldCard;
        writes.userCourse = recordReviewPass(userCourse, { ...outcome, passedOn: today, heldCard: held });
        updated = {
          ...userCourse,
          status: 'passed',
          review: true,
          scoredAt,
          passedAt: scoredAt,
          passedOn: today,
          issuedOn: held?.issuedOn ?? null,
          expirationDate: held?.expiresOn ?? null,
          providerCardId: held?.id ?? null,
          manuallyConfirmed: true,
          examProgress: outcome.examProgress,
        };
      } else {
        writes.userCourse = recordFail(userCourse, outcome);
        updated = { ...userCourse, status: 'failed', scoredAt, examProgress: outcome.examProgress };
      }

      // Exam, user course or card refused by its own condition (or a concurrent transaction): read
      // again. Any other cancellation or error is unexpected and reaches the error model.
      if ((await transact(writes)).length) return RETRY;
      recordMetrics('exams', passed ? { ExamPasses: 1, CardsIssued: backing?.entitlement ? 1 : 0 } : { ExamFails: 1 });
      if (backing?.entitlement && user.groupId) await recordGroupPass(user, updated, course, today);
      const scored: UserExam = {
        ...exam,
        status: passed ? 'passed' : 'failed',
        score,
        scoredAt,
        version: outcome.examVersion,
      };
      const toaster = passed
        ? successToast(updated.review ? EXAM_MESSAGES.passedReview(score) : EXAM_MESSAGES.passed(score))
        : infoToast(EXAM_MESSAGES.failed(score));
      return {
        userExam: presentExam(scored, updated, course, today),
        redirect: href(passed ? paths.examPassed : paths.examFailed, { userExamUuid: exam.uuid }),
        toaster,
      };
    },
    conflict: 'Your exam was changed at the same time. Please try again.',
  });
}
