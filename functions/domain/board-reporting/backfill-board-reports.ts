// The one-off backfill of board reports: CE certificates earned before board reporting shipped have
// none. For every user course whose evaluation was submitted and whose certificates are still in the
// reporting window (as for a license added later), the reports the normal path plans (the learner's
// chosen certificates, each license whose CE Broker board takes the credit: the same planning
// function) are created when missing, pending, so the board-reports job sends them. Report ids are
// fixed by what is reported where and each is a conditional put, so a run is idempotent; `dryRun`
// only counts. The migration (functions/migrations/2026-11-27-board-report-backfill.ts) hands it the
// table a page at a time (checkpointed, so a run stopped for time resumes); `backfillBoardReportsOf`
// does one learner (a support fix, and tests).
import { createBoardReport, listBoardReportsOf } from '@functions/data/board-reports';
import { listUserCoursesOfUser, type UserCourse } from '@functions/data/learning';
import { listStateLicensesOf } from '@functions/data/state-licenses';
import { companyTimeZone } from '@functions/lib/today';
import { localDate } from '@shared/rules/dates';
import { earned, reportsOf } from './plan-reports';

export interface BackfillCounts {
  /** User courses with earned certificates in the reporting window. */
  userCourses: number;
  /** Reports they should have and do not (what a dry run would create). */
  pending: number;
  /** Reports created by this run. */
  created: number;
}

export interface BackfillOptions {
  dryRun?: boolean;
  now?: Date;
}

/** The missing reports of these user courses (each with its evaluation submitted), created unless `dryRun`. */
export async function backfillUserCourses(
  userCourses: readonly UserCourse[],
  { dryRun = false, now = new Date() }: BackfillOptions = {},
): Promise<BackfillCounts> {
  const counts: BackfillCounts = { userCourses: 0, pending: 0, created: 0 };
  const today = localDate(now, await companyTimeZone());
  // A Scan returns a learner's items together: their licenses and reports are read once for them.
  let learner: Awaited<ReturnType<typeof learnerOf>> | null = null;
  for (const userCourse of userCourses) {
    if (!earned(userCourse, today)) continue;
    counts.userCourses += 1;
    if (learner?.id !== userCourse.userId) learner = await learnerOf(userCourse.userId);
    const { reportIds } = learner;
    const missing = (await reportsOf(userCourse, learner.licenses, now.toISOString())).filter(
      (report) => !reportIds.has(report.id),
    );
    counts.pending += missing.length;
    if (dryRun) continue;
    // One at a time: a backfill is not to compete with the learners' own requests.
    for (const report of missing) if (await createBoardReport(report)) counts.created += 1;
  }
  return counts;
}

/** One learner's backfill. */
export async function backfillBoardReportsOf(userId: string, options: BackfillOptions = {}): Promise<BackfillCounts> {
  const submitted = (await listUserCoursesOfUser(userId, true)).filter(
    (userCourse) => userCourse.cme?.completed === true,
  );
  return backfillUserCourses(submitted, options);
}

async function learnerOf(id: string) {
  const [licenses, reports] = await Promise.all([listStateLicensesOf(id), listBoardReportsOf(id)]);
  return { id, licenses, reportIds: new Set(reports.map((report) => report.id)) };
}
