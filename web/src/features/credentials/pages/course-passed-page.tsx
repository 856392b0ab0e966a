// /courses/:userCourseUuid/passed (and /user-portal/courses/:userCourseUuid/passed): the provider
// card after passing. While the card is not confirmed yet (flexExpireAvailable) the page opens
// its `confirm` child, the Confirm Card dialog. Then: the card with 'Download Provider Card',
// the auto-renewal offer, the referral and review cards, and (with the review card) the hidden
// frame loading the review service page. Confetti greets a fresh pass.
import { useState } from 'react';
import { Link, Navigate, useLocation, useOutlet, useParams } from 'react-router-dom';
import { Heading, Text } from '@web/components/ui';
import { CERTIFICATION_YEARS, cardExpiry } from '@shared/rules/certification';
import { credentialsAvailable, statusLabel } from '@shared/rules/learning';
import { addYears, toIsoDate } from '@shared/rules/dates';
import { ButtonLink } from '@web/components/button-link';
import { Confetti, isRecent } from '@web/components/confetti';
import { FormAlert } from '@web/components/form-alert';
import { isoDay } from '@web/components/date-text';
import { QueryState } from '@web/components/query-state';
import { usePageTitle } from '@web/components/page-title';
import { href, paths } from '@shared/paths';
import { useSession } from '@web/lib/session';
import { useUserCourse, type PassedCourse } from '../api/get-user-course';
import { CREDENTIAL_HINT, providerCardCredentialUrl } from '../api/credential-downloads';
import { providerCardPdfUrl } from '../api/provider-card-pdf';
import { AutoRenewOffer } from '../components/auto-renew-offer';
import { ProviderCardPreview } from '../components/provider-card-preview';
import { ReferralCard, ReviewCard } from '../components/reward-cards';
import { ReviewServiceFrame } from '../components/review-service-frame';
import { CredentialActions } from '../components/ce/credential-actions';
import '../credentials.css';

export const LOADING_CARD = 'Loading your provider card…';

/** Router state set when the learner closes the Confirm Card dialog without confirming. */
export interface PassedPageState {
  confirmDismissed?: boolean;
}

export function CoursePassedPage() {
  usePageTitle('Your Provider Card');
  const { userCourseUuid = '' } = useParams();
  const course = useUserCourse(userCourseUuid);
  const outlet = useOutlet();
  const location = useLocation();

  const dismissed = Boolean((location.state as PassedPageState | null)?.confirmDismissed);

  return (
    <QueryState
      query={course}
      pending={LOADING_CARD}
      failed="We could not load your provider card"
      notFound={{
        title: 'Course not found',
        message: 'We could not find this course. It may belong to another account, or the link may be out of date.',
      }}
    >
      {(data) => {
        if (!data.userExam || !credentialsAvailable(data.status)) return <NotPassedYet course={data} />;
        if (data.userExam.flexExpireAvailable && !outlet && !dismissed) return <Navigate to="confirm" replace />;
        return (
          <>
            <PassedContent course={data} />
            {outlet}
          </>
        );
      }}
    </QueryState>
  );
}

