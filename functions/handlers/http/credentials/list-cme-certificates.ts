import * as contracts from '@shared/contracts/credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { listCmeCertificates } from '@functions/domain/credentials/continuing-education';

export const handler = defineHttpHandler(contracts.listCmeCertificates, async ({ query, caller, request }) => ({
  status: 200,
  body: await listCmeCertificates(caller.userId, query.userCourseUuid, await localToday(request)),
}));
