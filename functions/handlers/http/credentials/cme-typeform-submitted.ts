import { cmeTypeformSubmitted } from '@shared/contracts/credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { evaluationSubmitted } from '@functions/domain/credentials/continuing-education';

export const handler = defineHttpHandler(cmeTypeformSubmitted, async ({ body, caller, request }) => ({
  status: 200,
  body: await evaluationSubmitted(caller, body.user_exam_id, body.answers, await localToday(request)),
}));
