// POST /api/cme_evaluation_submissions/typeform_submitted {user_exam_id, answers}: the evaluation (step 1).
import { cmeCredits, cmeTypeformSubmitted as contract } from '@shared/contracts/credentials';
import { useContractMutation } from '@web/lib/contract-query';
import { userCourseReads } from '@web/lib/user-course-reads';

export type EvaluationAnswers = Record<string, number | string>;
export const useSubmitEvaluation = () =>
  useContractMutation(contract, {
    request: (input: { userExamId: string; answers: EvaluationAnswers }) => ({ body: { user_exam_id: input.userExamId, answers: input.answers } }),
    invalidates: [...userCourseReads, cmeCredits],
  });
