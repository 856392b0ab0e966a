// The user courses the CE-choice offerings migration (functions/migrations/2026-11-28-ce-choice-offerings.ts)
// walks, a page of the table at a time. Migration-only: no request path imports this module.
import { toUserCourse } from './learning';
import { scanPage, type ScanPosition } from './scan';

/**
 * A page of the user courses with a saved CE choice (a list, not null: all) that does not record the
 * offering it was made from, and whose evaluation is not submitted; the cursor of the next, null at the end.
 */
export async function choicesWithoutOfferingPage(at: ScanPosition) {
  const page = await scanPage(
    {
      filter:
        '#type = :type AND attribute_type(cme.accreditationIds, :list) AND cme.completed <> :true AND ' +
        '(attribute_not_exists(cme.offeredAccreditationIds) OR attribute_type(cme.offeredAccreditationIds, :null))',
      names: { '#type': 'type' },
      values: { ':type': 'UserCourse', ':list': 'L', ':true': true, ':null': 'NULL' },
    },
    at,
  );
  return { userCourses: page.items.map(toUserCourse), cursor: page.cursor };
}
