import { listAuditEvents } from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { auditEventsPage } from '@functions/domain/admin/audit-events';

export const handler = defineHttpHandler(listAuditEvents, async ({ query }) => ({
  status: 200,
  body: await auditEventsPage(query),
}));
