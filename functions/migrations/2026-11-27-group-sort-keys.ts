// Group rows written before the lists' per-column sorts are filed in their orders (GSI3, sort entries):
// functions/data/group-sort-keys-migration.ts. Needs the table's GSI3 (DataStack deploys it first).
import { migrateGroupSortKeys } from '@functions/data/group-sort-keys-migration';
import type { Migration } from './migration';

export const groupSortKeys: Migration = {
  id: '2026-11-27-group-sort-keys',
  description: 'Member, compliance and completed-course rows written before the per-column sorts filed in their orders',
  run: ({ dryRun }) => migrateGroupSortKeys({ dryRun }),
};
