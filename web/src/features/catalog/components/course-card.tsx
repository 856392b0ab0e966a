// A catalogue card (300 px): the course colour, type, title and its Start / Resume / Retake
// action. The whole card is one link named by the course title; the rest describes it.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { COURSE_ACTION_LABELS, courseAction } from '@shared/rules/learning';
import { courseAccent } from '@web/components/course-accent';
import { href, paths } from '@shared/paths';
import type { CourseSummary } from '../api/search-courses';

export function CourseCard({ course }: { course: CourseSummary }) {
  const id = useId();
  const accent = courseAccent(course.color);
  const action = COURSE_ACTION_LABELS[courseAction(course.latestUserCourse)];
  const thumbnail = course.attachedThumbnail.url;
  return (
    <article className="course-card">
      <div className="course-card__band" style={accent}>
        {thumbnail ? <img src={thumbnail} alt="" loading="lazy" className="course-card__thumb" /> : null}
        <span id={`${id}-type`} className="course-card__type">
          {course.courseType}
        </span>
      </div>
      <div className="course-card__body">
        <h3 className="course-card__title">
          <Link
            to={href(paths.course, { courseId: course.id })}
            className="course-card__link"
            aria-describedby={`${id}-type ${id}-action`}
          >
            {course.title}
          </Link>
        </h3>
        {course.subtitle ? <p className="course-card__subtitle">{course.subtitle}</p> : null}
        <div className="course-card__footer">
          <span className="course-card__credits">{course.creditHours} credit hours</span>
          <span
            id={`${id}-action`}
            className="course-card__action"
            style={{ color: accent.background, borderColor: accent.background }}
          >
            {action}
          </span>
        </div>
      </div>
    </article>
  );
}
