// /user-portal/subscriptions/:subscriptionUuid: per course a certify card (no courses of it yet)
// or a recertify card (every one of them passed), enrollment through the subscription (201: the
// new user course's player; 200: the unfinished one opens), and the learner's courses of it.
// Layout 'ce' selects a simpler list page.
import { useId, useState } from 'react';
import { Button, Heading } from '@web/components/ui';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  COURSE_ACTION_LABELS,
  courseAction,
  enrollmentOutcome,
  statusLabel,
  subscriptionCards,
} from '@shared/rules/learning';
import { courseAccent } from '@web/components/course-accent';
import { QueryState } from '@web/components/query-state';
import { usePageTitle } from '@web/components/page-title';
import { useEnroll } from '../api/enroll';
import { useSubscription } from '../api/get-subscription';
import type { Subscription } from '../api/list-subscriptions';
import type { UserCourse } from '../api/list-user-courses';
import { EnrollError } from '../components/enroll-error';
import { UserCourseCard } from '../components/user-course-card';
import { ENROLL_FAILED, enrollResult } from '../lib/enroll-outcome';
import { PORTAL_PLAYER, resumePath, subscriptionCoursePath } from '../lib/links';
import '../learning.css';

type CourseOffer = Subscription['courses'][number];

export function SubscriptionPage() {
  const { subscriptionUuid = '' } = useParams();
  const subscription = useSubscription(subscriptionUuid);
  usePageTitle(subscription.data?.productName ?? 'Subscription');

  return (
    <QueryState
      query={subscription}
      pending="Loading subscription…"
      failed="We could not load this subscription"
      notFound={{ title: 'Subscription not found', message: 'This subscription does not exist or is not yours.' }}
    >
      {(data) =>
        data.layout === 'ce' ? <CeSubscription subscription={data} /> : <CertifySubscription subscription={data} />
      }
    </QueryState>
  );
}

/** The newest first (user courses come newest first; sort again to be sure). */
const coursesOf = (subscription: Subscription, courseId: string): UserCourse[] =>
  subscription.userCourses
    .filter((userCourse) => userCourse.courseId === courseId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));

function useSubscriptionEnroll(subscription: Subscription) {
  const enroll = useEnroll();
  const navigate = useNavigate();
  const [error, setError] = useState<{ courseId: string; message: string } | null>(null);
  const start = (courseId: string) => {
    setError(null);
    enroll.mutate(
      { courseId, subscriptionUuid: subscription.uuid },
      {
        onSuccess: (reply) => {
          const result = enrollResult(reply, PORTAL_PLAYER);
          if ('to' in result) navigate(result.to);
          else setError({ courseId, message: result.error });
        },
        onError: () => setError({ courseId, message: ENROLL_FAILED }),
      },
    );
  };
  return { start, pendingCourseId: enroll.isPending ? enroll.variables?.courseId : undefined, error };
}

function SubscriptionHeader({ subscription }: { subscription: Subscription }) {
  const accent = courseAccent(subscription.product.color);
  const picture = subscription.product.attachedFeatured.url;
  return (
    <header className="course-hero subscription-hero" style={accent}>
      <div>
        <p className="course-hero__eyebrow">
          {subscription.layout === 'ce' ? 'Continuing education' : 'Subscription'} · {subscription.product.name}
        </p>
        <Heading level={1} className="course-hero__title">
          {subscription.productName}
        </Heading>
      </div>
      {picture ? <img className="subscription-hero__picture" src={picture} alt="" /> : null}
    </header>
  );
}

