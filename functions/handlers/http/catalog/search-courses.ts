import { searchCourses } from '../../../../shared/contracts/catalog';
import { defineHttpHandler } from '../../../lib/http-handler';
import { today } from '../../../lib/today';
import { searchCourses as search } from '../../../domain/catalog/catalog';
import { getSubscription } from '../../../data/learning';
import { NotFound } from '../../../lib/errors';

export const handler = defineHttpHandler(searchCourses, async ({ query, caller }) => {
  let courseIds: string[] | null = null;
  if (query.subscriptionUuid) {
    const subscription = await getSubscription(caller.userId, query.subscriptionUuid);
    if (!subscription) throw new NotFound('Subscription not found');
    courseIds = subscription.courseIds;
  }
  return { status: 200, body: { data: await search(caller.userId, query.search, courseIds, today()) } };
});
