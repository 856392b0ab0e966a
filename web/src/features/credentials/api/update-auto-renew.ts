// PATCH /api/user_exams/:uuid.json {autoRenew}: turns auto-renewal on from the post-pass offer.
// The server's toast ('Auto Renewal for this course has been enabled…') is shown by the client;
// failures are ignored quietly, as the spec says.
import { updateUserExam as contract } from '@shared/contracts/exams';
import { getUserCourse } from '@shared/contracts/learning';
import { setContractData, useContractMutation } from '@web/lib/contract-query';

export function useUpdateAutoRenew(userCourseUuid: string, userExamUuid: string) {
  return useContractMutation(contract, {
    request: (autoRenew: boolean) => ({ params: { uuid: userExamUuid }, body: { autoRenew } }),
    update: ({ body: { userExam } }, _autoRenew, client) =>
      setContractData(client, getUserCourse, { params: { uuid: userCourseUuid } }, (old) => (old ? { ...old, autoRenew: userExam.autoRenew, userExam } : old)),
  });
}
