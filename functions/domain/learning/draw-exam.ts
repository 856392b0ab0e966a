// A new attempt: questions drawn at random from the course's question bank. The exam of a user
// course's nth attempt always has the same uuid, so two concurrent draws create one exam (its
// put is conditional) and a draw lost to a crash can be made again.
import { createHash, randomInt } from 'node:crypto';
import { listQuestionsOfBank, type Course } from '@functions/data/catalog';
import type { UserExam } from '@functions/data/exams';

export function sample<T>(items: T[], count: number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/** A uuid (version 8: name-based) fixed by the user course and the attempt number. */
export function examUuidFor(userCourseUuid: string, attempt: number): string {
  const hex = createHash('sha256').update(`user-exam:${userCourseUuid}:${attempt}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function drawExam(input: {
  userId: string;
  userCourseUuid: string;
  course: Course;
  attempt: number;
  now: Date;
}): Promise<UserExam> {
  const questions = (await listQuestionsOfBank(input.course.questionBankId)).filter(
    (q) => q.enabled && q.answers.some((a) => a.correct),
  );
  if (questions.length === 0) throw new Error(`Question bank ${input.course.questionBankId} has no usable questions`);
  return {
    uuid: examUuidFor(input.userCourseUuid, input.attempt),
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
      answers: [...q.answers]
        .sort((a, b) => a.order - b.order)
        .map((a) => ({ id: a.id, content: a.content, correct: a.correct })),
      selectedAnswerId: null,
    })),
    createdAt: input.now.toISOString(),
    scoredAt: null,
    version: 0,
  };
}
