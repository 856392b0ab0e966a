// GET /api/courses/:id.json: a course's details with the caller's latest user course of it.
import type { QueryData } from '@web/lib/contract-key';
import { contractQuery, useCachedQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('catalog/get-course');

export type Course = QueryData<typeof contract>;

export const courseQueryOptions = (id: string) => contractQuery(contract, { params: { id } });

export function useCourse(id: string) {
  return useCachedQuery(courseQueryOptions(id));
}
