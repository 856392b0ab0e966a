// The subscription course page's direct-board-reporting tab (the spec's
// /user-portal/subscriptions/{subscriptionUuid}/courses/{courseId}/direct-board-reporting): the
// learner's CE Broker reports of that course. The app mounts it as a child of the subscription course
// page, which has already refused an unknown subscription, another learner's, or a course not in it;
// a course without CE has no tab and reports nothing. The state-license form opens under it (a
// refused number is fixed there) and returns to it.
import { Link, useParams } from 'react-router-dom';
import { offersCe } from '@shared/rules/continuing-education';
import { href, paths } from '@shared/paths';
import { Text } from '@web/components/ui';
import { NotFound } from '@web/components/query-state';
import { BOARD_REPORTING_INTRO, BoardReportsView } from '../components/board-reports-view';
import '../board-reporting.css';

export function DirectBoardReportingTab() {
  const { subscriptionUuid = '', courseId = '' } = useParams();
  if (!offersCe(courseId))
    return (
      <NotFound
        level={2}
        title="No board reporting for this course"
        message="This course does not offer CE credit, so nothing of it is reported to CE Broker."
        action={<Link to={href(paths.subscriptionCourseDetails, { subscriptionUuid, courseId })}>Course details</Link>}
      />
    );
  return (
    <div>
      <Text className="board-reporting__intro">{BOARD_REPORTING_INTRO}</Text>
      <BoardReportsView
        filter={{ courseId }}
        baseHref={href(paths.subscriptionCourseBoardReporting, { subscriptionUuid, courseId })}
      />
    </div>
  );
}
