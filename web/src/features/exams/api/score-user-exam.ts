// PATCH /api/user_exams/:uuid/score_it.json: submits the exam. The reply redirects to
// /exams/{uuid}/passed or /failed; the scored exam goes into the cache first and the questions
// are read again there (correctness is revealed only now). 422 when not every question is
// answered, 409 when the exam is no longer in progress.
import { contractKey } from '@web/lib/contract-key';
import { useContractMutation } from '@web/lib/contract-mutation';
import { setContractData } from '@web/lib/contract-query';
import { userCourseReads } from '@web/lib/user-course-reads';
import { apiRoute } from '@web/lib/api-route';

const getUserExam = apiRoute('exams/get-user-exam');
const listUserQuestions = apiRoute('exams/list-user-questions');
const contract = apiRoute('exams/score-user-exam');

export function useScoreUserExam(uuid: string) {
  return useContractMutation(contract, {
    request: () => ({ params: { uuid } }),
    update: (reply, _input, client) => setContractData(client, getUserExam, { params: { uuid } }, reply.body.userExam),
    // Courses, progress and cards elsewhere changed with the score: read them again when next shown.
    invalidates: [contractKey(listUserQuestions, { query: { userExamUuid: uuid } }), ...userCourseReads],
    refetch: 'none',
  });
}
