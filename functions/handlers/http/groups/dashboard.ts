import * as contracts from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { dashboard } from '@functions/domain/groups/dashboard';

export const handler = defineHttpHandler(contracts.groupDashboard, async ({ group }) => ({
  status: 200,
  body: await dashboard(group),
}));
