import * as contracts from '@shared/contracts/exams';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { getUserExam } from '@functions/domain/exams/exams';

export const handler = defineHttpHandler(contracts.getUserExam, async ({ params, caller, request }) => ({
  status: 200,
  body: (await getUserExam(caller.userId, params.uuid, await localToday(request))).view,
}));
