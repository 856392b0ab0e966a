// GET /api/groups/users/{id}/user_exams.json: a member's courses.
import type { GroupUserExam } from '@shared/contracts/groups';
import type { QueryData } from '@web/lib/contract-key';
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('groups/list-user-exams');

export type { GroupUserExam };
const selectCourses = (body: QueryData<typeof contract>) => body.data;
export const useMemberCourses = (id: string) =>
  useContractQuery(contract, { params: { id } }, { select: selectCourses });
