// GET /api/courses/search.json?search=&subscriptionUuid=: courses matching the text (every course
// when the text is empty, which is how the dashboard's catalogue rows are filled).
import { keepPreviousData } from '@tanstack/react-query';
import type { QueryData } from '@web/lib/contract-key';
import { contractQuery, useCachedQuery } from '@web/lib/contract-query';
import { EVERY_VISIT } from '@web/lib/prefetch';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('catalog/search-courses');

type SearchResult = QueryData<typeof contract>;
export type CourseSummary = SearchResult['data'][number];

export const searchCoursesQueryOptions = (search: string, subscriptionUuid?: string) =>
  contractQuery(contract, { query: { search, subscriptionUuid } });

const selectCourses = (body: SearchResult) => body.data;

/** The whole catalogue. Refetched on every visit: starting a course elsewhere changes its action. */
export function useCatalog() {
  return useCachedQuery({ ...searchCoursesQueryOptions(''), select: selectCourses, ...EVERY_VISIT });
}

/** Results for the search dialog; nothing is asked while the text is empty. */
export function useCourseSearch(search: string) {
  return useCachedQuery({
    ...searchCoursesQueryOptions(search),
    select: selectCourses,
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });
}
