// GET /api/course_sections/:id.json?courseId=: a section's HTML for the editor.
import { apiRoute } from '@web/lib/api-route';
import { useContractQuery } from '@web/lib/contract-query';

export const getCourseSection = apiRoute('admin/get-course-section');
export const sectionInput = (courseId: string, id: string) => ({ params: { id }, query: { courseId } });
export const useCourseSectionContent = (courseId: string, id: string) =>
  useContractQuery(getCourseSection, sectionInput(courseId, id), { staleTime: Infinity });
