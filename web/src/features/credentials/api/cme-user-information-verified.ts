// POST /api/cme_evaluation_submissions/user_information_verified {user_exam_id}: step 0 done.
import { cmeUserInformationVerified as contract } from '@shared/contracts/credentials';
import { useContractMutation } from '@web/lib/contract-query';
import { userCourseReads } from '@web/lib/user-course-reads';

export const useVerifyInformation = () =>
  useContractMutation(contract, { request: (userExamId: string) => ({ body: { user_exam_id: userExamId } }), invalidates: userCourseReads });
