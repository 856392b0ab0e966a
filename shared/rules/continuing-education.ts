// Continuing education (CE/CME): what each course offers (accreditations with credit hours, the
// course evaluation and which personal details the accreditors need verified), the certificate
// routing of the spec's section 4, the three steps, credit rounding and the CME button rule.

export interface CmeEvaluationFlags {
  userVerificationRequired: boolean;
  verifyFirstName: boolean;
  verifyMiddleName: boolean;
  verifyLastName: boolean;
  verifyBirthDate: boolean;
  verifySsn: boolean;
  verifyDriversLicense: boolean;
  verifyAddress: boolean;
  verifyStateLicenses: boolean;
}

export type EvaluationQuestion =
  | { id: string; kind: 'rating'; prompt: string; required: boolean }
  | { id: string; kind: 'choice'; prompt: string; options: readonly string[]; required: boolean }
  | { id: string; kind: 'text'; prompt: string; required: boolean };

export interface Accreditation {
  id: string;
  /** Shown as the certificate's name and grouped by on the CE choice screen. */
  name: string;
  accreditor: string;
  statement: string;
  credits: number;
  creditsLabel: string;
  subCredits: number | null;
  subCreditsLabel: string | null;
  /** Professions whose license numbers the accreditor needs printed on the certificate. */
  licenseProfessions: readonly string[];
}

export interface CeOffering {
  evaluation: CmeEvaluationFlags & { id: string; questions: readonly EvaluationQuestion[] };
  accreditations: readonly Accreditation[];
}

const EVALUATION_QUESTIONS: readonly EvaluationQuestion[] = [
  { id: 'objectives', kind: 'rating', prompt: 'The course met its stated learning objectives.', required: true },
  { id: 'practice', kind: 'rating', prompt: 'The content is relevant to my clinical practice.', required: true },
  {
    id: 'bias',
    kind: 'choice',
    prompt: 'Was the content free of commercial bias?',
    options: ['Yes', 'No'],
    required: true,
  },
  {
    id: 'change',
    kind: 'text',
    prompt: 'What will you change in your practice as a result of this course?',
    required: false,
  },
];

const FULL_VERIFICATION: CmeEvaluationFlags = {
  userVerificationRequired: true,
  verifyFirstName: true,
  verifyMiddleName: false,
  verifyLastName: true,
  verifyBirthDate: true,
  verifySsn: false,
  verifyDriversLicense: true,
  verifyAddress: true,
  verifyStateLicenses: true,
};

const NURSING = (credits: number): Accreditation => ({
  id: 'ancc',
  name: 'Nursing Contact Hours',
  accreditor: 'Nursing Continuing Education Board (sample)',
  credits,
  creditsLabel: 'Contact Hours',
  subCredits: Math.round(credits * 0.25 * 100) / 100,
  subCreditsLabel: 'Pharmacology Hours',
  statement:
    'This activity is approved for nursing continuing professional development contact hours by the Nursing Continuing Education Board (sample accreditor).',
  licenseProfessions: ['rn', 'lpn', 'np'],
});
const EMS = (credits: number): Accreditation => ({
  id: 'capce',
  name: 'EMS Continuing Education',
  accreditor: 'Emergency Medical Services Education Commission (sample)',
  credits,
  creditsLabel: 'CEH',
  subCredits: null,
  subCreditsLabel: null,
  statement:
    'This continuing education activity is approved for EMS continuing education hours by the Emergency Medical Services Education Commission (sample accreditor).',
  licenseProfessions: ['paramedic', 'emt'],
});
const PHYSICIAN = (credits: number): Accreditation => ({
  id: 'cme',
  name: 'Physician CME',
  accreditor: 'Medical Education Accreditation Council (sample)',
  credits,
  creditsLabel: 'AMA PRA Category 1 Credits™ (sample)',
  subCredits: null,
  subCreditsLabel: null,
  statement:
    'The Medical Education Accreditation Council (sample accreditor) designates this enduring material for a maximum of the credits shown. Physicians should claim only the credit commensurate with the extent of their participation.',
  licenseProfessions: [],
});

/** A state board that accredits nursing hours itself: a second 'Nursing Contact Hours' certificate. */
const STATE_NURSING = (credits: number): Accreditation => ({
  id: 'state-nursing',
  name: 'Nursing Contact Hours',
  accreditor: 'State Board of Nursing (sample)',
  credits,
  creditsLabel: 'Contact Hours',
  subCredits: null,
  subCreditsLabel: null,
  statement:
    'This activity is approved for nursing contact hours by the State Board of Nursing (sample accreditor), for licensees of that state.',
  licenseProfessions: ['rn', 'lpn', 'np'],
});

