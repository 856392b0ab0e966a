// GET /api/course_sections/:id.json?courseId=: a section's HTML for the editor.
import { getCourseSection as contract } from '@shared/contracts/admin';
import { useContractQuery } from '@web/lib/contract-query';

export const sectionInput = (courseId: string, id: string) => ({ params: { id }, query: { courseId } });
export const useCourseSectionContent = (courseId: string, id: string) => useContractQuery(contract, sectionInput(courseId, id), { staleTime: Infinity });
