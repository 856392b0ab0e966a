// Exams and their questions as the client sees them. Which answer is right is shown only for a
// passed exam (the spec: passed and expired show a review); a failed attempt gets its score and how
// many were right, never the key, or retakes would harvest the bank.
import type * as contracts from '@shared/contracts/exams';
import { displayStatus, requiredCorrect } from '@shared/rules/learning';
import type { Course } from '@functions/data/catalog';
import type { UserExam } from '@functions/data/exams';
import type { UserCourse } from '@functions/data/learning';
import { ceOfferingOf } from '@shared/rules/continuing-education';
import { blankProviderCardUrl } from '../catalog/blank-provider-card';
import { childId } from './ids';
import { cmeSubmissionOf } from './present-user-course';

export function presentExam(exam: UserExam, userCourse: UserCourse, course: Course, today: string): contracts.UserExam {
  const answered = exam.questions.filter((q) => q.selectedAnswerId).length;
  const isCurrent = userCourse.userExamUuid === exam.uuid;
  const passed = exam.status === 'passed';
  const status = passed && isCurrent ? displayStatus(userCourse, today) : exam.status;
  const evaluation = ceOfferingOf(course.id)?.evaluation ?? null;
  return {
    id: exam.uuid,
    uuid: exam.uuid,
    status,
    score: exam.score,
    correctCount: exam.status === 'in_progress' ? null : correctCountOf(exam),
    passingScore: exam.passingScore,
    questionCount: exam.questions.length,
    answeredCount: answered,
    requiredCorrect: requiredCorrect(exam.questions.length, exam.passingScore),
    canSubmit: exam.status === 'in_progress' && answered === exam.questions.length,
    manuallyConfirmed: userCourse.manuallyConfirmed,
    canAutoRenew: passed && isCurrent && status === 'passed' && !userCourse.review,
    autoRenew: userCourse.autoRenew,
    flexExpireAvailable: passed && isCurrent && !userCourse.manuallyConfirmed,
    employerNotified: isCurrent && Boolean(userCourse.employerNotifiedAt),
    mailRequestAt: isCurrent ? (userCourse.mailRequestAt ?? null) : null,
    courseBlankProviderCard: { url: blankProviderCardUrl(course.id) },
    name: course.title,
    courseType: course.courseType,
    examType: userCourse.examType,
    userCourseUuid: userCourse.uuid,
    courseId: course.id,
    passedAt: passed ? userCourse.passedAt : null,
    scoredAt: exam.scoredAt,
    providerCardId: passed && isCurrent ? userCourse.providerCardId : null,
    review: isCurrent && userCourse.review === true,
    cmeEvaluation: evaluation && {
      ...evaluation,
      typeformId: null,
      questions: evaluation.questions.map((q) => ({ ...q, options: 'options' in q ? [...q.options] : undefined })),
    },
    cmeEvaluationSubmission: isCurrent ? cmeSubmissionOf(userCourse) : null,
  };
}

export const correctCountOf = (exam: UserExam): number =>
  exam.questions.filter((q) => q.answers.find((a) => a.correct)?.id === q.selectedAnswerId).length;

/** Whether an exam's replies may carry the answer key: only once passed (expired is a passed exam). */
export const revealsAnswerKey = (exam: Pick<UserExam, 'status'>): boolean => exam.status === 'passed';

export function presentQuestions(exam: UserExam): contracts.UserQuestion[] {
  const scored = revealsAnswerKey(exam);
  return exam.questions.map((question, index) => {
    const correctAnswer = question.answers.find((a) => a.correct);
    return {
      id: childId(exam.uuid, index),
      position: index + 1,
      content: question.content,
      selectedUserAnswerId: question.selectedAnswerId,
      correctAnswer: scored ? (correctAnswer?.content ?? null) : null,
      correct: scored ? question.selectedAnswerId === correctAnswer?.id : null,
      userAnswers: question.answers.map((a) => ({ id: a.id, content: a.content, correct: scored ? a.correct : null })),
    };
  });
}
