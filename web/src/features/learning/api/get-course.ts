// GET /api/courses/:id.json: a course's details with the caller's latest user course of it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCourse as contract } from '../../../../../shared/contracts/catalog';
import { callApi, type ReplyWith } from '../../../lib/api';
import { learningKeys } from './keys';
import { notFound } from './not-found';

export type Course = ReplyWith<typeof contract, 200>['body'];

export async function fetchCourse(id: string): Promise<Course> {
  const reply = await callApi(contract, { params: { id } });
  return reply.status === 200 ? reply.body : notFound(reply.body);
}

export const courseQueryOptions = (id: string) => queryOptions({ queryKey: learningKeys.course(id), queryFn: () => fetchCourse(id) });

export function useCourse(id: string) {
  return useQuery(courseQueryOptions(id));
}
