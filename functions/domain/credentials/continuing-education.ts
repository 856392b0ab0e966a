// The certificate process after a pass: confirm the details the accreditors need (step 0), submit
// our own course evaluation (step 1), then the CE certificates (step 2), one PDF per accreditation.
import {
  CE_CHOICE_MESSAGES,
  ceOfferingOf,
  chosenAccreditations,
  formatCredits,
  offeredSinceChoice,
  roundCredits,
  type Accreditation,
  type CeOffering,
  type EvaluationQuestion,
} from '@shared/rules/continuing-education';
import { credentialsAvailable } from '@shared/rules/learning';
import { EVALUATION_NEEDED, type CmeCertificate } from '@shared/contracts/credentials';
import { renderCmeCertificate } from '@functions/adapters/pdf/cme-certificate';
import type { Course } from '@functions/data/catalog';
import {
  applyCredentialStep,
  cmeEvaluationAnswersPut,
  type EvaluationAnswers,
} from '@functions/data/continuing-education';
import { getUserExam } from '@functions/data/exams';
import { recordCompletionEvaluation } from '@functions/data/group-completions';
import { getMemberRow } from '@functions/data/group-members';
import { credentialStepUpdate, getUserCourse, listUserCoursesOfUser, type UserCourse } from '@functions/data/learning';
import { optimistic, RETRY } from '@functions/data/writes';
import { hasSsnOnFile } from '@functions/data/profile';
import { listStateLicensesOf } from '@functions/data/state-licenses';
import { getUserById, type User } from '@functions/data/users';
import type { Caller } from '@functions/lib/caller';
import { Conflict, Invalid, NotFound, type FieldErrors } from '@functions/lib/errors';
import { logger } from '@functions/lib/logger';
import { reportsAfterEvaluation, reportsOnCertificateEarned } from '../board-reporting/plan-reports';
import { loadCatalog, requireCourse } from '../catalog/catalog';
import { userCourseAsRead } from './fresh-user-course';
import { CREDENTIAL_MESSAGES } from './messages';
import { loadCompany } from '../company/company-settings';
import { displayStatus, presentUserCourse } from '../learning/present-user-course';
import { presentUser } from '../profile/present-user';
import { professionById } from '@shared/rules/professions';

/** The caller's passed exam (the current one of its course) and what its course offers. */
async function passedCourseOf(
  userId: string,
  userExamUuid: string,
  today: string,
): Promise<{ userCourse: UserCourse; course: Course; offering: CeOffering }> {
  // Read here rather than through the exams domain, which issues cards through this one.
  const exam = await getUserExam(userId, userExamUuid);
  const userCourse = exam ? await getUserCourse(userId, exam.userCourseUuid) : null;
  if (
    !exam ||
    !userCourse ||
    userCourse.review ||
    userCourse.userExamUuid !== exam.uuid ||
    !credentialsAvailable(displayStatus(userCourse, today))
  )
    throw new NotFound('Exam not found');
  const course = await requireCourse(userCourse.courseId);
  const offering = ceOfferingOf(course.id);
  if (!offering) throw new Conflict(CREDENTIAL_MESSAGES.noContinuingEducation);
  return { userCourse, course, offering };
}

/** What the accreditors need and the profile lacks, by the spec's field names. */
async function missingDetails(user: User, offering: CeOffering): Promise<FieldErrors> {
  const flags = offering.evaluation;
  const errors: FieldErrors = {};
  const blank = (field: string, label: string) => (errors[field] = [`${label} can't be blank`]);
  if (flags.verifyFirstName && !user.firstName.trim()) blank('firstName', 'First name');
  if (flags.verifyMiddleName && !user.middleName?.trim()) blank('middleName', 'Middle name');
  if (flags.verifyLastName && !user.lastName.trim()) blank('lastName', 'Last name');
  if (flags.verifyBirthDate && !user.birthDate) blank('birthDate', 'Birth date');
  if (flags.verifySsn && !(await hasSsnOnFile(user.id))) blank('ssn', 'SSN');
  if (flags.verifyDriversLicense && !user.driversLicenseFile) errors.driversLicense = ["Upload your driver's license"];
  if (flags.verifyAddress) {
    if (!user.street) blank('street', 'Street');
    if (!user.city) blank('city', 'City');
    if (!user.state) blank('state', 'State');
    if (!user.zip) blank('zip', 'Zip code');
  }
  if (flags.verifyStateLicenses && (await listStateLicensesOf(user.id)).length === 0)
    errors.stateLicenses = ['Add at least one state license'];
  return errors;
}

