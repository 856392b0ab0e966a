import { listCompletedCourses } from '@shared/contracts/group-progress';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { completedCoursesPage } from '@functions/domain/groups/progress-report';

export const handler = defineHttpHandler(listCompletedCourses, async ({ group, query, request }) => ({
  status: 200,
  body: await completedCoursesPage(group, query, await localToday(request)),
}));
