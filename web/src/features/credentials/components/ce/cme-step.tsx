// Step 2: 'Download Your Certificate' (one PDF per accreditation), 'Download Your Provider Card'
// when the course has one, and the referral and review cards.
import { formatCredits } from '@shared/rules/continuing-education';
import { href, paths } from '@shared/paths';
import { Heading, Text } from '@web/components/ui';
import { BlockError, LoadingState } from '@web/components/query-state';
import { useSession } from '@web/lib/session';
import type { PassedCourse } from '@web/features/credentials/api/get-user-course';
import { cmeCertificatePdfUrl, useCmeCertificates } from '@web/features/credentials/api/list-cme-certificates';
import { providerCardPdfUrl } from '@web/features/credentials/api/provider-card-pdf';
import { ReferralCard, ReviewCard } from '../reward-cards';

export function CmeStep({ course }: { course: PassedCourse }) {
  const certificates = useCmeCertificates(course.uuid);
  const { company, currentUser } = useSession();
  const cardId = course.providerCardId ?? course.userExam?.providerCardId ?? null;
  return (
    <div className="stack">
      <Heading level={3}>Download Your Certificate</Heading>
      {certificates.isPending ? (
        <LoadingState label="Loading your certificates…" />
      ) : certificates.isError ? (
        <BlockError message="We could not load your certificates." onRetry={() => void certificates.refetch()} />
      ) : (
        <ul className="certificate-list">
          {certificates.data.map((certificate) => (
            <li key={certificate.id} className="license-item">
              <div>
                <Text>
                  <strong>{certificate.name}</strong>
                </Text>
                <Text className="muted">
                  {formatCredits(certificate.credits)} {certificate.creditsLabel}
                  {certificate.subCredits !== null
                    ? ` · ${formatCredits(certificate.subCredits)} ${certificate.subCreditsLabel}`
                    : ''}{' '}
                  · {certificate.accreditation}
                </Text>
              </div>
              <a
                className="amplify-button amplify-button--primary button-link"
                href={cmeCertificatePdfUrl(certificate.id, course.uuid)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Download ${certificate.name} certificate (PDF, opens in a new tab)`}
              >
                Download Certificate
              </a>
            </li>
          ))}
        </ul>
      )}
      {cardId ? (
        <a
          className="amplify-button button-link"
          href={providerCardPdfUrl(cardId, course.uuid)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Download Your Provider Card
        </a>
      ) : null}
      <div className="passed-offers">
        <ReferralCard />
        {company.comments && !currentUser?.submittedShopperApproved ? (
          <ReviewCard reviewPath={href(paths.coursePassedReview, { userCourseUuid: course.uuid })} />
        ) : null}
      </div>
    </div>
  );
}
