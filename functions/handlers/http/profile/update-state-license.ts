import * as contracts from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { updateStateLicense } from '@functions/domain/profile/state-licenses';

export const handler = defineHttpHandler(contracts.updateStateLicense, async ({ params, body, caller, request }) => ({
  status: 200,
  body: await updateStateLicense(caller.userId, params.id, body, await localToday(request)),
}));
