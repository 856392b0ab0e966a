import * as contracts from '@shared/contracts/credentials';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { chooseCe } from '@functions/domain/credentials/ce-choice';

export const handler = defineHttpHandler(contracts.chooseCe, async ({ params, body, caller, request }) => ({
  status: 200,
  body: await chooseCe(caller, params.uuid, body.accreditationIds, await localToday(request)),
}));
