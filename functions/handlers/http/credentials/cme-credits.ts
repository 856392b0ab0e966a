import * as contracts from '@shared/contracts/credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { cmeCredits } from '@functions/domain/credentials/continuing-education';

export const handler = defineHttpHandler(contracts.cmeCredits, async ({ caller, request }) => ({
  status: 200,
  body: await cmeCredits(caller.userId, await localToday(request)),
}));
