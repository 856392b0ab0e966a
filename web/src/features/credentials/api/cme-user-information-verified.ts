// POST /api/cme_evaluation_submissions/user_information_verified {user_exam_id}: step 0 done.
import { useContractMutation } from '@web/lib/contract-mutation';
import { userCourseReads } from '@web/lib/user-course-reads';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('credentials/cme-user-information-verified');

export const useVerifyInformation = () =>
  useContractMutation(contract, {
    request: (userExamId: string) => ({ body: { user_exam_id: userExamId } }),
    invalidates: userCourseReads,
  });
