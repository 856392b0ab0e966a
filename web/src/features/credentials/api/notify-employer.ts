// POST /api/user_exams/:uuid/employer_notification: the employer's contact; the exam comes back notified.
import { notifyEmployer as contract } from '@shared/contracts/credentials';
import type { BodyInput } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-query';
import { userCourseReads } from '@web/lib/user-course-reads';

export type EmployerContactInput = BodyInput<typeof contract>;
export const useNotifyEmployer = (userExamUuid: string) =>
  useContractMutation(contract, { request: (body: EmployerContactInput) => ({ params: { uuid: userExamUuid }, body }), invalidates: userCourseReads });
