import * as contracts from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { expirationSummary } from '@functions/domain/groups/compliance';

export const handler = defineHttpHandler(contracts.expirationSummary, async ({ group, request }) => ({
  status: 200,
  body: await expirationSummary(group, await localToday(request)),
}));
