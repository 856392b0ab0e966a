// Manage CE's Board Reporting dialog (/user-portal/manage-ce/{userCourseUuid}/board-reporting): one
// user course's CE Broker reports, for a course bought on its own, which has no subscription course
// page and so no Direct Board Reporting tab. The same view as the tab (licenses, report cards, Send
// again), its headings under the dialog's title; the license form opens in it and returns to it.
// An unknown user course (or another learner's) is not found; a course without CE reports nothing.
import { useNavigate, useParams } from 'react-router-dom';
import { offersCe } from '@shared/rules/continuing-education';
import { href, paths } from '@shared/paths';
import { Button, Text } from '@web/components/ui';
import { FormDialog } from '@web/components/ui/form-dialog';
import { QueryState } from '@web/components/query-state';
import { usePageTitle } from '@web/components/page-title';
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';
import { BOARD_REPORTING_INTRO, BoardReportsView } from '../components/board-reports-view';
import '../board-reporting.css';

const getUserCourse = apiRoute('learning/get-user-course');

export function ManageCeBoardReportingDialog() {
  usePageTitle('Board Reporting');
  const { userCourseUuid = '' } = useParams();
  const course = useContractQuery(getUserCourse, { params: { uuid: userCourseUuid } });
  const navigate = useNavigate();
  const close = () => navigate(paths.manageCe);
  return (
    <FormDialog title={course.data ? `Board Reporting: ${course.data.name}` : 'Board Reporting'} onClose={close}>
      <QueryState
        query={course}
        variant="block"
        pending="Loading your course…"
        failed="We could not load this course"
        notFound={{ title: 'Course not found', message: 'This course does not exist in your account.' }}
      >
        {(data) =>
          offersCe(data.courseId) ? (
            <>
              <Text className="board-reporting__intro">{BOARD_REPORTING_INTRO}</Text>
              <BoardReportsView
                filter={{ userCourseUuid }}
                baseHref={href(paths.manageCeBoardReporting, { userCourseUuid })}
                level={3}
              />
            </>
          ) : (
            <Text>This course does not offer CE credit, so nothing of it is reported to CE Broker.</Text>
          )
        }
      </QueryState>
      <div className="dialog__actions">
        <Button onClick={close}>Close</Button>
      </div>
    </FormDialog>
  );
}
