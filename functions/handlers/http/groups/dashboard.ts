import { groupDashboard } from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { groupDashboard as dashboardOf } from '@functions/domain/groups/dashboard';

export const handler = defineHttpHandler(groupDashboard, async ({ group }) => ({
  status: 200,
  body: await dashboardOf(group),
}));
