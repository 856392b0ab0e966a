// The Manage CE dialogs about one passed course (notify-employer, mail-request): titled, the course
// loaded from the route's userCourseUuid with the loading/error/not-found states, closing back to
// `closeTo`.
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { FormDialog } from '@web/components/ui/form-dialog';
import { QueryState } from '@web/components/query-state';
import { usePageTitle } from '@web/components/page-title';
import { useUserCourse, type PassedCourse } from '@web/features/credentials/api/get-user-course';

interface PassedCourseDialogProps {
  title: string;
  closeTo: string;
  children: (course: PassedCourse, close: () => void) => ReactNode;
}

export function PassedCourseDialog({ title, closeTo, children }: PassedCourseDialogProps) {
  usePageTitle(title);
  const { userCourseUuid = '' } = useParams();
  const course = useUserCourse(userCourseUuid);
  const navigate = useNavigate();
  const close = () => navigate(closeTo);
  return (
    // Short forms: the narrow dialog (a 960 px one leaves each field a long empty bar on a laptop).
    <FormDialog title={title} onClose={close} narrow>
      <QueryState
        query={course}
        variant="block"
        pending="Loading…"
        failed="We could not load this course"
        notFound={{ title: 'Course not found', message: 'This course does not exist in your account.' }}
      >
        {(data) => children(data, close)}
      </QueryState>
    </FormDialog>
  );
}