function PassedContent({ course }: { course: PassedCourse }) {
  const { currentUser, company } = useSession();
  const exam = course.userExam!;
  const [celebrate] = useState(() => isRecent(exam.scoredAt ?? exam.passedAt));
  const confirmed = !exam.flexExpireAvailable;
  const cardId = course.providerCardId ?? exam.providerCardId;
  // The course carries the card's issue date (the chosen one after confirmation) and its expiry;
  // the holder is the learner, named as confirmed (the confirmation updates the session's user).
  const expiresOn = course.expirationDate ? isoDay(course.expirationDate) : null;
  const issuedOn = course.issuedOn
    ? isoDay(course.issuedOn)
    : expiresOn
      ? addYears(expiresOn, -CERTIFICATION_YEARS)
      : isoDay(course.passedAt ?? exam.passedAt ?? toIsoDate(new Date()));
  const holderName = `${currentUser?.firstName ?? ''} ${currentUser?.lastName ?? ''}`;
  const expired = course.status === 'expired';
  const showReview = company.comments && !currentUser?.submittedShopperApproved;
  const base = passedBase(useLocation().pathname);

  return (
    <section className="page passed-page">
      {celebrate ? <Confetti /> : null}
      <header className="passed-page__header">
        <p className="eyebrow">
          {exam.courseType} {exam.examType}
        </p>
        <Heading level={1}>{expired ? exam.name : `You Passed ${exam.name}!`}</Heading>
        {expired ? <p className="status-chip status-chip--expired">{statusLabel(course.status)}</p> : null}
      </header>

      <div className="passed-grid">
        <section className="card provider-card-section" aria-labelledby="your-card-heading">
          <Heading level={2} id="your-card-heading">
            Your Provider Card
          </Heading>
          {expired ? (
            <FormAlert
              variation="warning"
              message="This provider card has expired. Take the course again to renew your certification."
            />
          ) : null}
          {confirmed ? (
            <>
              <ProviderCardPreview
                title="Your provider card"
                hideTitle
                holderName={holderName}
                courseName={exam.name}
                courseType={exam.courseType}
                issuedOn={issuedOn}
                expiresOn={expiresOn ?? cardExpiry(issuedOn)}
                cardId={cardId}
                companyName={company.name}
                logo={company.logo}
              />
              {cardId ? (
                <div className="stack provider-card-section__actions">
                  <div>
                    {/* A link (it opens a document), styled as the page's main action. */}
                    <a
                      href={providerCardPdfUrl(cardId, course.uuid)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="amplify-button amplify-button--primary button-link"
                      aria-describedby="download-card-hint"
                    >
                      Download Provider Card
                    </a>
                    <p id="download-card-hint" className="muted small">
                      Opens the PDF in a new tab.
                    </p>
                  </div>
                  <div>
                    <a
                      href={providerCardCredentialUrl(cardId)}
                      download={`provider-card-${cardId}.jwt`}
                      className="amplify-button button-link"
                      aria-describedby="download-credential-hint"
                    >
                      Download Credential
                    </a>
                    <p id="download-credential-hint" className="muted small">
                      {CREDENTIAL_HINT}
                    </p>
                  </div>
                  <Text className="small">
                    Anyone can check this card online at{' '}
                    <Link to={href(paths.verifyCard, { cardId })}>the card verification page</Link>.
                  </Text>
                </div>
              ) : (
                <Text>Your card is being prepared. Please check back in a few minutes.</Text>
              )}
            </>
          ) : (
            <>
              <Text>Confirm how your name should appear and choose the issue date to get your provider card.</Text>
              <ButtonLink to="confirm" variation="primary">
                Review Card Details
              </ButtonLink>
            </>
          )}
        </section>

        <div className="passed-offers">
          <section className="card offer-card" aria-labelledby="after-pass-heading">
            <Heading level={2} id="after-pass-heading">
              CE Credit &amp; Your Employer
            </Heading>
            <Text>Claim your continuing education certificate, let your employer know, or have your card mailed.</Text>
            <CredentialActions course={course} base={base} />
          </section>
          {exam.canAutoRenew && !exam.autoRenew ? (
            <AutoRenewOffer userCourseUuid={course.uuid} userExamUuid={exam.uuid} />
          ) : null}
          <ReferralCard />
          {showReview ? <ReviewCard reviewPath={`${base}/review`} /> : null}
        </div>
      </div>
      {showReview ? <ReviewServiceFrame userCourseUuid={course.uuid} /> : null}

      <div className="row passed-page__links">
        <ButtonLink to={href(paths.exam, { userExamUuid: exam.uuid })}>Review Exam</ButtonLink>
        <ButtonLink to={paths.dashboard}>Back to My Learning</ButtonLink>
      </div>
    </section>
  );
}

/** The passed page's own path (its children open relative to it). */
const passedBase = (pathname: string) => pathname.slice(0, pathname.indexOf('/passed') + '/passed'.length);

function NotPassedYet({ course }: { course: PassedCourse }) {
  return (
    <section className="page page--narrow centered-page">
      <Heading level={1}>Your provider card is not ready yet</Heading>
      <Text>
        {course.name} is {statusLabel(course.status).toLowerCase()}. Your provider card becomes available once you pass
        the exam.
      </Text>
      <div className="row">
        {course.userExamUuid ? (
          <ButtonLink to={href(paths.exam, { userExamUuid: course.userExamUuid })} variation="primary">
            Go to Exam
          </ButtonLink>
        ) : null}
        <ButtonLink to={paths.dashboard}>Back to My Learning</ButtonLink>
      </div>
    </section>
  );
}
