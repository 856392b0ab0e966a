import { getCourse } from '../../../../shared/contracts/catalog';
import { defineHttpHandler } from '../../../lib/http-handler';
import { localToday } from '../../../lib/today';
import { courseDetail } from '../../../domain/catalog/catalog';

export const handler = defineHttpHandler(getCourse, async ({ params, caller, request }) => ({
  status: 200,
  body: await courseDetail(caller.userId, params.id, await localToday(request)),
}));
