import * as contracts from '@shared/contracts/credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { cmeTypeformSubmitted } from '@functions/domain/credentials/continuing-education';

export const handler = defineHttpHandler(contracts.cmeTypeformSubmitted, async ({ body, caller, request }) => ({
  status: 200,
  body: await cmeTypeformSubmitted(caller, body.user_exam_id, body.answers, await localToday(request)),
}));
