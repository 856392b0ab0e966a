import * as contracts from '@shared/contracts/catalog';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { getCourse } from '@functions/domain/learning/entitlements';

export const handler = defineHttpHandler(contracts.getCourse, async ({ params, caller, request }) => ({
  status: 200,
  body: await getCourse(caller.user, params.id, await localToday(request)),
}));
