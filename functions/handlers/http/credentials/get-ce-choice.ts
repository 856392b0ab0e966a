import * as contracts from '@shared/contracts/credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { getCeChoice } from '@functions/domain/credentials/ce-choice';

export const handler = defineHttpHandler(contracts.getCeChoice, async ({ params, caller, request }) => ({
  status: 200,
  body: await getCeChoice(caller.userId, params.uuid, await localToday(request)),
}));
