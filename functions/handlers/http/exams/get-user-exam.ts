import { getUserExam } from '@shared/contracts/exams';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { examView } from '@functions/domain/exams/exams';

export const handler = defineHttpHandler(getUserExam, async ({ params, caller, request }) => ({
  status: 200,
  body: (await examView(caller.userId, params.uuid, await localToday(request))).view,
}));
