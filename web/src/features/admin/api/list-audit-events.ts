// GET /api/admin/audit_events.json?month=&page=&perPage=: one page of a month's security events, newest first.
import type { PageSize } from '@shared/contracts/contract';
import { apiRoute } from '@web/lib/api-route';
import { useContractQuery } from '@web/lib/contract-query';

const contract = apiRoute('admin/list-audit-events');

export interface AuditEventsInput {
  /** yyyy-mm; empty for the current month. */
  month: string;
  page: number;
  perPage: PageSize;
}

export const useAuditEvents = ({ month, page, perPage }: AuditEventsInput) =>
  useContractQuery(
    contract,
    { query: { page, perPage, ...(month ? { month } : {}) } },
    { placeholderData: (previous) => previous },
  );
