// Group rows written before the lists' per-column sorts are filed in their orders (GSI3, sort entries):
// functions/data/group-sort-keys-migration.ts. Needs the table's GSI3 (DataStack deploys it first).
// Paged Scan, checkpointed: `pending` rows found, `migrated` those this run filed.
import { fileGroupRowInOrders, unsortedGroupRowsPage } from '@functions/data/group-sort-keys-migration';
import { inPages, tally, type Migration } from './migration';

export const groupSortKeys: Migration = {
  id: '2026-11-27-group-sort-keys',
  description: 'Member, compliance and completed-course rows written before the per-column sorts filed in their orders',
  run: (context) =>
    inPages(context, async (at, counts) => {
      const page = await unsortedGroupRowsPage(at);
      for (const row of page.rows) {
        tally(counts, 'pending');
        if (!context.dryRun && (await fileGroupRowInOrders(row))) tally(counts, 'migrated');
      }
      return page.cursor;
    }),
};
