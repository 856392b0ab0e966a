// PATCH /api/course_sections/:id.json {courseId, content}: stores the sanitized HTML. The editor
// takes what was stored, and every learner read of a section is stale (the player shows the edit).
import { apiRoute } from '@web/lib/api-route';
import { useContractMutation } from '@web/lib/contract-mutation';
import { setContractData } from '@web/lib/contract-query';
import { getCourseSection, sectionInput } from './get-course-section';

const contract = apiRoute('admin/update-course-section');
const getUserCourseSection = apiRoute('learning/get-user-course-section');

export const useUpdateCourseSection = (courseId: string, id: string) =>
  useContractMutation(contract, {
    request: (content: string) => ({ params: { id }, body: { courseId, content } }),
    update: (reply, _content, client) => {
      const { toaster: _toaster, redirect: _redirect, ...section } = reply.body;
      setContractData(client, getCourseSection, sectionInput(courseId, id), section);
    },
    invalidates: [getUserCourseSection],
    refetch: 'none',
  });
