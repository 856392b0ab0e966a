// Finding a section to edit: pick a course, then open one of its sections in the code editor.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { href, paths } from '@shared/paths';
import { QueryState } from '@web/components/query-state';
import { useCourseOutline } from '../api/list-course-sections';
import { useAllCourses } from '../api/search-courses';

export function CourseSectionPicker() {
  const id = useId();
  const courses = useAllCourses();
  const [courseId, setCourseId] = useState('');
  const outline = useCourseOutline(courseId);
  return (
    <QueryState query={courses} pending="Loading courses…" failed="We could not load the courses" variant="block">
      {(list) => (
        <div className="stack">
          <div className="amplify-flex amplify-field">
            <label className="amplify-label" htmlFor={`${id}-course`}>
              Course
            </label>
            <select
              id={`${id}-course`}
              className="amplify-select admin-select"
              value={courseId}
              onChange={(event) => setCourseId(event.target.value)}
            >
              <option value="">Choose a course…</option>
              {list.map((course) => (
                <option key={course.id} value={course.id}>
                  {course.title}
                </option>
              ))}
            </select>
          </div>
          {courseId ? (
            <QueryState
              query={outline}
              pending="Loading sections…"
              failed="We could not load the sections"
              variant="block"
            >
              {(sections) => (
                <ol className="admin-question-list" aria-label="Sections">
                  {sections.map((section) => (
                    <li key={section.id}>
                      <Link to={href(paths.adminSectionCode, { courseId, courseSectionId: section.id })}>
                        {section.title}
                      </Link>
                    </li>
                  ))}
                </ol>
              )}
            </QueryState>
          ) : null}
        </div>
      )}
    </QueryState>
  );
}
