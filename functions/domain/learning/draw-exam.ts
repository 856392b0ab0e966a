// A new attempt: questions drawn at random from the course's question bank.
import { randomInt } from 'node:crypto';
import { listQuestionsOfBank, type Course } from '../../data/catalog';
import type { UserExam } from '../../data/exams';

export function sample<T>(items: T[], count: number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

export async function drawExam(input: { userId: string; userCourseUuid: string; course: Course; attempt: number; uuid: string; now: Date }): Promise<UserExam> {
  const questions = (await listQuestionsOfBank(input.course.questionBankId)).filter((q) => q.enabled && q.answers.some((a) => a.correct));
  if (questions.length === 0) throw new Error(`Question bank ${input.course.questionBankId} has no usable questions`);
  return {
    uuid: input.uuid,
    userId: input.userId,
    userCourseUuid: input.userCourseUuid,
    courseId: input.course.id,
    attempt: input.attempt,
    status: 'in_progress',
    score: null,
    passingScore: input.course.passingScore,
    questions: sample(questions, input.course.questionsPerExam).map((q) => ({
      questionId: q.id,
      content: q.content,
      answers: [...q.answers].sort((a, b) => a.order - b.order).map((a) => ({ id: a.id, content: a.content, correct: a.correct })),
      selectedAnswerId: null,
    })),
    createdAt: input.now.toISOString(),
    scoredAt: null,
  };
}
