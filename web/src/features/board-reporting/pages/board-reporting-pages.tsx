// Direct Board Reporting: the subscription course page's direct-board-reporting tab (the spec's
// /user-portal/subscriptions/{subscriptionUuid}/courses/{courseId}/direct-board-reporting, one
// course's reports) and the same for every course from the certificate area (Manage CE links to it).
// The state-license form opens under either as a child route (app/signed-in-routes.tsx composes it).
import { Link, useParams } from 'react-router-dom';
import { href, paths } from '@shared/paths';
import { Heading, Text } from '@web/components/ui';
import { usePageTitle } from '@web/components/page-title';
import { BoardReportsView } from '../components/board-reports-view';
import '../board-reporting.css';

const INTRO =
  'We report your CE certificates to CE Broker, the state boards\u2019 continuing-education tracking system, for each state license whose board takes their credit. Check that your license numbers are right: a number the board does not recognise is refused.';

export function DirectBoardReportingPage() {
  usePageTitle('Direct Board Reporting');
  const { subscriptionUuid = '', courseId = '' } = useParams();
  const base = href(paths.subscriptionCourseBoardReporting, { subscriptionUuid, courseId });
  return (
    <section className="page">
      <div className="page-header">
        <Heading level={1}>Direct Board Reporting</Heading>
        <Link to={href(paths.subscription, { subscriptionUuid })}>Back to your courses</Link>
      </div>
      <Text className="board-reporting__intro">{INTRO}</Text>
      <BoardReportsView courseId={courseId} baseHref={base} />
    </section>
  );
}

export function BoardReportingPage() {
  usePageTitle('CE Broker Reporting');
  return (
    <section className="page">
      <div className="page-header">
        <Heading level={1}>CE Broker Reporting</Heading>
        <Link to={paths.manageCe}>Back to Manage CE</Link>
      </div>
      <Text className="board-reporting__intro">{INTRO}</Text>
      <BoardReportsView baseHref={paths.boardReporting} />
    </section>
  );
}
