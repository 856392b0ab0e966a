// GET /api/courses/search.json?search=&subscriptionUuid=: courses matching the text (every course
// when the text is empty, which is how the dashboard's catalogue rows are filled).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchCourses as contract } from '../../../../../shared/contracts/catalog';
import { callApi, type ReplyWith } from '../../../lib/api';
import { catalogKeys } from './keys';

export type CourseSummary = ReplyWith<typeof contract, 200>['body']['data'][number];

export async function searchCourses(search: string, subscriptionUuid?: string, signal?: AbortSignal): Promise<CourseSummary[]> {
  const reply = await callApi(contract, { query: { search, subscriptionUuid }, signal });
  return reply.body.data;
}

export const searchCoursesQueryOptions = (search: string, subscriptionUuid?: string) =>
  queryOptions({
    queryKey: catalogKeys.search(search, subscriptionUuid),
    queryFn: ({ signal }) => searchCourses(search, subscriptionUuid, signal),
  });

/** The whole catalogue. Refetched on every visit: starting a course elsewhere changes its action. */
export function useCatalog() {
  return useQuery({ ...searchCoursesQueryOptions(''), staleTime: 0 });
}

/** Results for the search dialog; nothing is asked while the text is empty. */
export function useCourseSearch(search: string) {
  return useQuery({ ...searchCoursesQueryOptions(search), enabled: search.length > 0, placeholderData: keepPreviousData });
}
