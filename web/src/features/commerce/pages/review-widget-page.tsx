// /shopper-approved-iframe/:userCourseUuid, the spec's review-widget page: with no external review
// service, it is our own review form for that user course, without the app's chrome, made to be
// framed by the app itself (the post-pass page's hidden frame loads it). It never navigates its
// framer: it reports what happened by postMessage (lib/review-widget.ts), and its links open a new tab.
import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '@shared/paths';
import { credentialsAvailable } from '@shared/rules/learning';
import { BrandLogo } from '@web/components/brand-logo';
import { Heading, Text } from '@web/components/ui';
import { QueryState } from '@web/components/query-state';
import { usePageTitle } from '@web/components/page-title';
import { MAIN_CONTENT_ID } from '@web/components/skip-link';
import { apiRoute } from '@web/lib/api-route';
import { isNotFound } from '@web/lib/contract-key';
import { useContractQuery } from '@web/lib/contract-query';
import { reportToFramer, type ReviewWidgetEvent } from '@web/lib/review-widget';
import { useSession } from '@web/lib/session';
import { ReviewForm } from '../components/review-form';
import '../commerce.css';

const getUserCourse = apiRoute('learning/get-user-course');

export function ReviewWidgetPage() {
  usePageTitle('Leave a Review');
  const { userCourseUuid = '' } = useParams();
  const { company } = useSession();
  const course = useContractQuery(getUserCourse, { params: { uuid: userCourseUuid } });
  const notFound = course.isError && isNotFound(course.error);
  useEffect(() => {
    if (notFound) reportToFramer('unavailable', userCourseUuid);
  }, [notFound, userCourseUuid]);

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="review-widget">
      <BrandLogo src={company.logo} alt={company.name} height={32} />
      <Heading level={1}>Leave a Review</Heading>
      <QueryState
        query={course}
        variant="block"
        pending="Loading your course…"
        failed="We could not load this course."
        notFound={{
          title: 'Course not found',
          message: 'We could not find this course in your account.',
          action: <NewTabLink to={paths.dashboard}>Go to My Learning</NewTabLink>,
        }}
      >
        {(data) => (
          <WidgetBody userCourseUuid={userCourseUuid} name={data.name} passed={credentialsAvailable(data.status)} />
        )}
      </QueryState>
    </main>
  );
}

function WidgetBody({ userCourseUuid, name, passed }: { userCourseUuid: string; name: string; passed: boolean }) {
  const { company, currentUser } = useSession();
  const reviewed = Boolean(currentUser?.submittedShopperApproved);
  const state: ReviewWidgetEvent = !company.comments || !passed ? 'unavailable' : reviewed ? 'reviewed' : 'ready';
  useEffect(() => reportToFramer(state, userCourseUuid), [state, userCourseUuid]);

  if (!company.comments) return <Text>Reviews are not being collected right now. Thank you for learning with us!</Text>;
  if (!passed) return <Text>You can review {name} once you have passed its exam.</Text>;
  if (reviewed)
    return (
      <Text>
        Thank you! You have already left a review. <NewTabLink to={paths.dashboard}>Back to My Learning</NewTabLink>
      </Text>
    );
  return (
    <div className="stack">
      <Text>How was {name}? Your review earns you a discount on your next course.</Text>
      <ReviewForm userCourseUuid={userCourseUuid} onSubmitted={() => reportToFramer('submitted', userCourseUuid)} />
    </div>
  );
}

/** Inside a frame a link must not take over the framing page: app pages open in a new tab. */
function NewTabLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a href={to} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
