import { listGroupUserExams } from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { memberUserExams } from '@functions/domain/groups/enrolment';

export const handler = defineHttpHandler(listGroupUserExams, async ({ group, params, request }) => ({
  status: 200,
  body: { data: await memberUserExams(group, params.id, await localToday(request)) },
}));
