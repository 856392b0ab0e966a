// A question's answers. Every change reads the question, applies a rule of shared/rules/answers.ts
// to the whole list and writes it back only if the question is still at the version read; a lost
// race reads again and reapplies the change. So concurrent edits never leave two correct answers
// or two answers at one position, and each request's own change is kept.
import type * as contracts from '@shared/contracts/admin';
import { markCorrect, moveAnswer, removeAnswer, renumber } from '@shared/rules/answers';
import type { Answer } from '@functions/data/catalog';
import { writeAnswers, type StoredQuestion } from '@functions/data/question-banks';
import { optimistic, RETRY } from '@functions/data/writes';
import { Invalid, NotFound } from '@functions/lib/errors';
import { successToast } from '@functions/lib/toasts';
import { ADMIN_MESSAGES } from './messages';
import { findQuestion } from './questions';

/** `<questionId>-a<n>`: an answer id names its question, so one lookup finds both. */
export const answerIdOf = (questionId: string, n: number) => `${questionId}-a${n}`;

export function parseAnswerId(answerId: string): { questionId: string; n: number } | null {
  const match = /^(.+)-a(\d{1,6})$/.exec(answerId);
  return match ? { questionId: match[1]!, n: Number(match[2]) } : null;
}

const presentAnswers = (question: StoredQuestion): contracts.Answer[] =>
  renumber(question.answers).map((answer) => ({
    id: answer.id,
    content: answer.content,
    correct: answer.correct,
    order: answer.order,
    questionId: question.id,
  }));

/** The number the next answer of a question takes (seeded questions have none stored: after the highest id). */
const nextAnswerNumber = (question: StoredQuestion) =>
  question.answerSeq ?? Math.max(0, ...question.answers.map((answer) => parseAnswerId(answer.id)?.n ?? 0)) + 1;

/** Applies `change` to the question's answers as last written, retrying when another write wins. */
async function changeAnswers(
  questionId: string,
  change: (question: StoredQuestion) => { answers: Answer[]; answerSeq?: number },
): Promise<StoredQuestion> {
  return optimistic({
    read: () => findQuestion(questionId),
    write: async (question) => {
      const next = change(question);
      return (await writeAnswers(question, next.answers, next.answerSeq)) ?? RETRY;
    },
    conflict: 'The question is being changed by someone else. Please try again.',
  });
}

async function questionOfAnswer(answerId: string): Promise<string> {
  const parsed = parseAnswerId(answerId);
  if (!parsed) throw new NotFound('Answer not found');
  return parsed.questionId;
}

const requireAnswer = (question: StoredQuestion, answerId: string) => {
  if (!question.answers.some((answer) => answer.id === answerId)) throw new NotFound('Answer not found');
};

export async function listAnswers(questionId: string) {
  return { data: presentAnswers(await findQuestion(questionId)) };
}

/** Adds an answer at the end (not correct: the admin marks the correct one). */
export async function createAnswer(input: { content: string; questionId: string }) {
  let id = '';
  const written = await changeAnswers(input.questionId, (question) => {
    const n = nextAnswerNumber(question);
    id = answerIdOf(question.id, n);
    return {
      answers: [
        ...renumber(question.answers),
        { id, content: input.content, correct: false, order: question.answers.length + 1 },
      ],
      answerSeq: n + 1,
    };
  }).catch((error: unknown) => {
    if (error instanceof NotFound) throw Invalid.field('questionId', 'Question not found');
    throw error;
  });
  const answers = presentAnswers(written);
  return {
    answer: answers.find((answer) => answer.id === id)!,
    answers,
    toaster: successToast(ADMIN_MESSAGES.answerAdded),
  };
}

/** Content, position (`order`, 1 = first) and/or "this is the correct one", in one write. */
export async function updateAnswer(answerId: string, fields: { content?: string; order?: number; correct?: true }) {
  const written = await changeAnswers(await questionOfAnswer(answerId), (question) => {
    requireAnswer(question, answerId);
    let answers = question.answers.map((answer) =>
      answer.id === answerId && fields.content !== undefined ? { ...answer, content: fields.content } : answer,
    );
    if (fields.correct) answers = markCorrect(answers, answerId);
    answers = fields.order === undefined ? renumber(answers) : moveAnswer(answers, answerId, fields.order);
    return { answers };
  });
  const answers = presentAnswers(written);
  return { answer: answers.find((answer) => answer.id === answerId)!, answers };
}

export async function deleteAnswer(answerId: string) {
  const written = await changeAnswers(await questionOfAnswer(answerId), (question) => {
    requireAnswer(question, answerId);
    return { answers: removeAnswer(question.answers, answerId) };
  });
  return { answers: presentAnswers(written) };
}
