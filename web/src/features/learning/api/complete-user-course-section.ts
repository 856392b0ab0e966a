// PATCH /api/user_course_sections/:uuid.json {completed: true}: the reply redirects to the next
// section's player, or to the exam after the last incomplete one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { completeUserCourseSection as contract } from '../../../../../shared/contracts/learning';
import { callApi } from '../../../lib/api';
import { learningKeys } from './keys';

/** `followRedirect: false` lets a player variant (plain, subscription) keep its own paths. */
export function completeUserCourseSection(uuid: string, options: { followRedirect?: boolean } = {}) {
  return callApi(contract, { params: { uuid }, body: { completed: true }, followRedirect: options.followRedirect });
}

export function useCompleteUserCourseSection(options: { followRedirect?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => completeUserCourseSection(uuid, options),
    onSuccess: (reply, uuid) => {
      if (reply.status !== 200) return;
      const { redirect: _redirect, toaster: _toaster, ...section } = reply.body;
      client.setQueryData(learningKeys.userCourseSection(uuid), section);
      void client.invalidateQueries({ queryKey: learningKeys.all });
    },
  });
}
