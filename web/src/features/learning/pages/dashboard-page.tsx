// /dashboard, "My Learning". The frame and the empty states for now; the user courses,
// subscriptions, ad tiles, hero and category rows arrive with the learning API.
import { Heading } from '@aws-amplify/ui-react';
import { ButtonLink } from '../../../components/button-link';
import { usePageTitle } from '../../../components/page-title';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { DashboardEmptyState } from '../components/dashboard-empty-state';

export function DashboardPage() {
  usePageTitle('My Learning');
  const { isGroupAdmin, isGroupMember } = useSession();
  const role = isGroupAdmin ? 'groupAdmin' : isGroupMember ? 'groupMember' : 'learner';

  return (
    <div className="page">
      <div className="page-header">
        <Heading level={1}>My Learning</Heading>
        <ButtonLink to={paths.manageCe}>Completed Courses</ButtonLink>
      </div>
      <DashboardEmptyState role={role} />
    </div>
  );
}
