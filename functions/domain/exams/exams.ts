// Taking an exam: answers saved on selection, scoring, retakes and auto-renewal.
import { randomInt, randomUUID } from 'node:crypto';
import type { Toaster } from '../../../shared/contracts/contract';
import { renewalDate } from '../../../shared/rules/certification';
import { toIsoDate } from '../../../shared/rules/dates';
import { scoreExam, SUBMIT_LOCKED_TOOLTIP } from '../../../shared/rules/learning';
import { examScoring, getUserExam, saveSelection, userExamPut, type UserExam } from '../../data/exams';
import { transact, userCourseUpdate, type UserCourse } from '../../data/learning';
import { providerCardPut } from '../../data/provider-cards';
import type { User } from '../../data/users';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { requireCourse } from '../catalog/catalog';
import { parseChildId } from '../learning/ids';
import { requireUserCourse } from '../learning/user-courses';
import { drawExam } from './draw-exam';
import { presentExam, presentQuestions } from './present-exam';

export async function requireExam(userId: string, uuid: string): Promise<{ exam: UserExam; userCourse: UserCourse }> {
  const exam = await getUserExam(userId, uuid);
  if (!exam) throw new NotFound('Exam not found');
  return { exam, userCourse: await requireUserCourse(userId, exam.userCourseUuid) };
}

export async function examView(userId: string, uuid: string, today: string) {
  const { exam, userCourse } = await requireExam(userId, uuid);
  const course = await requireCourse(userCourse.courseId);
  return { exam, userCourse, course, view: presentExam(exam, userCourse, course, today) };
}

export async function questionsOf(userId: string, uuid: string, today: string) {
  const { exam, view } = await examView(userId, uuid, today);
  return { data: presentQuestions(exam), userExam: view };
}

export async function answerQuestion(userId: string, questionId: string, answerId: string, today: string) {
  const parsed = parseChildId(questionId);
  if (!parsed) throw new NotFound('Question not found');
  const { exam, userCourse } = await requireExam(userId, parsed.parentUuid).catch(() => {
    throw new NotFound('Question not found');
  });
  const question = exam.questions[parsed.index];
  if (!question) throw new NotFound('Question not found');
  if (!question.answers.some((a) => a.id === answerId)) throw Invalid.field('selectedUserAnswerId', 'Please choose one of the answers of this question.');
  if (exam.status !== 'in_progress' || !(await saveSelection(userId, exam.uuid, parsed.index, answerId))) throw new Conflict('This exam has already been submitted.');

  question.selectedAnswerId = answerId;
  const answered = exam.questions.filter((q) => q.selectedAnswerId).length;
  const examProgress = Math.round((answered / exam.questions.length) * 100);
  // Progress on the user course feeds the exam button; only the current exam moves it.
  if (userCourse.userExamUuid === exam.uuid) await transact([userCourseUpdate(userId, userCourse.uuid, { examProgress })]);
  const course = await requireCourse(userCourse.courseId);
  return { userExam: presentExam(exam, { ...userCourse, examProgress }, course, today), userQuestion: presentQuestions(exam)[parsed.index]! };
}

