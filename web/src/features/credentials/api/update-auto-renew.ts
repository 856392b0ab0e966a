// PATCH /api/user_exams/:uuid.json {autoRenew}: turns auto-renewal on from the post-pass offer.
// The server's toast ('Auto Renewal for this course has been enabled…') is shown by the client;
// failures are ignored quietly, as the spec says.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateUserExam as contract } from '../../../../../shared/contracts/exams';
import { callApi } from '../../../lib/api';
import type { PassedCourse } from './get-user-course';
import { credentialKeys } from './keys';

export function updateAutoRenew(userExamUuid: string, autoRenew: boolean) {
  return callApi(contract, { params: { uuid: userExamUuid }, body: { autoRenew } });
}

export function useUpdateAutoRenew(userCourseUuid: string, userExamUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (autoRenew: boolean) => updateAutoRenew(userExamUuid, autoRenew),
    onSuccess: (reply) => {
      if (reply.status !== 200) return;
      const userExam = reply.body.userExam;
      client.setQueryData<PassedCourse | null>(credentialKeys.userCourse(userCourseUuid), (old) => (old ? { ...old, autoRenew: userExam.autoRenew, userExam } : old));
    },
  });
}
