import { getCourse } from '@shared/contracts/catalog';
import { defineHttpHandler } from '@functions/lib/http-handler';
import { localToday } from '@functions/lib/today';
import { courseDetail } from '@functions/domain/catalog/catalog';

export const handler = defineHttpHandler(getCourse, async ({ params, caller, request }) => ({
  status: 200,
  body: await courseDetail(caller.userId, params.id, await localToday(request)),
}));
