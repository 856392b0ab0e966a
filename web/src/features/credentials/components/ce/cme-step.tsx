// Step 2 and its children (the spec's cme with download, review and referral-details). The step
// itself: 'Download Your Certificate' (opens `download`), 'Download Your Provider Card' when the
// course has one, and the referral and review cards (opening `referral-details` and `review`).
// A child shows in the step's place with a way back to it, headed one level under the dialog's h2
// (h3) like the step; the step's cards are its own subsections (h4). `download` lists one PDF per chosen
// accreditation. Review and referral pages are composed in by the app (features do not import each other).
import { useEffect, useRef } from 'react';
import { useOutlet } from 'react-router-dom';
import { formatCredits } from '@shared/rules/continuing-education';
import { ButtonLink } from '@web/components/button-link';
import { Heading, Text } from '@web/components/ui';
import { BlockError } from '@web/components/query-state';
import { LoadingState } from '@web/components/loading-state';
import { useSession } from '@web/lib/session';
import type { PassedCourse } from '@web/features/credentials/api/get-user-course';
import { CREDENTIAL_HINT, cmeCertificateCredentialUrl } from '@web/features/credentials/api/credential-downloads';
import { cmeCertificatePdfUrl, useCmeCertificates } from '@web/features/credentials/api/list-cme-certificates';
import { providerCardPdfUrl } from '@web/features/credentials/api/provider-card-pdf';
import { ReferralCard, ReviewCard } from '../reward-cards';

export function CmeStep({ course, cmePath }: { course: PassedCourse; cmePath: string }) {
  const outlet = useOutlet();
  const { company, currentUser } = useSession();
  const cardId = course.providerCardId ?? course.userExam?.providerCardId ?? null;
  if (outlet)
    return (
      <div className="stack cme-child">
        {outlet}
        <div>
          <ButtonLink to={cmePath}>Back</ButtonLink>
        </div>
      </div>
    );
  return (
    <div className="stack">
      <Heading level={3}>Your Certificates Are Ready</Heading>
      <Text>Thank you for completing the evaluation. Your CE certificates are ready to download.</Text>
      <div className="row">
        <ButtonLink to={`${cmePath}/download`} variation="primary">
          Download Your Certificate
        </ButtonLink>
        {cardId ? (
          <a
            className="amplify-button button-link"
            href={providerCardPdfUrl(cardId, course.uuid)}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby="cme-card-hint"
          >
            Download Your Provider Card
          </a>
        ) : null}
      </div>
      {cardId ? (
        <Text id="cme-card-hint" className="muted small">
          The provider card opens as a PDF in a new tab.
        </Text>
      ) : null}
      <div className="passed-offers">
        <ReferralCard to={`${cmePath}/referral-details`} level={4} />
        {company.comments && !currentUser?.submittedShopperApproved ? (
          <ReviewCard reviewPath={`${cmePath}/review`} level={4} />
        ) : null}
      </div>
    </div>
  );
}

/**
 * `cme/download`: one certificate per chosen accreditation, each a PDF opened in a new tab and, when
 * the pass has its card, a signed credential to download.
 */
export function CmeDownload({ userCourseUuid, cardId }: { userCourseUuid: string; cardId: string | null }) {
  const certificates = useCmeCertificates(userCourseUuid);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Arriving from the step's button, reading starts at this screen's title.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="stack" aria-labelledby="cme-download-title">
      <Heading level={3} id="cme-download-title" ref={headingRef} tabIndex={-1}>
        Download Your Certificate
      </Heading>
      {certificates.isPending ? (
        <LoadingState label="Loading your certificates…" />
      ) : certificates.isError ? (
        <BlockError message="We could not load your certificates." onRetry={() => void certificates.refetch()} />
      ) : certificates.data.length === 0 ? (
        <Text>This course has no CE certificates.</Text>
      ) : (
        <ul className="certificate-list">
          {certificates.data.map((certificate) => (
            <li key={certificate.id} className="certificate-item">
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
              <div className="row">
                <a
                  className="amplify-button amplify-button--primary button-link"
                  href={cmeCertificatePdfUrl(certificate.id, userCourseUuid)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Download Certificate: ${certificate.name} certificate from ${certificate.accreditation} (PDF, opens in a new tab)`}
                >
                  Download Certificate
                </a>
                {cardId ? (
                  <a
                    className="amplify-button button-link"
                    href={cmeCertificateCredentialUrl(cardId, certificate.id)}
                    download={`ce-certificate-${cardId}-${certificate.id}.jwt`}
                    aria-label={`Download Credential: ${certificate.name} certificate from ${certificate.accreditation}, as a digital credential`}
                    aria-describedby="cme-credential-hint"
                  >
                    Download Credential
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {cardId && certificates.data?.length ? (
        <Text id="cme-credential-hint" className="muted small">
          {CREDENTIAL_HINT}
        </Text>
      ) : null}
    </section>
  );
}
