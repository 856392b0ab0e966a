// The `confirm` child of the post-pass page: the Confirm Card dialog over the page. It closes
// once the card is confirmed (manually confirmed: flexExpireAvailable off) and the learner lands
// on the passed page; closing it without confirming also returns there (and does not reopen it).
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { toIsoDate } from '@shared/rules/dates';
import { isoDay } from '@web/components/date-text';
import { useUserCourse } from '../api/get-user-course';
import { ConfirmCardDialog } from '../components/confirm-card-dialog';
import type { PassedPageState } from './course-passed-page';
import '../credentials.css';

export function ConfirmCardPage() {
  const { userCourseUuid = '' } = useParams();
  // The parent page has loaded the course (and shows its loading and error states).
  const course = useUserCourse(userCourseUuid);
  const navigate = useNavigate();
  const exam = course.data?.userExam;
  if (!course.data || !exam) return null;
  if (!exam.flexExpireAvailable) return <Navigate to=".." replace />;

  const passedOn = isoDay(exam.passedAt ?? course.data.passedAt ?? toIsoDate(new Date()));
  const close = () => navigate('..', { replace: true, state: { confirmDismissed: true } satisfies PassedPageState });
  return (
    <ConfirmCardDialog
      course={course.data}
      passedOn={passedOn}
      onClose={close}
      // The server redirects to /courses/{uuid}/passed; staying on this page's own variant
      // (/user-portal/courses/… too) keeps the learner where they were.
      onConfirmed={() => navigate('..', { replace: true })}
    />
  );
}
