import { getCourse } from '@shared/contracts/catalog';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { courseForLearner } from '@functions/domain/learning/entitlements';

export const handler = defineHttpHandler(getCourse, async ({ params, caller, request }) => ({
  status: 200,
  body: await courseForLearner(caller.user, params.id, await localToday(request)),
}));
