// Where reports come from: earning a CE certificate (the course evaluation's submission, inside its
// own transaction) reports it for every reporting state license; adding or changing a license later
// reports the certificates already earned in the reporting window (and so does the one-off backfill,
// backfill-board-reports.ts, for certificates earned before reporting shipped); deleting a license
// forgets its reports never accepted. Report ids are fixed by (user course, certificate, license, board), so
// creating one twice is creating it once.
import { ceOfferingOf, chosenAccreditations } from '@shared/rules/continuing-education';
import { reportsFor, withinReportingWindow, type PlannedReport } from '@shared/rules/board-reporting';
import { credentialsAvailable, displayStatus } from '@shared/rules/learning';
import {
  boardReportPut,
  createBoardReport,
  deleteUnacceptedBoardReport,
  listBoardReportsOf,
  type BoardReport,
} from '@functions/data/board-reports';
import { listUserCoursesOfUser, type UserCourse } from '@functions/data/learning';
import type { TransactItem } from '@functions/data/writes';
import { listStateLicensesOf, type StoredStateLicense } from '@functions/data/state-licenses';
import { namedUuid } from '@functions/lib/crypto';
import { logger } from '@functions/lib/logger';
import { mapLimited } from '@functions/lib/map-limited';
import { loadCatalog } from '../catalog/catalog';

/** Fixed by what is reported where: a license moved to another board reports there anew. */
export const boardReportId = (plan: PlannedReport, userCourseUuid: string): string =>
  namedUuid(`board-report:${userCourseUuid}:${plan.accreditationId}:${plan.licenseId}:${plan.boardId}`);

/** The day a certificate was earned for: the pass, on the learner's calendar. */
export const completedOnOf = (userCourse: UserCourse): string | null =>
  userCourse.passedOn ?? userCourse.passedAt?.slice(0, 10) ?? null;

function newReport(
  userCourse: UserCourse,
  courseTitle: string,
  plan: PlannedReport,
  accreditationName: string,
  completedOn: string,
  at: string,
): BoardReport {
  return {
    id: boardReportId(plan, userCourse.uuid),
    userId: userCourse.userId,
    userCourseUuid: userCourse.uuid,
    courseId: userCourse.courseId,
    courseTitle,
    accreditationId: plan.accreditationId,
    accreditationName,
    licenseId: plan.licenseId,
    boardId: plan.boardId,
    courseNumber: plan.courseNumber,
    completedOn,
    creditHours: plan.creditHours,
    status: 'pending',
    attempts: 0,
    failedSends: 0,
    attemptId: null,
    nextAttemptAt: at,
    lastAttemptAt: null,
    sent: null,
    ceBrokerId: null,
    licenseeId: null,
    reply: null,
    history: [],
    createdAt: at,
    updatedAt: at,
    version: 0,
  };
}

/** The reports one user course's certificates make for these licenses (none for a course without CE). */
export async function reportsOf(
  userCourse: UserCourse,
  licenses: readonly StoredStateLicense[],
  at: string,
): Promise<BoardReport[]> {
  const offering = ceOfferingOf(userCourse.courseId);
  const completedOn = completedOnOf(userCourse);
  if (!offering || !completedOn) return [];
  const title = (await loadCatalog()).get(userCourse.courseId)?.title ?? userCourse.courseId;
  // Only the certificates the learner chose (the CE choice; all of them until one is made).
  const earned = chosenAccreditations(offering.accreditations, userCourse.cme?.accreditationIds);
  return reportsFor(userCourse.courseId, earned, licenses).map((plan) =>
    newReport(userCourse, title, plan, earned.find((a) => a.id === plan.accreditationId)!.name, completedOn, at),
  );
}

/**
 * For the transaction that completes a course's evaluation (the certificates are earned with it):
 * one pending report per certificate and reporting license of the learner.
 */
export async function reportsOnCertificateEarned(userCourse: UserCourse, now: Date): Promise<TransactItem[]> {
  const licenses = await listStateLicensesOf(userCourse.userId);
  return (await reportsOf(userCourse, licenses, now.toISOString())).map(boardReportPut);
}

/**
 * After the evaluation's transaction: the licenses read again (consistently), and any report a
 * license saved meanwhile would have missed is created (ids are fixed: a repeat creates nothing).
 */
export async function reportsAfterEvaluation(userCourse: UserCourse, now = new Date()): Promise<void> {
  try {
    const licenses = await listStateLicensesOf(userCourse.userId);
    await mapLimited(await reportsOf(userCourse, licenses, now.toISOString()), 5, createBoardReport);
  } catch (error) {
    logger.warn('Board reports after the evaluation were not checked', { error: (error as Error).name });
  }
}

/** A certificate already earned (evaluation submitted, not a review, still shown) within the window. */
export const earned = (userCourse: UserCourse, today: string): boolean => {
  const completedOn = completedOnOf(userCourse);
  return (
    userCourse.cme?.completed === true &&
    !userCourse.review &&
    credentialsAvailable(displayStatus(userCourse, today)) &&
    completedOn !== null &&
    withinReportingWindow(completedOn, today)
  );
};

/**
 * A license was added or changed: the certificates the learner already earned report for it too.
 * After the license's own write; a failure is logged and the license stands (saving it again, or the
 * next certificate, makes the reports).
 */
export async function reportEarnedCertificatesFor(
  license: StoredStateLicense,
  today: string,
  now = new Date(),
): Promise<number> {
  try {
    // Consistent, as the evaluation's re-read of the licenses is: of a license saved while a
    // certificate is earned, one side or the other always sees the other (reportsAfterEvaluation).
    const userCourses = (await listUserCoursesOfUser(license.userId, true)).filter((uc) => earned(uc, today));
    const reports = (await Promise.all(userCourses.map((uc) => reportsOf(uc, [license], now.toISOString())))).flat();
    const created = await mapLimited(reports, 5, createBoardReport);
    return created.filter(Boolean).length;
  } catch (error) {
    logger.warn('Board reports for an added license were not created', { error: (error as Error).name });
    return 0;
  }
}

/**
 * A license was deleted (`keepBoardId` null), or moved to another state or profession (its board
 * now, if any): its reports CE Broker never accepted for another board go (accepted ones stay as history).
 */
export async function forgetReportsOfLicense(
  userId: string,
  licenseId: string,
  keepBoardId: string | null = null,
): Promise<void> {
  try {
    const reports = (await listBoardReportsOf(userId)).filter(
      (report) =>
        report.licenseId === licenseId &&
        report.boardId !== keepBoardId &&
        report.status !== 'accepted' &&
        report.status !== 'submitted',
    );
    await mapLimited(reports, 5, deleteUnacceptedBoardReport);
  } catch (error) {
    logger.warn('Board reports of a deleted license were not removed', { error: (error as Error).name });
  }
}
