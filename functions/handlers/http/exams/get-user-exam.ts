import { getUserExam } from '../../../../shared/contracts/exams';
import { defineHttpHandler } from '../../../lib/http-handler';
import { today } from '../../../lib/today';
import { examView } from '../../../domain/exams/exams';

export const handler = defineHttpHandler(getUserExam, async ({ params, caller }) => ({
  status: 200,
  body: (await examView(caller.userId, params.uuid, today())).view,
}));
