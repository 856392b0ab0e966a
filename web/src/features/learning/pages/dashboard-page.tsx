// /dashboard, "My Learning": Completed Courses, the learner's unfinished own courses, subscription
// tiles, ad tiles (only without subscriptions and outside a group), the empty message by role, and
// below them the catalogue (hero, In Progress and category rows, search), which the app composes
// in from the catalog feature.
import type { ReactNode } from 'react';
import { Heading } from '@aws-amplify/ui-react';
import { ButtonLink } from '../../../components/button-link';
import { usePageTitle } from '../../../components/page-title';
import { paths } from '../../../../../shared/paths';
import { useSession } from '../../../lib/session';
import { useAdTiles } from '../api/list-ad-tiles';
import { useSubscriptions } from '../api/list-subscriptions';
import { useUserCourses } from '../api/list-user-courses';
import { AdTile } from '../components/ad-tile';
import { DashboardEmptyState } from '../components/dashboard-empty-state';
import { BlockError, BlockLoading } from '../components/query-states';
import { SubscriptionTile } from '../components/subscription-tile';
import { UserCourseCard } from '../components/user-course-card';
import '../learning.css';

export function DashboardPage({ catalog }: { catalog?: ReactNode }) {
  usePageTitle('My Learning');
  const { isGroupAdmin, isGroupMember, currentUser } = useSession();
  const role = isGroupAdmin ? 'groupAdmin' : isGroupMember ? 'groupMember' : 'learner';

  const userCourses = useUserCourses();
  const subscriptions = useSubscriptions();
  // The spec: not passed and not part of a subscription (those live on the subscription's page).
  const active = (userCourses.data ?? []).filter((course) => !course.passedAt && !course.subscriptionUuid);
  const hasSubscriptions = (subscriptions.data?.length ?? 0) > 0;
  const showAds = subscriptions.isSuccess && !hasSubscriptions && !currentUser?.groupId;
  const adTiles = useAdTiles(showAds);
  const nothingToShow = userCourses.isSuccess && subscriptions.isSuccess && active.length === 0 && !hasSubscriptions;
  const hasFinished = (userCourses.data ?? []).some((course) => course.passedAt);

  return (
    <div className="page dashboard">
      <div className="page-header">
        <Heading level={1}>My Learning</Heading>
        <ButtonLink to={paths.manageCe}>Completed Courses</ButtonLink>
      </div>

      {userCourses.isPending ? (
        <BlockLoading label="Loading your courses…" />
      ) : userCourses.isError ? (
        <BlockError message="We could not load your courses." onRetry={() => void userCourses.refetch()} retrying={userCourses.isRefetching} />
      ) : active.length > 0 ? (
        <section className="dashboard__section" aria-labelledby="my-courses-title">
          <h2 id="my-courses-title">My Courses</h2>
          <ul className="card-grid">
            {active.map((course) => (
              <li key={course.uuid}>
                <UserCourseCard userCourse={course} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {subscriptions.isPending ? (
        <BlockLoading label="Loading your subscriptions…" />
      ) : subscriptions.isError ? (
        <BlockError message="We could not load your subscriptions." onRetry={() => void subscriptions.refetch()} retrying={subscriptions.isRefetching} />
      ) : hasSubscriptions ? (
        <section className="dashboard__section" aria-labelledby="my-subscriptions-title">
          <h2 id="my-subscriptions-title">My Subscriptions</h2>
          <ul className="card-grid">
            {subscriptions.data.map((subscription) => (
              <li key={subscription.uuid}>
                <SubscriptionTile subscription={subscription} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {nothingToShow ? <DashboardEmptyState role={role} hasFinishedCourses={hasFinished} /> : null}

      {showAds ? (
        adTiles.isPending ? (
          <BlockLoading label="Loading offers…" />
        ) : adTiles.isError ? (
          <BlockError message="We could not load our current offers." onRetry={() => void adTiles.refetch()} retrying={adTiles.isRefetching} />
        ) : adTiles.data.length > 0 ? (
          <section className="dashboard__section" aria-labelledby="ad-tiles-title">
            <h2 id="ad-tiles-title" className="visually-hidden">Offers</h2>
            <ul className="ad-grid">
              {adTiles.data.map((tile) => (
                <li key={tile.id}>
                  <AdTile tile={tile} />
                </li>
              ))}
            </ul>
          </section>
        ) : null
      ) : null}

      {catalog}
    </div>
  );
}
