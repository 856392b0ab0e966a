// The hero: the course in the 'Featured' category, on its colour, with its action.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { COURSE_ACTION_LABELS, courseAction } from '@shared/rules/learning';
import { courseAccent } from '@web/components/course-accent';
import { href, paths } from '@shared/paths';
import type { CourseSummary } from '../api/search-courses';

export function FeaturedCourseHero({ course }: { course: CourseSummary }) {
  const titleId = useId();
  const accent = courseAccent(course.color);
  const picture = course.attachedFeatured.url;
  return (
    <section className="featured-hero" aria-labelledby={titleId} style={accent}>
      <div className="featured-hero__text">
        <p className="featured-hero__eyebrow">Featured course · {course.courseType}</p>
        <h2 id={titleId} className="featured-hero__title">
          {course.title}
        </h2>
        {course.subtitle ? <p className="featured-hero__subtitle">{course.subtitle}</p> : null}
        <p className="featured-hero__description">{course.shortDescription}</p>
        <Link to={href(paths.course, { courseId: course.id })} className="featured-hero__cta">
          {COURSE_ACTION_LABELS[courseAction(course.latestUserCourse)]}
          <span className="visually-hidden">: {course.title}</span>
        </Link>
      </div>
      {picture ? <img className="featured-hero__picture" src={picture} alt="" /> : null}
    </section>
  );
}
