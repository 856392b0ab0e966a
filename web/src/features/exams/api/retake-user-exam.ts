// PATCH /api/user_exams/:uuid/retake_it.json: after a failed attempt, a new in-progress exam (a new
// uuid, freshly drawn questions); the reply redirects to /exams/{newUuid}/in_progress.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { retakeUserExam as contract } from '../../../../../shared/contracts/exams';
import { callApi } from '../../../lib/api';
import { examKeys } from './keys';
import { markCoursesStale } from './score-user-exam';

export function retakeUserExam(uuid: string, client: QueryClient) {
  return callApi(contract, {
    params: { uuid },
    onReply: (reply) => {
      if (reply.status !== 200) return;
      client.setQueryData(examKeys.exam(reply.body.userExam.uuid), reply.body.userExam);
      void client.invalidateQueries({ queryKey: examKeys.exam(uuid) });
      markCoursesStale(client);
    },
  });
}

export function useRetakeUserExam(uuid: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => retakeUserExam(uuid, client) });
}
