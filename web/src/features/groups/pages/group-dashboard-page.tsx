// /group-portal: the group portal's home: members, seats available and bought, the discount tier,
// and compliance at a glance (each state a link into the filtered compliance list).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@shared/paths';
import { Heading, Text } from '@web/components/ui';
import { usePageTitle } from '@web/components/page-title';
import { QueryState } from '@web/components/query-state';
import { useSession } from '@web/lib/session';
import { useGroupDashboard } from '../api/group-dashboard';
import { ComplianceGlance } from '../components/compliance-glance';
import { useGroupLiveUpdates } from '../lib/live-updates';
import '../groups.css';

export function GroupDashboardPage() {
  usePageTitle('Group Dashboard');
  useGroupLiveUpdates();
  const { group } = useSession();
  const dashboard = useGroupDashboard();
  return (
    <div className="page">
      <div className="page-header">
        <div>
          <p className="eyebrow">Group Dashboard</p>
          <Heading level={1}>{group?.name ?? 'Your group'}</Heading>
        </div>
      </div>
      <section className="card" aria-labelledby="group-overview-title">
        <Heading level={2} id="group-overview-title">
          Overview
        </Heading>
        <QueryState
          query={dashboard}
          pending="Loading your group's figures…"
          failed="We could not load your group's figures"
          variant="block"
        >
          {(figures) => (
            <dl className="group-figures">
              <Figure label="Members" value={figures.totalMembers} />
              {group?.unlimitedCertifications ? null : (
                <>
                  <Figure label="Available courses" value={figures.availableCourses} />
                  <Figure label="Courses purchased" value={figures.totalCourses} />
                  <Figure label="Products purchased" value={figures.purchasedCourses} />
                  <Figure
                    label="Discount tier"
                    value={figures.discountTier === null ? 'None yet' : `${figures.discountTier}%`}
                  />
                </>
              )}
              {figures.signupCode ? (
                <Figure
                  label="Signup code"
                  value={figures.signupCode}
                  code
                  detail={
                    <>
                      Members join at <Link to={paths.joinGroup}>{paths.joinGroup}</Link>
                    </>
                  }
                />
              ) : null}
            </dl>
          )}
        </QueryState>
        <Text>
          <Link to={paths.groupMembers}>Manage members</Link>
          {group?.unlimitedCertifications ? null : (
            <>
              {' '}
              · <Link to={paths.groupCourses}>Assign courses</Link>
            </>
          )}{' '}
          · <Link to={paths.groupInvitations}>Pending invitations</Link>
        </Text>
      </section>
      <ComplianceGlance />
    </div>
  );
}

interface FigureProps {
  label: string;
  value: number | string;
  /** A code to type (smaller, so it fits its tile on one line). */
  code?: boolean;
  detail?: ReactNode;
}

function Figure({ label, value, code = false, detail }: FigureProps) {
  return (
    <div className="group-figure">
      <dt>{label}</dt>
      <dd className={code ? 'group-figure__value group-figure__value--code' : 'group-figure__value'}>{value}</dd>
      {detail ? <dd className="group-figure__detail">{detail}</dd> : null}
    </div>
  );
}
