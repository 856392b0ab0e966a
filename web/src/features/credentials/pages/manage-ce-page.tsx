// /user-portal/manage-ce: the learner's passed courses (Course, Completion Date, Renewal Date,
// Actions) with the total CE hours earned; the certificate process, employer notification, mail
// request and board reporting open over it at manage-ce/{userCourseUuid}/... Each row's link to its
// CE Broker reports is board-reporting's, composed in by the app (`boardReporting`).
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { formatCredits } from '@shared/rules/continuing-education';
import { credentialsAvailable } from '@shared/rules/learning';
import { href, paths } from '@shared/paths';
import { Heading, TableScroll, Text } from '@web/components/ui';
import { ButtonLink } from '@web/components/button-link';
import { DateText } from '@web/components/date-text';
import { QueryState } from '@web/components/query-state';
import { usePageTitle } from '@web/components/page-title';
import { useCmeCredits } from '../api/cme-credits';
import { type PassedCourse, useUserCourse } from '../api/get-user-course';
import { useUserCourses } from '../api/list-user-courses';
import { CredentialActions } from '../components/ce/credential-actions';
import '../credentials.css';

export interface ManageCePageProps {
  /** A row's link to the course's board reports (or nothing). */
  boardReporting?: (course: PassedCourse) => ReactNode;
}

export function ManageCePage({ boardReporting }: ManageCePageProps) {
  usePageTitle('Manage CE');
  const courses = useUserCourses();
  const credits = useCmeCredits();
  return (
    <section className="page">
      <div className="page-header">
        <Heading level={1}>Manage CE</Heading>
        <Text className="ce-total" aria-live="polite">
          Total CE hours earned: <strong>{credits.data ? formatCredits(credits.data.totalCredits) : '…'}</strong>
        </Text>
      </div>
      <Text>
        Your CE certificates are reported to CE Broker for your state licenses: Board Reporting shows what was sent and
        CE Broker&rsquo;s answer.
      </Text>
      <QueryState
        query={courses}
        variant="section"
        pending="Loading your courses…"
        failed="We could not load your courses"
      >
        {(all) => {
          const passed = all.filter((course) => credentialsAvailable(course.status) && course.passedAt);
          if (passed.length === 0) {
            return (
              <div className="empty-state">
                <Text>You have no completed courses yet. CE certificates appear here once you pass a course.</Text>
                <ButtonLink to={paths.dashboard}>Go to My Learning</ButtonLink>
              </div>
            );
          }
          return (
            <TableScroll label="CE credits">
              <table className="ce-table stack-on-phone">
                <caption className="visually-hidden">Completed courses and their certificates</caption>
                <thead>
                  <tr>
                    <th scope="col">Course</th>
                    <th scope="col">Completion Date</th>
                    <th scope="col">Renewal Date</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {passed.map((course) => (
                    <tr key={course.uuid}>
                      <th scope="row">{course.name}</th>
                      <td data-label="Completion Date">
                        <DateText value={course.passedAt!} />
                      </td>
                      <td data-label="Renewal Date">
                        {course.expirationDate ? <DateText value={course.expirationDate} /> : '—'}
                      </td>
                      <td data-label="Actions">
                        <RowActions userCourseUuid={course.uuid} boardReporting={boardReporting} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          );
        }}
      </QueryState>
      <Outlet />
    </section>
  );
}

/** A row's actions need the course's current exam (notified? mail requested? evaluation?): read per passed course. */
function RowActions({ userCourseUuid, boardReporting }: { userCourseUuid: string } & ManageCePageProps) {
  const course = useUserCourse(userCourseUuid);
  if (course.isPending) return <span className="muted small">Loading…</span>;
  if (course.isError) return <span className="muted small">Actions unavailable. Reload to try again.</span>;
  return (
    <>
      <CredentialActions course={course.data} base={href(paths.manageCeCourse, { userCourseUuid })} />
      {boardReporting?.(course.data)}
    </>
  );
}
