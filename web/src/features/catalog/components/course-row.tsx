// One horizontal row of course cards (300 px wide, 16 px apart). The cards are links, so Tab
// walks the row and the browser scrolls each one into view.
import { useId, type ReactNode } from 'react';
import { COURSE_CARD_GAP_PX, COURSE_CARD_WIDTH_PX } from '@shared/constants';
import type { CourseSummary } from '../api/search-courses';
import { CourseCard } from './course-card';

export function CourseRow({ title, courses, empty }: { title: string; courses: CourseSummary[]; empty?: ReactNode }) {
  const titleId = useId();
  return (
    <section className="course-row" aria-labelledby={titleId}>
      <h2 id={titleId} className="course-row__title">
        {title}
      </h2>
      {courses.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul
          className="course-row__list"
          aria-labelledby={titleId}
          style={{
            ['--course-card-width' as string]: `${COURSE_CARD_WIDTH_PX}px`,
            ['--course-card-gap' as string]: `${COURSE_CARD_GAP_PX}px`,
          }}
        >
          {courses.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
