// The catalogue on the dashboard: search, the featured-course hero, the In Progress row and one
// row per category (by category position; Featured is the hero only), with loading, empty and
// error states. The app composes it into the learning dashboard.
import { QueryState } from '@web/components/query-state';
import { prefetchQueries, type Prefetch } from '@web/lib/prefetch';
import { searchCoursesQueryOptions, useCatalog, type CourseSummary } from '../api/search-courses';
import { categoryRows, featuredCourse, inProgressCourses } from '../lib/catalog-rows';
import { CourseRow } from './course-row';
import { CourseSearch } from './course-search';
import { FeaturedCourseHero } from './featured-course-hero';
import '../catalog.css';

/** The whole catalogue (see lib/prefetch.ts). */
export const prefetch: Prefetch = ({ signedIn }) => {
  if (signedIn) prefetchQueries(searchCoursesQueryOptions(''));
};

export function CourseCatalog() {
  const catalog = useCatalog();
  return (
    <div className="catalog">
      <CourseSearch />
      <QueryState
        query={catalog}
        variant="block"
        pending="Loading courses…"
        failed="We could not load the course catalogue."
      >
        {(courses) =>
          courses.length === 0 ? (
            <p className="muted">No courses are available right now. Please check back soon.</p>
          ) : (
            <CatalogRows courses={courses} />
          )
        }
      </QueryState>
    </div>
  );
}

function CatalogRows({ courses }: { courses: CourseSummary[] }) {
  const featured = featuredCourse(courses);
  return (
    <>
      {featured ? <FeaturedCourseHero course={featured} /> : null}
      <CourseRow
        title="In Progress"
        courses={inProgressCourses(courses)}
        empty="Courses you start will show here until you pass them."
      />
      {categoryRows(courses).map((row) => (
        <CourseRow key={row.name} title={row.name} courses={row.courses} />
      ))}
    </>
  );
}
