import * as contracts from '@shared/contracts/catalog';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { searchCourses } from '@functions/domain/catalog/catalog';

export const handler = defineHttpHandler(contracts.searchCourses, async ({ query, caller, request }) => ({
  status: 200,
  body: {
    data: await searchCourses(caller.userId, query.search, query.subscriptionUuid ?? null, await localToday(request)),
  },
}));
