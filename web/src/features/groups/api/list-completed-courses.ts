// GET /api/groups/user_exams.json: a page of the progress report for the query in the URL.
import type { CompletedCourse, CompletedCoursesQuery } from '@shared/contracts/group-progress';
import { keepPreviousData } from '@tanstack/react-query';
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('groups/list-completed-courses');

export type { CompletedCourse, CompletedCoursesQuery };
/** The previous page stays on screen while the next one loads. */
export const useCompletedCourses = (query: Partial<CompletedCoursesQuery>) =>
  useContractQuery(contract, { query: query as CompletedCoursesQuery }, { placeholderData: keepPreviousData });