function CertifySubscription({ subscription }: { subscription: Subscription }) {
  const { start, pendingCourseId, error } = useSubscriptionEnroll(subscription);
  const offers = subscription.courses.map((course) => ({
    course,
    ...subscriptionCards(coursesOf(subscription, course.id)),
  }));
  const cards = offers.filter((offer) => offer.certify || offer.recertify);
  return (
    <div className="page subscription-page">
      <SubscriptionHeader subscription={subscription} />
      <section className="dashboard__section" aria-labelledby="subscription-offers-title">
        <h2 id="subscription-offers-title">Certify or recertify</h2>
        {subscription.courses.length === 0 ? (
          <p className="muted">This subscription has no courses yet.</p>
        ) : cards.length === 0 ? (
          <p className="muted">You have a course of this subscription in progress. Continue it below.</p>
        ) : (
          <ul className="card-grid">
            {cards.map(({ course, certify }) => (
              <li key={course.id}>
                <OfferCard
                  course={course}
                  to={subscriptionCoursePath(subscription.uuid, course.id)}
                  kind={certify ? 'certify' : 'recertify'}
                  onStart={() => start(course.id)}
                  pending={pendingCourseId === course.id}
                  error={error?.courseId === course.id ? error.message : null}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="dashboard__section" aria-labelledby="subscription-courses-title">
        <h2 id="subscription-courses-title">Your courses</h2>
        {subscription.userCourses.length === 0 ? (
          <p className="muted">You have not started a course of this subscription yet.</p>
        ) : (
          <ul className="card-grid">
            {subscription.userCourses.map((userCourse) => (
              <li key={userCourse.uuid}>
                <UserCourseCard
                  userCourse={userCourse}
                  titleTo={subscriptionCoursePath(subscription.uuid, userCourse.courseId, userCourse.uuid)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function OfferCard({
  course,
  to,
  kind,
  onStart,
  pending,
  error,
}: {
  course: CourseOffer;
  /** The course's page in this subscription. */
  to: string;
  kind: 'certify' | 'recertify';
  onStart: () => void;
  pending: boolean;
  error: string | null;
}) {
  const titleId = useId();
  const accent = courseAccent(course.color);
  const label = kind === 'certify' ? 'Certify' : 'Recertify';
  return (
    <article className="offer-card" aria-labelledby={titleId}>
      <div className="user-course-card__band" style={accent}>
        <span>{course.courseType}</span>
        <span>{kind === 'certify' ? 'Certification' : 'Recertification'}</span>
      </div>
      <div className="user-course-card__body">
        <h3 id={titleId} className="user-course-card__title">
          <Link to={to}>{course.title}</Link>
        </h3>
        <p>{course.shortDescription}</p>
        <p className="muted">{course.creditHours} credit hours</p>
        <div className="row">
          <Button
            variation="primary"
            onClick={onStart}
            isLoading={pending}
            loadingText="Starting…"
            aria-describedby={titleId}
          >
            {label}
          </Button>
        </div>
        <EnrollError message={error} />
      </div>
    </article>
  );
}

/** The 'ce' layout: a plain list of the subscription's courses, each with its one action. */
function CeSubscription({ subscription }: { subscription: Subscription }) {
  const { start, pendingCourseId, error } = useSubscriptionEnroll(subscription);
  return (
    <div className="page subscription-page">
      <SubscriptionHeader subscription={subscription} />
      <section aria-labelledby="ce-courses-title">
        <h2 id="ce-courses-title">Courses</h2>
        {subscription.courses.length === 0 ? (
          <p className="muted">This subscription has no courses yet.</p>
        ) : (
          <ul className="ce-list">
            {subscription.courses.map((course) => {
              const latest = coursesOf(subscription, course.id)[0] ?? null;
              const action = courseAction(latest);
              // An unfinished one opens where it was left; otherwise enrolling creates a new one.
              const resumeTo =
                latest && enrollmentOutcome(latest) === 'open-existing' ? resumePath(latest, PORTAL_PLAYER) : null;
              return (
                <li key={course.id} className="ce-list__item">
                  <div className="ce-list__text">
                    <h3 id={`ce-${course.id}`}>
                      <Link to={subscriptionCoursePath(subscription.uuid, course.id)}>{course.title}</Link>
                    </h3>
                    <p className="muted">
                      {course.courseType} · {course.creditHours} credit hours
                      {latest ? ` · ${statusLabel(latest.status)} · ${latest.progress}% complete` : ''}
                    </p>
                    <EnrollError message={error?.courseId === course.id ? error.message : null} />
                  </div>
                  {resumeTo ? (
                    <Link
                      to={resumeTo}
                      className="amplify-button amplify-button--primary button-link"
                      aria-describedby={`ce-${course.id}`}
                    >
                      {COURSE_ACTION_LABELS.resume}
                    </Link>
                  ) : (
                    <Button
                      variation="primary"
                      onClick={() => start(course.id)}
                      isLoading={pendingCourseId === course.id}
                      loadingText="Starting…"
                      aria-describedby={`ce-${course.id}`}
                    >
                      {COURSE_ACTION_LABELS[action]}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
