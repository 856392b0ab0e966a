// The group-wide reads a member's change can move: their row in the members list, counts on the
// dashboard and courses page, the compliance list and chart, and the progress report. Writes on a
// member and live `user-updated` events mark these stale, so every screen shows what was written.
import type { CacheTarget } from '@web/lib/contract-key';
import { apiRoute } from '@web/lib/api-route';

export const GROUP_VIEWS: readonly CacheTarget[] = [
  apiRoute('groups/dashboard'),
  apiRoute('groups/list-products'),
  apiRoute('groups/list-expirations'),
  apiRoute('groups/expiration-summary'),
  apiRoute('groups/list-completed-courses'),
];

/** The views above, the members list and every member's own reads. */
export const GROUP_MEMBER_READS: readonly CacheTarget[] = [
  apiRoute('groups/list-group-users'),
  apiRoute('groups/get-user'),
  apiRoute('groups/list-user-exams'),
  ...GROUP_VIEWS,
];