function newCardId(courseType: string, year: string): string {
  return `${courseType}-${year}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** Scores the exam once: passing needs correct answers >= question count x passing score. */
export async function submitExam(user: User, uuid: string, now = new Date()) {
  const { exam, userCourse } = await requireExam(user.id, uuid);
  if (exam.status !== 'in_progress') throw new Conflict('This exam has already been submitted.');
  if (exam.questions.some((q) => !q.selectedAnswerId)) throw Invalid.field('base', SUBMIT_LOCKED_TOOLTIP);
  const course = await requireCourse(userCourse.courseId);
  const correct = exam.questions.filter((q) => q.answers.find((a) => a.correct)?.id === q.selectedAnswerId).length;
  const { score, passed } = scoreExam(exam.questions.length, correct, exam.passingScore);
  const at = now.toISOString();
  const today = toIsoDate(now);

  let updated: UserCourse;
  const writes = [examScoring(user.id, exam.uuid, passed ? 'passed' : 'failed', score, at)];
  if (passed) {
    const expiresOn = renewalDate(today);
    const cardId = newCardId(course.courseType, today.slice(0, 4));
    updated = { ...userCourse, status: 'passed', scoredAt: at, passedAt: at, passedOn: today, issuedOn: today, expirationDate: expiresOn, providerCardId: cardId, examProgress: 100 };
    writes.push(
      userCourseUpdate(user.id, userCourse.uuid, { status: 'passed', scoredAt: at, passedAt: at, passedOn: today, issuedOn: today, expirationDate: expiresOn, providerCardId: cardId, examProgress: 100 }),
      providerCardPut({ id: cardId, userId: user.id, userCourseUuid: userCourse.uuid, courseName: course.title, holderFirstName: user.firstName, holderLastName: user.lastName, issuedOn: today, expiresOn }),
    );
  } else {
    updated = { ...userCourse, status: 'failed', scoredAt: at };
    writes.push(userCourseUpdate(user.id, userCourse.uuid, { status: 'failed', scoredAt: at }));
  }
  try {
    await transact(writes);
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') throw new Conflict('This exam has already been submitted.');
    throw error;
  }
  const scored: UserExam = { ...exam, status: passed ? 'passed' : 'failed', score, scoredAt: at };
  const toaster: Toaster = passed ? { type: 'success', message: `Congratulations! You passed with ${score}%.` } : { type: 'info', message: `You scored ${score}%. Review your answers and retake the exam when you are ready.` };
  return { userExam: presentExam(scored, updated, course, today), redirect: `/exams/${exam.uuid}/${passed ? 'passed' : 'failed'}`, toaster };
}

/** After a failed attempt: a fresh in-progress exam with newly drawn questions. Unlimited. */
export async function retakeExam(userId: string, uuid: string, now = new Date()) {
  const { exam, userCourse } = await requireExam(userId, uuid);
  if (exam.status !== 'failed' || userCourse.userExamUuid !== exam.uuid) throw new Conflict('Only the latest failed exam can be retaken.');
  const course = await requireCourse(userCourse.courseId);
  const next = await drawExam({ userId, userCourseUuid: userCourse.uuid, course, attempt: exam.attempt + 1, uuid: randomUUID(), now });
  try {
    await transact([
      userExamPut(next),
      userCourseUpdate(userId, userCourse.uuid, { status: 'in_progress', userExamUuid: next.uuid, examProgress: 0, scoredAt: null }, { expression: 'userExamUuid = :old', values: { ':old': exam.uuid } }),
    ]);
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') throw new Conflict('This exam has already been retaken.');
    throw error;
  }
  const updated: UserCourse = { ...userCourse, status: 'in_progress', userExamUuid: next.uuid, examProgress: 0, scoredAt: null };
  return { userExam: presentExam(next, updated, course, toIsoDate(now)), redirect: `/exams/${next.uuid}/in_progress` };
}

export const AUTO_RENEW_ENABLED = 'Auto Renewal for this course has been enabled. You can update this in your billing preferences.';

export async function setAutoRenew(userId: string, uuid: string, autoRenew: boolean, today: string) {
  const { exam, userCourse } = await requireExam(userId, uuid);
  if (exam.status !== 'passed' || userCourse.userExamUuid !== exam.uuid) throw new Conflict('Auto-renewal is available once you pass the exam.');
  await transact([userCourseUpdate(userId, userCourse.uuid, { autoRenew })]);
  const course = await requireCourse(userCourse.courseId);
  const toaster: Toaster | undefined = autoRenew ? { type: 'success', message: AUTO_RENEW_ENABLED } : undefined;
  return { userExam: presentExam(exam, { ...userCourse, autoRenew }, course, today), toaster };
}
