// PATCH /api/user_exams/:uuid.json {autoRenew}: turns auto-renewal on from the post-pass offer.
// The server's toast ('Auto Renewal for this course has been enabled…') is shown by the client;
// failures are ignored quietly, as the spec says.
import { useContractMutation } from '@web/lib/contract-mutation';
import { setContractData } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('exams/update-user-exam');
const getUserCourse = apiRoute('learning/get-user-course');

export function useUpdateAutoRenew(userCourseUuid: string, userExamUuid: string) {
  return useContractMutation(contract, {
    request: (autoRenew: boolean) => ({ params: { uuid: userExamUuid }, body: { autoRenew } }),
    update: ({ body: { userExam } }, _autoRenew, client) =>
      setContractData(client, getUserCourse, { params: { uuid: userCourseUuid } }, (old) =>
        old ? { ...old, autoRenew: userExam.autoRenew, userExam } : old,
      ),
  });
}