/** What each course offers; courses not listed (NRP, CPR) carry no CE. */
export const CE_OFFERINGS: Readonly<Record<string, CeOffering>> = {
  acls: {
    evaluation: { id: 'eval-acls', ...FULL_VERIFICATION, questions: EVALUATION_QUESTIONS },
    accreditations: [NURSING(8), STATE_NURSING(8), EMS(8), PHYSICIAN(8)],
  },
  pals: {
    evaluation: { id: 'eval-pals', ...FULL_VERIFICATION, questions: EVALUATION_QUESTIONS },
    accreditations: [NURSING(8), EMS(7.5)],
  },
  bls: {
    evaluation: {
      id: 'eval-bls',
      ...FULL_VERIFICATION,
      verifyBirthDate: false,
      verifyAddress: false,
      questions: EVALUATION_QUESTIONS,
    },
    accreditations: [NURSING(4), EMS(3.75)],
  },
};

export const ceOfferingOf = (courseId: string): CeOffering | null => CE_OFFERINGS[courseId] ?? null;

/** A course that gives CE certificates (accreditations): only these report to boards. */
export const offersCe = (courseId: string): boolean => (ceOfferingOf(courseId)?.accreditations.length ?? 0) > 0;

/** The CE choice screen: accreditations grouped by name, groups and members in the offering's order. */
export function groupByName<T extends { name: string }>(items: readonly T[]): { name: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.name, [...(groups.get(item.name) ?? []), item]);
  return [...groups].map(([name, members]) => ({ name, items: members }));
}

/** The certificates a learner gets: the ones they chose, or every one until they have chosen. */
export function chosenAccreditations<T extends { id: string }>(
  offered: readonly T[],
  chosenIds: readonly string[] | null | undefined,
): T[] {
  return chosenIds ? offered.filter((item) => chosenIds.includes(item.id)) : [...offered];
}

/**
 * The certificates offered since the learner chose (the course gained an accreditation after the
 * choice): neither chosen nor declined, so the learner is asked again, never given one unasked. None
 * before a choice (every certificate is given then). None either for a choice stored without the
 * offering it was made from (`offeredAtChoice` absent: saved before it was kept, when the offering was
 * the current one; the migration 2026-11-28-ce-choice-offerings records it on every open choice): what
 * it left out the learner declined.
 */
export function offeredSinceChoice<T extends { id: string }>(
  offered: readonly T[],
  chosenIds: readonly string[] | null | undefined,
  offeredAtChoice: readonly string[] | null | undefined,
): T[] {
  if (!chosenIds || !offeredAtChoice) return [];
  return offered.filter((item) => !offeredAtChoice.includes(item.id));
}

export const CE_CHOICE_MESSAGES = {
  required: 'Choose at least one certificate.',
  unknown: 'This certificate is not offered for this course.',
  locked: 'Your certificates were issued when you submitted the evaluation.',
  saved: 'Your certificate choice has been saved.',
  /** The evaluation refused while a certificate offered since the choice waits for the learner's answer. */
  newOffered:
    'A certificate was added to this course since you chose yours. Review your certificate choice, then submit the evaluation.',
  /** Above the choice screen when it opens again for such a certificate. */
  newOfferedHint: 'New since you chose: tick it if you want this certificate too, then save your choice.',
} as const;

/** The spec: CE credits rounded to 2 decimals. */
export const roundCredits = (credits: number): number => Math.round((credits + Number.EPSILON) * 100) / 100;
export const formatCredits = (credits: number): string => roundCredits(credits).toFixed(2);

export interface SubmissionState {
  completed: boolean;
  userInformationVerified: boolean;
}

export type CertificateStep = 'verify-information' | 'cme-evaluation' | 'cme';

/**
 * Section 4: no evaluation, or a completed submission, goes to cme; an evaluation without a
 * submission goes to verify-information when user verification is required, else cme-evaluation;
 * with a submission, to cme-evaluation once the information is verified, else verify-information.
 */
export function certificateStep(
  evaluation: { userVerificationRequired: boolean } | null,
  submission: SubmissionState | null,
): CertificateStep {
  if (!evaluation || submission?.completed) return 'cme';
  if (!submission) return evaluation.userVerificationRequired ? 'verify-information' : 'cme-evaluation';
  return submission.userInformationVerified ? 'cme-evaluation' : 'verify-information';
}

/** The three steps (0 confirm info, 1 evaluation and submit, 2 complete). */
export const CERTIFICATE_STEPS: readonly { step: CertificateStep; label: string }[] = [
  { step: 'verify-information', label: 'Confirm Required Info' },
  { step: 'cme-evaluation', label: 'Review & Submit' },
  { step: 'cme', label: 'Download Certificates' },
];
export const stepIndex = (step: CertificateStep): number => CERTIFICATE_STEPS.findIndex((s) => s.step === step);
export const CERTIFICATE_PROCESS_CHIP = '2-3 minutes';

export const CME_HINTS = {
  noCredit: 'This course does not offer CE credit.',
  evaluationNeeded: 'Complete the course evaluation to download your CE certificate.',
} as const;

/** The CME certificate button: only with certificates and a submitted evaluation, else disabled with a hint. */
export function cmeButton(
  cmeCertificatesCount: number,
  submission: SubmissionState | null,
): { enabled: boolean; hint: string | null } {
  if (cmeCertificatesCount <= 0) return { enabled: false, hint: CME_HINTS.noCredit };
  if (!submission?.completed) return { enabled: false, hint: CME_HINTS.evaluationNeeded };
  return { enabled: true, hint: null };
}
