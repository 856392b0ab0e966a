// GET /api/courses/:id.json: a course's details with the caller's latest user course of it.
import { useQuery } from '@tanstack/react-query';
import { getCourse as contract } from '@shared/contracts/catalog';
import { contractQuery, fetchContract, type QueryData } from '@web/lib/contract-query';

export type Course = QueryData<typeof contract>;

export const fetchCourse = (id: string) => fetchContract(contract, { params: { id } });

export const courseQueryOptions = (id: string) => contractQuery(contract, { params: { id } });

export function useCourse(id: string) {
  return useQuery(courseQueryOptions(id));
}