async function stepReply(userId: string, userCourseUuid: string, course: Course, today: string) {
  const [user, userCourse] = await Promise.all([getUserById(userId), getUserCourse(userId, userCourseUuid)]);
  return { currentUser: await presentUser(user!), userCourse: presentUserCourse(userCourse!, course, today) };
}

export async function cmeUserInformationVerified(
  caller: Caller,
  userExamUuid: string,
  today: string,
  now = new Date(),
) {
  const { userCourse, course, offering } = await passedCourseOf(caller.userId, userExamUuid, today);
  const user = (await getUserById(caller.userId))!;
  const errors = await missingDetails(user, offering);
  if (Object.keys(errors).length) throw new Invalid(errors);
  await optimistic({
    read: userCourseAsRead(caller.userId, userCourse),
    write: async (current) => {
      if (current.cme?.userInformationVerified) return;
      const cme = {
        ...current.cme,
        userInformationVerified: true,
        completed: current.cme?.completed ?? false,
        verifiedAt: now.toISOString(),
        submittedAt: current.cme?.submittedAt ?? null,
      };
      return (await applyCredentialStep({ userCourse: credentialStepUpdate(current, { cme }) })) ? undefined : RETRY;
    },
    conflict: CREDENTIAL_MESSAGES.courseChanged,
  });
  return stepReply(caller.userId, userCourse.uuid, course, today);
}

function checkAnswers(questions: readonly EvaluationQuestion[], answers: EvaluationAnswers): EvaluationAnswers {
  const errors: FieldErrors = {};
  const kept: EvaluationAnswers = {};
  for (const question of questions) {
    const value = answers[question.id];
    const empty = value === undefined || value === '';
    if (empty) {
      if (question.required) errors[question.id] = ['Please answer this question.'];
      continue;
    }
    const valid =
      question.kind === 'rating'
        ? typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5
        : question.kind === 'choice'
          ? typeof value === 'string' && question.options.includes(value)
          : typeof value === 'string';
    if (!valid) errors[question.id] = ['Please choose one of the answers.'];
    else kept[question.id] = typeof value === 'string' ? value.trim() : value;
  }
  if (Object.keys(errors).length) throw new Invalid(errors);
  return kept;
}

export async function cmeTypeformSubmitted(
  caller: Caller,
  userExamUuid: string,
  answers: EvaluationAnswers,
  today: string,
  now = new Date(),
) {
  const { userCourse, course, offering } = await passedCourseOf(caller.userId, userExamUuid, today);
  const evaluation = offering.evaluation;
  if (evaluation.userVerificationRequired && !userCourse.cme?.userInformationVerified)
    throw Invalid.field('base', CREDENTIAL_MESSAGES.informationFirst);
  const kept = checkAnswers(evaluation.questions, answers);
  // The user course as the submission wrote it (null when it was already submitted): its choice of
  // certificates may have changed since the first read, and the reports follow the one written.
  const submitted = await optimistic<UserCourse | null, UserCourse>({
    read: userCourseAsRead(caller.userId, userCourse),
    write: async (current) => {
      if (current.cme?.completed) return null;
      // A certificate offered since the learner chose is theirs to take or leave, never dropped unasked.
      if (
        offeredSinceChoice(offering.accreditations, current.cme?.accreditationIds, current.cme?.offeredAccreditationIds)
          .length
      )
        throw Invalid.field('base', CE_CHOICE_MESSAGES.newOffered);
      const cme = {
        ...current.cme,
        userInformationVerified: current.cme?.userInformationVerified ?? false,
        completed: true,
        verifiedAt: current.cme?.verifiedAt ?? null,
        submittedAt: now.toISOString(),
      };
      // The certificates are earned here: their CE Broker reports are written with them (board-reporting).
      const applied = await applyCredentialStep({
        userCourse: credentialStepUpdate(current, { cme }),
        answers: cmeEvaluationAnswersPut(caller.userId, current.uuid, kept, now.toISOString()),
        boardReports: await reportsOnCertificateEarned(current, now),
      });
      return applied ? { ...current, cme } : RETRY;
    },
    conflict: CREDENTIAL_MESSAGES.courseChanged,
  });
  if (submitted) await reportsAfterEvaluation(submitted, now);
  if (submitted && caller.user.groupId)
    await copyEvaluationToGroupReport(caller.user.groupId, caller.userId, userCourse.uuid, now.toISOString());
  return stepReply(caller.userId, userCourse.uuid, course, today);
}

/**
 * The group's progress report shows when the evaluation was submitted: its completed-course row (the
 * member row names its day) gets the instant. After the evaluation's own transaction; a failure is
 * logged, the learner's submission stands.
 */
