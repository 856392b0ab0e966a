import * as contracts from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { listUserExams } from '@functions/domain/groups/enrollment';

export const handler = defineHttpHandler(contracts.listGroupUserExams, async ({ group, params, request }) => ({
  status: 200,
  body: { data: await listUserExams(group, params.id, await localToday(request)) },
}));
