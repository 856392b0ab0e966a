// PATCH /api/user_course_sections/:uuid.json {completed: true}: the reply redirects to the next
// section's player, or to the exam after the last incomplete one.
import { useContractMutation } from '@web/lib/contract-mutation';
import { setContractData } from '@web/lib/contract-query';
import { userCourseReads } from '@web/lib/user-course-reads';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('learning/complete-user-course-section');
const getUserCourseSection = apiRoute('learning/get-user-course-section');

/** `followRedirect: false` lets a player variant (plain, subscription) keep its own paths. */
export function useCompleteUserCourseSection(options: { followRedirect?: boolean } = {}) {
  return useContractMutation(contract, {
    request: (uuid: string) => ({
      params: { uuid },
      body: { completed: true as const },
      followRedirect: options.followRedirect,
    }),
    update: (reply, uuid, client) => {
      const { redirect: _redirect, toaster: _toaster, ...section } = reply.body;
      setContractData(client, getUserCourseSection, { params: { uuid } }, section);
    },
    invalidates: userCourseReads,
  });
}
