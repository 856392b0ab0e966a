// What the learner sees and may do on courses, sections and exams.

export type CourseStatus = 'in_progress' | 'passed' | 'failed' | 'expired';

/** Statuses are shown uppercase with underscores as spaces: in_progress -> IN PROGRESS. */
export const statusLabel = (status: string): string => status.replace(/_/g, ' ').toUpperCase();

export type CourseAction = 'start' | 'resume' | 'retake';

/** No latest user course: Start Class; latest not passed: Resume Class; passed: Retake Class. */
export function courseAction(latest: { passedAt: string | null } | null): CourseAction {
  if (!latest) return 'start';
  return latest.passedAt ? 'retake' : 'resume';
}

export const COURSE_ACTION_LABELS: Record<CourseAction, string> = {
  start: 'Start Class',
  resume: 'Resume Class',
  retake: 'Retake Class',
};

export const EXAM_LOCKED_TOOLTIP = 'Please complete each course section before starting the exam.';
export const EXAM_LOCKED_TOOLTIP_PLAYER =
  'You are unable to start your exam until you have completed each course section.';
export const SUBMIT_LOCKED_TOOLTIP = 'You are unable to submit your exam until all questions have been answered.';

export type ExamButtonLabel = 'Launch Exam' | 'Continue Exam' | 'Review Exam';

/**
 * Launch Exam when progress is 0 and not scored; Continue Exam when progress is under 100 or
 * not scored; else Review Exam. Enabled only when every section is complete (canStart).
 */
export function examButton(input: { examProgress: number; scoredAt: string | null; canStart: boolean }): {
  label: ExamButtonLabel;
  enabled: boolean;
} {
  const label: ExamButtonLabel =
    input.examProgress === 0 && !input.scoredAt
      ? 'Launch Exam'
      : input.examProgress < 100 || !input.scoredAt
        ? 'Continue Exam'
        : 'Review Exam';
  return { label, enabled: input.canStart };
}

export type SectionButtonLabel =
  | 'Back To Index'
  | 'Complete Section'
  | 'Next Section'
  | 'Complete Section!'
  | 'Launch Exam';

/** The one button under a section, by completion, next section and last-incomplete status. */
export function sectionButton(input: {
  completedAt: string | null;
  nextUuid: string | null;
  lastIncompleteSection: boolean;
  allComplete: boolean;
}): SectionButtonLabel {
  if (!input.completedAt) return input.lastIncompleteSection ? 'Complete Section!' : 'Complete Section';
  if (input.nextUuid) return 'Next Section';
  return input.allComplete ? 'Launch Exam' : 'Back To Index';
}

/** Required correct answers = question count x passing score (a percentage), rounded up. */
export const requiredCorrect = (questionCount: number, passingScorePercent: number): number =>
  Math.ceil((questionCount * passingScorePercent) / 100);

export function scoreExam(
  questionCount: number,
  correctCount: number,
  passingScorePercent: number,
): { score: number; passed: boolean } {
  const score = questionCount === 0 ? 0 : Math.round((correctCount / questionCount) * 100);
  return { score, passed: questionCount > 0 && correctCount >= requiredCorrect(questionCount, passingScorePercent) };
}

/** Exams can be un-enrolled only while in progress. */
export const canUnenroll = (examStatus: string): boolean => examStatus === 'in_progress';

/** Certificates and provider cards are available only when passed or expired. */
export const credentialsAvailable = (status: string): boolean => status === 'passed' || status === 'expired';

/** Progress through sections, 0-100. */
export const sectionProgress = (completed: number, total: number): number =>
  total === 0 ? 0 : Math.round((completed / total) * 100);

/** Answered share of an exam's questions, 0-100, rounded down: 100 (the exam button's 'done') only when all are answered. */
export const examProgress = (answered: number, questionCount: number): number =>
  questionCount === 0 ? 0 : Math.floor((answered / questionCount) * 100);

/** Passed courses whose certification has lapsed (expiry before the learner's today) read as expired. */
export function displayStatus(
  course: { status: 'in_progress' | 'passed' | 'failed'; expirationDate: string | null },
  today: string,
): CourseStatus {
  if (course.status === 'passed' && course.expirationDate && course.expirationDate < today) return 'expired';
  return course.status;
}

/**
 * Subscription cards: certify only when the user has no courses of it; recertify only when the
 * user has courses and none of them is unpassed.
 */
export function subscriptionCards(userCourses: { passedAt: string | null }[]): {
  certify: boolean;
  recertify: boolean;
} {
  return {
    certify: userCourses.length === 0,
    recertify: userCourses.length > 0 && userCourses.every((c) => c.passedAt),
  };
}

/** Enrolling creates a user course when there is none or the latest is passed; otherwise the existing one opens. */
export function enrollmentOutcome(latest: { passedAt: string | null } | null): 'create' | 'open-existing' {
  return !latest || latest.passedAt ? 'create' : 'open-existing';
}