async function copyEvaluationToGroupReport(
  groupId: string,
  userId: string,
  userCourseUuid: string,
  submittedAt: string,
): Promise<void> {
  try {
    const completedOn = (await getMemberRow({ id: groupId }, userId))?.expirations?.[userCourseUuid]?.completedOn;
    if (completedOn) await recordCompletionEvaluation(groupId, completedOn, userCourseUuid, submittedAt);
  } catch (error) {
    logger.warn('cmeEvaluationSubmittedAt was not copied to the progress report', {
      groupId,
      error: (error as Error).name,
    });
  }
}

export const certificateOf = (accreditation: Accreditation): CmeCertificate => ({
  id: accreditation.id,
  name: accreditation.name,
  accreditation: accreditation.accreditor,
  credits: roundCredits(accreditation.credits),
  creditsLabel: accreditation.creditsLabel,
  subCredits: accreditation.subCredits === null ? null : roundCredits(accreditation.subCredits),
  subCreditsLabel: accreditation.subCreditsLabel,
});

/** One of the caller's passed (or expired) courses that earned CE of its own; else NotFound. */
export async function passedUserCourse(userId: string, userCourseUuid: string, today: string) {
  const userCourse = await getUserCourse(userId, userCourseUuid);
  // A review's pass earns no CE of its own (shared/rules/entitlements.ts).
  if (!userCourse || userCourse.review || !credentialsAvailable(displayStatus(userCourse, today)))
    throw new NotFound('Course not found');
  return userCourse;
}

/** The accreditations whose certificates this pass gives: the learner's choice, or all of them. */
export const accreditationsOf = (userCourse: UserCourse): Accreditation[] =>
  chosenAccreditations(ceOfferingOf(userCourse.courseId)?.accreditations ?? [], userCourse.cme?.accreditationIds);

export async function listCmeCertificates(userId: string, userCourseUuid: string, today: string) {
  const userCourse = await passedUserCourse(userId, userCourseUuid, today);
  return { data: accreditationsOf(userCourse).map(certificateOf) };
}

export async function cmeCertificatePdf(
  userId: string,
  certificateId: string,
  userCourseUuid: string,
  today: string,
): Promise<Uint8Array> {
  const userCourse = await passedUserCourse(userId, userCourseUuid, today);
  const accreditation = accreditationsOf(userCourse).find((a) => a.id === certificateId);
  if (!accreditation) throw new NotFound('Certificate not found');
  if (!userCourse.cme?.completed) throw new Conflict(EVALUATION_NEEDED);
  const [user, course, company, licenses] = await Promise.all([
    getUserById(userId),
    requireCourse(userCourse.courseId),
    loadCompany(),
    listStateLicensesOf(userId),
  ]);
  const printed = licenses
    .filter((license) => accreditation.licenseProfessions.includes(license.professionId))
    .map(
      (license) =>
        `${license.stateId} ${professionById(license.professionId)?.licenseLabel ?? 'License'} ${license.license}`,
    );
  const certificate = certificateOf(accreditation);
  return renderCmeCertificate({
    certificateId: `${course.courseType}-${accreditation.id.toUpperCase()}-${userCourse.uuid.slice(0, 8).toUpperCase()}`,
    learnerName: [user!.firstName, user!.middleName, user!.lastName].filter(Boolean).join(' '),
    courseTitle: course.title,
    courseType: course.courseType,
    accreditationName: accreditation.name,
    accreditor: accreditation.accreditor,
    statement: accreditation.statement,
    creditsText: `${formatCredits(certificate.credits)} ${certificate.creditsLabel}`,
    subCreditsText:
      certificate.subCredits === null
        ? null
        : `${formatCredits(certificate.subCredits)} ${certificate.subCreditsLabel}`,
    completedOn: userCourse.passedOn ?? userCourse.passedAt!.slice(0, 10),
    licenses: printed,
    color: course.color,
    companyName: company.name,
  });
}

export async function cmeCredits(userId: string, today: string) {
  const [userCourses, catalog] = await Promise.all([listUserCoursesOfUser(userId), loadCatalog()]);
  const data = userCourses
    .filter((uc) => uc.cme?.completed && !uc.review && credentialsAvailable(displayStatus(uc, today)))
    .flatMap((uc) => {
      const accreditations = accreditationsOf(uc);
      if (accreditations.length === 0) return [];
      return [
        {
          userCourseUuid: uc.uuid,
          courseName: catalog.get(uc.courseId)?.title ?? uc.courseId,
          credits: roundCredits(Math.max(...accreditations.map((a) => a.credits))),
        },
      ];
    });
  return { totalCredits: roundCredits(data.reduce((sum, row) => sum + row.credits, 0)), data };
}
