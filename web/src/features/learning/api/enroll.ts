// POST /api/user_courses.json {courseId, subscriptionUuid?}: starts or retakes a course (201), or
// opens the unfinished one (200); 402 with what to buy (and its cart) when nothing backs a new card.
import type { BodyInput } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-mutation';
import { userCourseReads } from '@web/lib/user-course-reads';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('learning/enroll');

export type EnrollInput = BodyInput<typeof contract>;

export function useEnroll() {
  return useContractMutation(contract, {
    // The page decides where to go (the player's section); a reply's redirect is not followed.
    request: (body: EnrollInput) => ({ body, followRedirect: false }),
    invalidates: userCourseReads,
    // The learner moves on to the player at once; the course pages are read again when next shown.
    refetch: 'none',
  });
}
