// GET /api/course_sections.json?course_id=: a course's sections (titles), to open one in the code editor.
import { apiRoute } from '@web/lib/api-route';
import { useContractQuery } from '@web/lib/contract-query';

const contract = apiRoute('catalog/list-course-sections');

export const useCourseOutline = (courseId: string) =>
  useContractQuery(
    contract,
    { query: { course_id: courseId } },
    { enabled: courseId !== '', select: (body) => body.data },
  );
