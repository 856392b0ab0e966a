// /dashboard, "My Learning": Completed Courses, the cards the learner holds first (expiry, a warning
// from 90 days before, Renew straight to the right product), the learner's unfinished own courses,
// subscription tiles, ad tiles (only without subscriptions and outside a group), the empty message
// by role, and below them the catalogue (hero, In Progress and category rows, search), which the
// app composes in from the catalog feature.
import type { ReactNode } from 'react';
import { Heading } from '@web/components/ui';
import { ButtonLink } from '@web/components/button-link';
import { usePageTitle } from '@web/components/page-title';
import { QueryState } from '@web/components/query-state';
import { LoadingState } from '@web/components/loading-state';
import { paths } from '@shared/paths';
import { heldCards } from '@shared/rules/certification';
import { prefetchQueries, type Prefetch } from '@web/lib/prefetch';
import { useSession } from '@web/lib/session';
import { adTilesQueryOptions, useAdTiles } from '../api/list-ad-tiles';
import { subscriptionsQueryOptions, useSubscriptions } from '../api/list-subscriptions';
import { userCoursesQueryOptions, useUserCourses } from '../api/list-user-courses';
import { AdTile } from '../components/ad-tile';
import { DashboardEmptyState } from '../components/dashboard-empty-state';
import { SubscriptionTile } from '../components/subscription-tile';
import { UserCourseCard } from '../components/user-course-card';
import '../learning.css';

/**
 * The learner's courses and subscriptions, and outside a group the offers alongside them (shown
 * only without subscriptions, but asked for now so the page's one reveal does not wait for them
 * after the subscriptions); see lib/prefetch.ts.
 */
export const prefetch: Prefetch = ({ signedIn, inGroup }) => {
  if (!signedIn) return;
  prefetchQueries(userCoursesQueryOptions(), subscriptionsQueryOptions());
  if (!inGroup) prefetchQueries(adTilesQueryOptions());
};

/** `banner`: shown under the title (the thank-you page's order confirmation). */
export function DashboardPage({ catalog, banner }: { catalog?: ReactNode; banner?: ReactNode }) {
  usePageTitle('My Learning');
  const { isGroupAdmin, isGroupMember, currentUser } = useSession();
  const role = isGroupAdmin ? 'groupAdmin' : isGroupMember ? 'groupMember' : 'learner';

  const userCourses = useUserCourses();
  const subscriptions = useSubscriptions();
  // The spec: not passed and not part of a subscription (those live on the subscription's page).
  const active = (userCourses.data ?? []).filter((course) => !course.passedAt && !course.subscriptionUuid);
  // What a nurse needs first: each card held, soonest expiry first (subscriptions' cards too).
  const cards = heldCards(userCourses.data ?? []).sort((a, b) => a.expirationDate.localeCompare(b.expirationDate));
  const hasSubscriptions = (subscriptions.data?.length ?? 0) > 0;
  const showAds = subscriptions.isSuccess && !hasSubscriptions && !currentUser?.groupId;
  const adTiles = useAdTiles(showAds);
  const nothingToShow = userCourses.isSuccess && subscriptions.isSuccess && active.length === 0 && !hasSubscriptions;
  const hasFinished = (userCourses.data ?? []).some((course) => course.passedAt);
  // The learner's own courses, subscriptions and offers appear together, and the catalogue below
  // them only then (it loads meanwhile, hidden): nothing on screen moves as each read arrives (CLS).
  const settled = !userCourses.isPending && !subscriptions.isPending && !(showAds && adTiles.isPending);

  return (
    <div className="page dashboard">
      <div className="page-header">
        <Heading level={1}>My Learning</Heading>
        <ButtonLink to={paths.manageCe}>Completed Courses</ButtonLink>
      </div>
      {banner}

      {settled ? (
        <>
          <QueryState
            query={userCourses}
            variant="block"
            pending="Loading your courses…"
            failed="We could not load your courses."
          >
            {() => (
              <>
                {cards.length > 0 ? (
                  <section className="dashboard__section" aria-labelledby="my-certifications-title">
                    <h2 id="my-certifications-title">My Certifications</h2>
                    <ul className="card-grid">
                      {cards.map((card) => (
                        <li key={card.uuid}>
                          <UserCourseCard userCourse={card} />
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null}
                {active.length > 0 ? (
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
              </>
            )}
          </QueryState>
          <QueryState
            query={subscriptions}
            variant="block"
            pending="Loading your subscriptions…"
            failed="We could not load your subscriptions."
          >
            {(list) =>
              list.length > 0 ? (
                <section className="dashboard__section" aria-labelledby="my-subscriptions-title">
                  <h2 id="my-subscriptions-title">My Subscriptions</h2>
                  <ul className="card-grid">
                    {list.map((subscription) => (
                      <li key={subscription.uuid}>
                        <SubscriptionTile subscription={subscription} />
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null
            }
          </QueryState>
          {nothingToShow ? <DashboardEmptyState role={role} hasFinishedCourses={hasFinished} /> : null}
          {/* Offers: asked for with the other reads (prefetch), so they come in this one reveal. */}
          {showAds ? (
            <QueryState
              query={adTiles}
              variant="block"
              pending="Loading offers…"
              failed="We could not load our current offers."
            >
              {(tiles) =>
                tiles.length > 0 ? (
                  <section className="dashboard__section" aria-labelledby="ad-tiles-title">
                    <h2 id="ad-tiles-title" className="visually-hidden">
                      Offers
                    </h2>
                    <ul className="ad-grid">
                      {tiles.map((tile) => (
                        <li key={tile.id}>
                          <AdTile tile={tile} />
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null
              }
            </QueryState>
          ) : null}
        </>
      ) : (
        <LoadingState label="Loading your courses…" />
      )}

      <div hidden={!settled}>{catalog}</div>
    </div>
  );
}
