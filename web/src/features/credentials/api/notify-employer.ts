// POST /api/user_exams/:uuid/employer_notification: the employer's contact; the exam comes back notified.
import type { BodyInput } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-mutation';
import { userCourseReads } from '@web/lib/user-course-reads';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('credentials/notify-employer');

export type EmployerContactInput = BodyInput<typeof contract>;
export const useNotifyEmployer = (userExamUuid: string) =>
  useContractMutation(contract, {
    request: (body: EmployerContactInput) => ({ params: { uuid: userExamUuid }, body }),
    invalidates: userCourseReads,
  });
