import * as contracts from '@shared/contracts/admin';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listAuditEvents } from '@functions/domain/admin/audit-events';

export const handler = defineHttpHandler(contracts.listAuditEvents, async ({ query }) => ({
  status: 200,
  body: await listAuditEvents(query),
}));
