// PATCH /api/user_exams/:uuid/retake_it.json: after a failed attempt, a new in-progress exam (a new
// uuid, freshly drawn questions); the reply redirects to /exams/{newUuid}/in_progress.
import { contractKey } from '@web/lib/contract-key';
import { useContractMutation } from '@web/lib/contract-mutation';
import { setContractData } from '@web/lib/contract-query';
import { userCourseReads } from '@web/lib/user-course-reads';
import { apiRoute } from '@web/lib/api-route';

const getUserExam = apiRoute('exams/get-user-exam');
const contract = apiRoute('exams/retake-user-exam');

export function useRetakeUserExam(uuid: string) {
  return useContractMutation(contract, {
    request: () => ({ params: { uuid } }),
    update: (reply, _input, client) =>
      setContractData(client, getUserExam, { params: { uuid: reply.body.userExam.uuid } }, reply.body.userExam),
    // The failed exam and the courses around it changed; they are read again when next shown.
    invalidates: [contractKey(getUserExam, { params: { uuid } }), ...userCourseReads],
    refetch: 'none',
  });
}
