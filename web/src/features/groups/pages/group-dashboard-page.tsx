// /group-portal: the group portal's home. The dashboard figures (members, available courses,
// discount tier...) come with the group portal API; until then it names the group.
import { Heading, Text } from '@web/components/ui';
import { usePageTitle } from '@web/components/page-title';
import { useSession } from '@web/lib/session';

export function GroupDashboardPage() {
  usePageTitle('Group Dashboard');
  const { group } = useSession();
  return (
    <div className="page">
      <div className="page-header">
        <div>
          <p className="eyebrow">Group Dashboard</p>
          <Heading level={1}>{group?.name ?? 'Your group'}</Heading>
        </div>
      </div>
      <section className="card" aria-labelledby="group-overview-title">
        <Heading level={2} id="group-overview-title">Overview</Heading>
        <Text className="muted">
          {group?.unlimitedCertifications
            ? 'Your group has unlimited certifications for its members.'
            : 'Members, courses and compliance for your group are managed from the menu.'}
        </Text>
      </section>
    </div>
  );
}
