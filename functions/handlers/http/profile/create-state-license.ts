import * as contracts from '@shared/contracts/profile';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { createStateLicense } from '@functions/domain/profile/state-licenses';

export const handler = defineHttpHandler(contracts.createStateLicense, async ({ body, caller, request }) => ({
  status: 201,
  body: await createStateLicense(caller.userId, body, await localToday(request)),
}));
