// The user courses the board-report backfill (functions/migrations/2026-11-27-board-report-backfill.ts)
// walks, a page of the table at a time. Migration-only: no request path imports this module.
import { toUserCourse } from './learning';
import { scanPage, type ScanPosition } from './scan';

/** A page of the user courses whose CE evaluation was submitted (possibly none), and the cursor of the next, null at the end. */
export async function userCoursesWithSubmittedEvaluationPage(at: ScanPosition) {
  const page = await scanPage(
    {
      filter: '#type = :type AND cme.completed = :completed',
      names: { '#type': 'type' },
      values: { ':type': 'UserCourse', ':completed': true },
    },
    at,
  );
  return { userCourses: page.items.map(toUserCourse), cursor: page.cursor };
}
