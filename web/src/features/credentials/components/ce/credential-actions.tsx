// The post-pass actions of one course: the CE certificate (the CME button rule), notify the
// employer, and a mailed card (only when the company offers it). Links to the sub-routes.
import { Link } from 'react-router-dom';
import { certificateStep, cmeButton } from '@shared/rules/continuing-education';
import { EMPLOYER_NOTIFICATION_SENT, MAIL_REQUEST_SENT } from '@shared/constants';
import { useSession } from '@web/lib/session';
import type { PassedCourse } from '@web/features/credentials/api/get-user-course';

export function CredentialActions({
  course,
  base,
}: {
  course: Pick<PassedCourse, 'uuid' | 'name' | 'cmeCertificatesCount' | 'cmeEvaluationSubmission' | 'userExam'>;
  base: string;
}) {
  const { company } = useSession();
  const exam = course.userExam;
  const cme = cmeButton(course.cmeCertificatesCount, course.cmeEvaluationSubmission);
  const hintId = `cme-hint-${course.uuid}`;
  const step = certificateStep(exam?.cmeEvaluation ?? null, course.cmeEvaluationSubmission);
  // Notify and mail are about the provider card: offered once it is confirmed and issued.
  const card = exam?.providerCardId ? exam : null;
  return (
    <div className="credential-actions">
      {course.cmeCertificatesCount > 0 ? (
        cme.enabled ? (
          <Link className="amplify-button amplify-button--small amplify-button--primary" to={`${base}/cme`}>
            CE Certificate
          </Link>
        ) : (
          <Link
            className="amplify-button amplify-button--small amplify-button--primary"
            to={`${base}/${step}`}
            aria-describedby={hintId}
          >
            Claim CE Credit
          </Link>
        )
      ) : (
        <button
          type="button"
          className="amplify-button amplify-button--small amplify-button--primary"
          disabled
          aria-describedby={hintId}
        >
          CE Certificate
        </button>
      )}
      {card ? (
        card.employerNotified ? (
          <button type="button" className="amplify-button amplify-button--small" disabled>
            {EMPLOYER_NOTIFICATION_SENT}
          </button>
        ) : (
          <Link className="amplify-button amplify-button--small" to={`${base}/notify-employer`}>
            Notify Employer
          </Link>
        )
      ) : null}
      {card && company.mailedProviderCards ? (
        card.mailRequestAt ? (
          <button type="button" className="amplify-button amplify-button--small" disabled>
            {MAIL_REQUEST_SENT}
          </button>
        ) : (
          <Link className="amplify-button amplify-button--small" to={`${base}/mail-request`}>
            Mail My Card
          </Link>
        )
      ) : null}
      {cme.hint ? (
        <span id={hintId} className="muted small">
          {cme.hint}
        </span>
      ) : null}
    </div>
  );
}
