// The member rows the expiration-links migration (functions/migrations/2026-11-27-expiration-course-links.ts)
// walks, a page of the table at a time. Migration-only: no request path imports this module.
import { toRow } from './group-members';
import { scanPage, type ScanPosition } from './scan';

/** A page of the member rows that name passes or certifications, and the cursor of the next page, null at the end. */
export async function memberRowsWithExpirationsPage(at: ScanPosition) {
  const page = await scanPage(
    {
      filter: '#type = :type AND attribute_exists(expirations)',
      names: { '#type': 'type' },
      values: { ':type': 'GroupMember' },
    },
    at,
  );
  return { rows: page.items.map(toRow), cursor: page.cursor };
}
