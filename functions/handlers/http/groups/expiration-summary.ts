import { expirationSummary } from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { expirationSummaryOf } from '@functions/domain/groups/compliance';

export const handler = defineHttpHandler(expirationSummary, async ({ group, request }) => ({
  status: 200,
  body: await expirationSummaryOf(group, await localToday(request)),
}));
