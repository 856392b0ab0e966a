// Answers are saved as the learner clicks. The exam's progress on the user course is computed
// from the exam as this save wrote it (not from the copy read before), and recorded only if no
// later save has recorded a newer one: answers saved at once always end at the true count.
import { examProgress } from '@shared/rules/learning';
import { saveSelection } from '@functions/data/exams';
import { recordExamProgress } from '@functions/data/learning';
import { Conflict, Invalid, NotFound } from '@functions/lib/errors';
import { requireCourse } from '../catalog/catalog';
import { parseChildId } from '../learning/ids';
import { presentExam, presentQuestions } from '../learning/present-exam';
import { notFoundAs, requireUserCourse } from '../learning/user-course';
import { requireExam } from './exams';
import { EXAM_MESSAGES } from './messages';

export async function answerUserQuestion(userId: string, questionId: string, answerId: string, today: string) {
  const parsed = parseChildId(questionId);
  if (!parsed) throw new NotFound('Question not found');
  const { exam, userCourse } = await requireExam(userId, parsed.parentUuid).catch(notFoundAs('Question not found'));
  const question = exam.questions[parsed.index];
  if (!question) throw new NotFound('Question not found');
  if (!question.answers.some((a) => a.id === answerId))
    throw Invalid.field('selectedUserAnswerId', 'Please choose one of the answers of this question.');
  if (exam.status !== 'in_progress') throw new Conflict(EXAM_MESSAGES.alreadySubmitted);

  // Refused once scoring has been written: an answer is never stored without being scored.
  const saved = await saveSelection(userId, exam.uuid, parsed.index, answerId);
  if (!saved) throw new Conflict(EXAM_MESSAGES.alreadySubmitted);
  const answered = saved.questions.filter((q) => q.selectedAnswerId).length;
  const progress = examProgress(answered, saved.questions.length);
  // Only the current exam moves the course's progress; null means a newer save already did.
  const current =
    userCourse.userExamUuid === exam.uuid
      ? ((await recordExamProgress(userCourse, exam.uuid, progress, saved.version ?? 0)) ??
        (await requireUserCourse(userId, userCourse.uuid)))
      : userCourse;
  const course = await requireCourse(userCourse.courseId);
  return { userExam: presentExam(saved, current, course, today), userQuestion: presentQuestions(saved)[parsed.index]! };
}
