import * as contracts from '@shared/contracts/group-progress';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { listCompletedCourses } from '@functions/domain/groups/progress-report';

export const handler = defineHttpHandler(contracts.listCompletedCourses, async ({ group, query, request }) => ({
  status: 200,
  body: await listCompletedCourses(group, query, await localToday(request)),
}));
