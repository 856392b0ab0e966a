// The certificate process in a dialog: three steps (Confirm Required Info, Review & Submit,
// Download Certificates; '2-3 minutes'), opened at the step the course is in (section 4's routing);
// closing returns to where the learner came from (Manage CE or the passed page).
import { useId, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  CERTIFICATE_PROCESS_CHIP,
  CERTIFICATE_STEPS,
  certificateStep,
  stepIndex,
  type CertificateStep,
} from '@shared/rules/continuing-education';
import { credentialsAvailable } from '@shared/rules/learning';
import { Heading } from '@web/components/ui';
import { ModalDialog } from '@web/components/modal-dialog';
import { QueryState } from '@web/components/query-state';
import { usePageTitle } from '@web/components/page-title';
import { useUserCourse } from '@web/features/credentials/api/get-user-course';
import { CmeStep } from './cme-step';
import { ReviewAndSubmitStep } from './review-submit-step';
import { VerifyInformationStep } from './verify-information-step';

export interface CertificateProcessProps {
  step: CertificateStep;
  /** Where closing goes. */
  closeTo: string;
  /** The sibling path of another step (relative to the process's parent). */
  stepPath: (step: CertificateStep) => string;
  /** The learner's state licenses (the profile's compact list, composed in by the app). */
  licenses?: ReactNode;
}

export function CertificateProcess({ step, closeTo, stepPath, licenses }: CertificateProcessProps) {
  usePageTitle('CE Certificate');
  const { userCourseUuid = '' } = useParams();
  const course = useUserCourse(userCourseUuid);
  const navigate = useNavigate();
  const titleId = useId();
  const close = () => navigate(closeTo);

  return (
    <ModalDialog open onClose={close} labelledBy={titleId} className="certificate-process">
      <div className="certificate-process__header">
        <Heading level={2} id={titleId}>
          Claim Your CE Certificate
        </Heading>
        <span className="chip">{CERTIFICATE_PROCESS_CHIP}</span>
        <button type="button" className="icon-button certificate-process__close" onClick={close} aria-label="Close">
          ×
        </button>
      </div>
      <ol className="certificate-steps" aria-label="Steps">
        {CERTIFICATE_STEPS.map((s, index) => (
          <li
            key={s.step}
            aria-current={s.step === step ? 'step' : undefined}
            className={index < stepIndex(step) ? 'done' : undefined}
          >
            <span className="certificate-steps__number">{index + 1}</span> {s.label}
          </li>
        ))}
      </ol>
      <QueryState
        query={course}
        variant="block"
        pending="Loading your course…"
        failed="We could not load this course"
        notFound={{ title: 'Course not found', message: 'This course does not exist in your account.' }}
      >
        {(data) => {
          const exam = data.userExam;
          if (!exam || !credentialsAvailable(data.status))
            return <p>CE certificates become available once you pass the exam.</p>;
          const expected = certificateStep(exam.cmeEvaluation, data.cmeEvaluationSubmission);
          // The course's state decides the step: a later one is never skipped to, an earlier one is left.
          if (expected !== step && !(step === 'verify-information' && expected === 'cme-evaluation'))
            return <Navigate to={stepPath(expected)} replace />;
          if (step === 'verify-information')
            return (
              <VerifyInformationStep
                course={data}
                licenses={licenses}
                onDone={() => navigate(stepPath('cme-evaluation'))}
              />
            );
          if (step === 'cme-evaluation')
            return (
              <ReviewAndSubmitStep
                course={data}
                onDone={() => navigate(stepPath('cme'))}
                onBack={
                  exam.cmeEvaluation?.userVerificationRequired
                    ? () => navigate(stepPath('verify-information'))
                    : undefined
                }
              />
            );
          return <CmeStep course={data} cmePath={stepPath('cme')} />;
        }}
      </QueryState>
    </ModalDialog>
  );
}

/** A certificate route with only the course: opens the step the course is in. */
export function CertificateRedirect({ stepPath }: { stepPath: (step: CertificateStep) => string }) {
  const { userCourseUuid = '' } = useParams();
  const course = useUserCourse(userCourseUuid);
  return (
    <QueryState
      query={course}
      variant="block"
      pending="Loading your course…"
      failed="We could not load this course"
      notFound={{ title: 'Course not found', message: 'This course does not exist in your account.' }}
    >
      {(data) => (
        <Navigate
          to={stepPath(certificateStep(data.userExam?.cmeEvaluation ?? null, data.cmeEvaluationSubmission))}
          replace
        />
      )}
    </QueryState>
  );
}
