import * as contracts from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { exportStatus } from '@functions/domain/groups/csv-export-jobs';

export const handler = defineHttpHandler(contracts.exportStatus, async ({ group, params }) => ({
  status: 200 as const,
  body: await exportStatus(group, params.id),
}));
