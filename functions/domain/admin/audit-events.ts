// The audit trail as content admins read it: one UTC month at a time, newest first, paged.
import type { PageQuery } from '@shared/contracts/envelope';
import { listAuditEventsPage } from '@functions/data/audit-events';

export async function listAuditEvents(query: PageQuery & { month?: string }, now = new Date()) {
  const month = query.month ?? now.toISOString().slice(0, 7);
  const { items, pagination } = await listAuditEventsPage(month, query);
  return { month, data: items, pagination };
}
