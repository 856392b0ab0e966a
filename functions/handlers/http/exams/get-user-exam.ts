import { getUserExam } from '../../../../shared/contracts/exams';
import { defineHttpHandler } from '../../../lib/http-handler';
import { localToday } from '../../../lib/today';
import { examView } from '../../../domain/exams/exams';

export const handler = defineHttpHandler(getUserExam, async ({ params, caller, request }) => ({
  status: 200,
  body: (await examView(caller.userId, params.uuid, await localToday(request))).view,
}));
