// GET /api/groups/users/{id}/user_exams.json: a member's courses.
import { listGroupUserExams as contract, type GroupUserExam } from '@shared/contracts/groups';
import { useContractQuery, type QueryData } from '@web/lib/contract-query';

export type { GroupUserExam };
export const memberCoursesContract = contract;
const selectCourses = (body: QueryData<typeof contract>) => body.data;
export const useMemberCourses = (id: string) => useContractQuery(contract, { params: { id } }, { select: selectCourses });
