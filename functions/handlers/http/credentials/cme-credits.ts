import { cmeCredits } from '@shared/contracts/credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { creditsEarned } from '@functions/domain/credentials/continuing-education';

export const handler = defineHttpHandler(cmeCredits, async ({ caller, request }) => ({
  status: 200,
  body: await creditsEarned(caller.userId, await localToday(request)),
}));
