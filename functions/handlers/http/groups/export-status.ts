import { exportStatus } from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { exportStatusOf } from '@functions/domain/groups/csv-export-jobs';

export const handler = defineHttpHandler(exportStatus, async ({ group, params }) => ({
  status: 200 as const,
  body: await exportStatusOf(group, params.id),
}));
