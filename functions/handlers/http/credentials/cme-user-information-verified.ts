import { cmeUserInformationVerified } from '@shared/contracts/credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { userInformationVerified } from '@functions/domain/credentials/continuing-education';

export const handler = defineHttpHandler(cmeUserInformationVerified, async ({ body, caller, request }) => ({
  status: 200,
  body: await userInformationVerified(caller, body.user_exam_id, await localToday(request)),
}));
