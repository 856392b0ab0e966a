// POST /api/user_courses.json {courseId, subscriptionUuid?}: starts or retakes a course (201), or
// opens the unfinished one (200); 422 when the learner is not entitled to it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enroll as contract } from '../../../../../shared/contracts/learning';
import { callApi, type BodyInput } from '../../../lib/api';
import { learningKeys } from './keys';

export type EnrollInput = BodyInput<typeof contract>;

export function enroll(body: EnrollInput) {
  // The page decides where to go (the player's section); a reply's redirect is not followed.
  return callApi(contract, { body, followRedirect: false });
}

export function useEnroll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: enroll,
    onSuccess: (reply) => {
      if (reply.status === 200 || reply.status === 201) void client.invalidateQueries({ queryKey: learningKeys.all });
    },
  });
}
