// The dashboard's message when the learner has no courses; it differs by role (the spec).
import { Heading, Text } from '@web/components/ui';
import { ButtonLink } from '@web/components/button-link';
import { paths } from '@shared/paths';

export type DashboardRole = 'groupAdmin' | 'groupMember' | 'learner';

/** `hasFinishedCourses`: everything the learner took is passed, so nothing is in progress. */
export function DashboardEmptyState({
  role,
  hasFinishedCourses = false,
}: {
  role: DashboardRole;
  hasFinishedCourses?: boolean;
}) {
  const title = hasFinishedCourses ? 'You have no courses in progress' : 'You have no courses yet';
  return (
    <section className="card empty-state" aria-labelledby="dashboard-empty-title">
      {role === 'groupAdmin' ? (
        <>
          <Heading level={2} id="dashboard-empty-title">
            {title}
          </Heading>
          <Text>
            As your group's administrator you can choose courses for yourself and your members, or ask us for a quote
            tailored to your team.
          </Text>
          <div className="row">
            <ButtonLink to={paths.groupCourseSelection} variation="primary">
              Select courses
            </ButtonLink>
            <ButtonLink to={paths.groupPurchaseQuote}>Request a purchase quote</ButtonLink>
          </div>
        </>
      ) : role === 'groupMember' ? (
        <>
          <Heading level={2} id="dashboard-empty-title">
            {title}
          </Heading>
          <Text>
            Your group administrator may still be enrolling you. Your courses will appear here as soon as they are
            assigned, so please check back soon.
          </Text>
        </>
      ) : (
        <>
          <Heading level={2} id="dashboard-empty-title">
            {title}
          </Heading>
          <Text>Browse our certification and continuing-education courses to get started.</Text>
          <div className="row">
            <ButtonLink to={paths.cart} variation="primary">
              Purchase courses
            </ButtonLink>
          </div>
        </>
      )}
    </section>
  );
}
