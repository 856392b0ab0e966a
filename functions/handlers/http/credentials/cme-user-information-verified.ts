import * as contracts from '@shared/contracts/credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { cmeUserInformationVerified } from '@functions/domain/credentials/continuing-education';

export const handler = defineHttpHandler(contracts.cmeUserInformationVerified, async ({ body, caller, request }) => ({
  status: 200,
  body: await cmeUserInformationVerified(caller, body.user_exam_id, await localToday(request)),
}));
