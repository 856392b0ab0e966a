import { listCmeCertificates } from '@shared/contracts/credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { listCertificates } from '@functions/domain/credentials/continuing-education';

export const handler = defineHttpHandler(listCmeCertificates, async ({ query, caller, request }) => ({
  status: 200,
  body: await listCertificates(caller.userId, query.userCourseUuid, await localToday(request)),
}));
