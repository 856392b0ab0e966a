// POST /api/cme_evaluation_submissions/typeform_submitted {user_exam_id, answers}: the evaluation (step 1).
import { useContractMutation } from '@web/lib/contract-mutation';
import { userCourseReads } from '@web/lib/user-course-reads';
import { apiRoute } from '@web/lib/api-route';

const cmeCredits = apiRoute('credentials/cme-credits');
const contract = apiRoute('credentials/cme-typeform-submitted');

export type EvaluationAnswers = Record<string, number | string>;
export const useSubmitEvaluation = () =>
  useContractMutation(contract, {
    request: (input: { userExamId: string; answers: EvaluationAnswers }) => ({
      body: { user_exam_id: input.userExamId, answers: input.answers },
    }),
    invalidates: [...userCourseReads, cmeCredits],
  });
