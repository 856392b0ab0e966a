// Route modules of the certificate process, employer notification and mail request, under Manage CE
// (close returns to /user-portal/manage-ce) and under the passed page (close returns to it); the cme
// step's download child.
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { CertificateStep } from '@shared/rules/continuing-education';
import { href, paths } from '@shared/paths';
import { CertificateProcess, CertificateRedirect } from '../components/ce/certificate-process';
import { useUserCourse } from '../api/get-user-course';
import { CmeDownload } from '../components/ce/cme-step';
import { MailRequestDialog } from '../components/ce/mail-request-dialog';
import { NotifyEmployerDialog } from '../components/ce/notify-employer-dialog';
import '../credentials.css';

function useBases() {
  const { userCourseUuid = '' } = useParams();
  const passed = href(paths.portalCoursePassed, { userCourseUuid });
  const manage = href(paths.manageCeCourse, { userCourseUuid });
  return { passed, manage };
}

/** The state-license list verify-information shows (passed in by the route, which loads it). */
interface StepPageProps {
  licenses?: (editHref: (stateLicenseId: string) => string) => ReactNode;
}

function StepPage({ step, from, licenses }: StepPageProps & { step: CertificateStep; from: 'manage' | 'passed' }) {
  const { passed, manage } = useBases();
  const base = from === 'manage' ? manage : passed;
  const editHref = (stateLicenseId: string) => `${base}/verify-information/state-licenses/edit/${stateLicenseId}`;
  return (
    <CertificateProcess
      step={step}
      closeTo={from === 'manage' ? paths.manageCe : passed}
      stepPath={(s) => `${base}/${s}`}
      licenses={licenses?.(editHref)}
    />
  );
}

export const ManageCeVerifyInformationPage = (props: StepPageProps) => (
  <StepPage step="verify-information" from="manage" {...props} />
);
export const ManageCeEvaluationPage = () => <StepPage step="cme-evaluation" from="manage" />;
export const ManageCeCmePage = () => <StepPage step="cme" from="manage" />;
export const PassedVerifyInformationPage = (props: StepPageProps) => (
  <StepPage step="verify-information" from="passed" {...props} />
);
export const PassedEvaluationPage = () => <StepPage step="cme-evaluation" from="passed" />;
export const PassedCmePage = () => <StepPage step="cme" from="passed" />;

/** The cme step's `download` child (under Manage CE and the passed page alike). */
export function CmeDownloadPage() {
  const { userCourseUuid = '' } = useParams();
  // The certificate process has read the course already: its card names the credentials.
  const course = useUserCourse(userCourseUuid).data;
  const cardId = course?.providerCardId ?? course?.userExam?.providerCardId ?? null;
  return <CmeDownload userCourseUuid={userCourseUuid} cardId={cardId} />;
}

export function ManageCeCourseRedirectPage() {
  const { manage } = useBases();
  return <CertificateRedirect stepPath={(s) => `${manage}/${s}`} />;
}
export const ManageCeNotifyEmployerPage = () => <NotifyEmployerDialog closeTo={paths.manageCe} />;
export const ManageCeMailRequestPage = () => <MailRequestDialog closeTo={paths.manageCe} />;
export function PassedNotifyEmployerPage() {
  return <NotifyEmployerDialog closeTo={useBases().passed} />;
}
export function PassedMailRequestPage() {
  return <MailRequestDialog closeTo={useBases().passed} />;
}
