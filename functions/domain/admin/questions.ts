// Questions of a bank. Exams copy the questions they draw (functions/domain/learning/draw-exam.ts),
// so a change here reaches future exams only: an exam in progress or a scored review keeps its copy.
import { randomBytes } from 'node:crypto';
import type { Question, QuestionRow } from '@shared/contracts/admin';
import type { PageQuery } from '@shared/contracts/envelope';
import { correctAnswerId, markCorrect, renumber } from '@shared/rules/answers';
import { href, paths } from '@shared/paths';
import * as questionBanksData from '@functions/data/question-banks';
import { optimistic, RETRY } from '@functions/data/writes';
import { Invalid, NotFound } from '@functions/lib/errors';
import { successToast } from '@functions/lib/toasts';
import { ADMIN_MESSAGES, DISABLED_MESSAGE, NO_CORRECT_ANSWER_MESSAGE, NOT_AN_ANSWER_MESSAGE } from './messages';
import { getQuestionBank } from './question-banks';

/** A UUID version 7 (RFC 9562: milliseconds first), so a bank lists its questions in the order they were added. */
export function timeOrderedUuid(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What keeps exams from drawing a question (the rule draw-exam applies), by field. */
export function questionErrors(
  question: Pick<questionBanksData.StoredQuestion, 'enabled' | 'answers'>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!question.enabled) errors.enabled = [DISABLED_MESSAGE];
  if (!correctAnswerId(question.answers)) errors.correctAnswerId = [NO_CORRECT_ANSWER_MESSAGE];
  return errors;
}

export const presentQuestion = (question: questionBanksData.StoredQuestion): Question => ({
  id: question.id,
  content: question.content,
  enabled: question.enabled,
  correctAnswerId: correctAnswerId(question.answers),
  questionBankId: question.bankId,
  errors: questionErrors(question),
});

const presentRow = (
  question: Pick<questionBanksData.StoredQuestion, 'id' | 'content' | 'enabled' | 'answers'>,
): QuestionRow => ({
  id: question.id,
  content: question.content,
  enabled: question.enabled,
  correctAnswerId: correctAnswerId(question.answers),
});

/** A question by id (through its ref item), or NotFound. */
export async function findQuestion(questionId: string): Promise<questionBanksData.StoredQuestion> {
  const bankId = await questionBanksData.getQuestionBankIdOf(questionId);
  const question = bankId ? await questionBanksData.getQuestion(bankId, questionId) : null;
  if (!question) throw new NotFound('Question not found');
  return question;
}

/**
 * One page of a bank's questions. Without a search: one Query for the page, the bank's count as the
 * total. With one: the bank's ids and contents (a few hundred at most) filtered, then the page cut.
 */
export async function listQuestions(query: PageQuery & { questionBankId: string; search?: string }) {
  const bank = await getQuestionBank(query.questionBankId);
  const needle = query.search?.trim().toLowerCase();
  if (!needle) {
    const page = await questionBanksData.listQuestionsPage(bank.id, query, bank.questionCount);
    return { data: page.items.map(presentRow), pagination: page.pagination };
  }
  if (query.cursor) throw Invalid.field('cursor', 'is invalid');
  const matches = (await questionBanksData.listQuestionSummaries(bank.id)).filter((question) =>
    question.content.toLowerCase().includes(needle),
  );
  const start = (query.page - 1) * query.perPage;
  return {
    data: matches.slice(start, start + query.perPage).map(presentRow),
    pagination: {
      page: query.page,
      perPage: query.perPage,
      totalPages: Math.ceil(matches.length / query.perPage),
      totalEntries: matches.length,
      cursor: null,
    },
  };
}

/** Adds an enabled question without answers to a bank. */
export async function createQuestion(input: { content: string; questionBankId: string }) {
  // Only a missing bank is the caller's mistake; any other failure (throttling, access) stays a logged 500.
  const bank = await getQuestionBank(input.questionBankId).catch((error: unknown) => {
    throw error instanceof NotFound ? Invalid.field('questionBankId', 'Question bank not found') : error;
  });
  const question: questionBanksData.StoredQuestion = {
    id: timeOrderedUuid(),
    bankId: bank.id,
    content: input.content,
    enabled: true,
    answers: [],
    version: 0,
  };
  if (!(await questionBanksData.createQuestion(question)))
    throw Invalid.field('questionBankId', 'Question bank not found');
  return { question: presentQuestion(question), toaster: successToast(ADMIN_MESSAGES.questionAdded) };
}

export const getQuestion = async (questionId: string): Promise<Question> =>
  presentQuestion(await findQuestion(questionId));

/**
 * Autosave: content and/or the enabled flag, written as sent (the last save wins). The spec's
 * `correctAnswerId` marks that answer the only correct one (null: none), checked against the
 * question's answers first, so a refused id changes nothing.
 */
export async function updateQuestion(
  questionId: string,
  fields: { content?: string; enabled?: boolean; correctAnswerId?: string | null },
): Promise<Question> {
  const { correctAnswerId: correct, ...rest } = fields;
  let question = correct === undefined ? await findQuestion(questionId) : await markCorrectAnswer(questionId, correct);
  if (rest.content !== undefined || rest.enabled !== undefined) {
    const written = await questionBanksData.updateQuestionFields(question.bankId, questionId, rest);
    if (!written) throw new NotFound('Question not found');
    question = written;
  }
  return presentQuestion(question);
}

/** The answers with `answerId` the one correct answer (null: none), written on the version read, again if another write won. */
function markCorrectAnswer(questionId: string, answerId: string | null): Promise<questionBanksData.StoredQuestion> {
  return optimistic({
    read: () => findQuestion(questionId),
    write: async (question) => {
      if (answerId !== null && !question.answers.some((answer) => answer.id === answerId))
        throw Invalid.field('correctAnswerId', NOT_AN_ANSWER_MESSAGE);
      const answers =
        answerId === null
          ? renumber(question.answers).map((answer) => ({ ...answer, correct: false }))
          : markCorrect(question.answers, answerId);
      return (await questionBanksData.writeAnswers(question, answers)) ?? RETRY;
    },
    conflict: 'The question is being changed by someone else. Please try again.',
  });
}

export async function deleteQuestion(questionId: string) {
  const question = await findQuestion(questionId);
  if (!(await questionBanksData.deleteQuestion(question))) throw new NotFound('Question not found');
  return {
    questionBankId: question.bankId,
    toaster: successToast(ADMIN_MESSAGES.questionDeleted),
    redirect: href(paths.adminQuestionBank, { questionBankId: question.bankId }),
  };
}
