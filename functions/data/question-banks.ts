// The content admin's question banks, questions and their answers. A question holds its answers
// inline (exams copy them when drawn) and a `version`: every answer write replaces the whole list
// conditioned on the version it read, so "one correct answer" and "orders 1..n" hold under races.
// Each question has a ref item (`QUESTION#<id>`) naming its bank, so calls that name only the
// question (or one of its answers) find it with one strongly consistent GetItem.
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { questionFields, questionItem, type Answer, type Question } from './catalog';
import { itemSchema, parseItem } from './items';
import * as keys from './keys';
import { db, queryAll, queryPage, tableName, type Page, type PageRequest } from './table';
import { isConditionalCheckFailure, optimistic, transact, versionCheck } from './writes';

export interface QuestionBank {
  id: string;
  name: string;
  questionCount: number;
}

/** A question as stored, with its optimistic-concurrency version (0 for items written without one). */
export interface StoredQuestion extends Question {
  version: number;
  /** The number the next new answer takes (`<questionId>-a<n>`); absent on seeded questions. */
  answerSeq?: number;
}

export const questionRefItem = (question: { id: string; bankId: string }) => ({
  ...keys.questionRef(question.id),
  type: 'QuestionRef',
  questionId: question.id,
  bankId: question.bankId,
});

const bankSchema = /* @__PURE__ */ itemSchema('QuestionBank', () =>
  z.looseObject({ id: z.string(), name: z.string(), questionCount: z.optional(z.number()) }),
);
// Questions written before versions (and the seed's, before their first new answer) have neither.
const storedQuestionSchema = /* @__PURE__ */ itemSchema('Question', () =>
  z.looseObject({ ...questionFields(), version: z.optional(z.number()), answerSeq: z.optional(z.number()) }),
);
const questionRefSchema = /* @__PURE__ */ itemSchema('QuestionRef', () => z.looseObject({ bankId: z.string() }));

const toBank = (item: Record<string, unknown>): QuestionBank => {
  const bank = parseItem(bankSchema, item);
  return { id: bank.id, name: bank.name, questionCount: bank.questionCount ?? 0 };
};
const toQuestion = (item: Record<string, unknown>): StoredQuestion => {
  const question = parseItem(storedQuestionSchema, item);
  return { ...question, version: question.version ?? 0 };
};

/** Every bank (a few dozen at most), in id order; every page of the index is read. */
export async function listQuestionBanks(): Promise<QuestionBank[]> {
  const banks: QuestionBank[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.questionBanksList().GSI1PK },
        ExclusiveStartKey: start,
      }),
    );
    banks.push(...(page.Items ?? []).map(toBank));
    start = page.LastEvaluatedKey;
  } while (start);
  return banks;
}

export async function getQuestionBank(bankId: string): Promise<QuestionBank | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.questionBank(bankId), ConsistentRead: true }),
  );
  return Item ? toBank(Item) : null;
}

export async function createQuestionBank(bank: { id: string; name: string }): Promise<QuestionBank> {
  const item = {
    ...keys.questionBank(bank.id),
    ...keys.questionBankInList(bank.id),
    type: 'QuestionBank',
    id: bank.id,
    name: bank.name,
    questionCount: 0,
  };
  await db().send(
    new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' }),
  );
  return { id: bank.id, name: bank.name, questionCount: 0 };
}

/** The bank a question id lives in, or null for an unknown id. */
export async function getQuestionBankIdOf(questionId: string): Promise<string | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.questionRef(questionId), ConsistentRead: true }),
  );
  return Item ? parseItem(questionRefSchema, Item).bankId : null;
}

/** Strongly consistent: answer writes are conditioned on the version read here. */
export async function getQuestion(bankId: string, questionId: string): Promise<StoredQuestion | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.question(bankId, questionId), ConsistentRead: true }),
  );
  return Item ? toQuestion(Item) : null;
}

/** One page of a bank's questions in id order; the total is the bank's `questionCount`. */
export async function listQuestionsPage(
  bankId: string,
  request: PageRequest,
  total: number,
): Promise<Page<StoredQuestion>> {
  const page = await queryPage(keys.questionsPrefix(bankId), request, { total, item: storedQuestionSchema });
  return { ...page, items: page.items.map((question) => ({ ...question, version: question.version ?? 0 })) };
}

/** Ids, contents and flags of every question of a bank (search; banks hold a few hundred at most). */
export const listQuestionSummaries = (bankId: string) =>
  queryAll(keys.questionsPrefix(bankId), { attributes: ['id', 'content', 'enabled', 'answers'], item: summarySchema });

const summarySchema = /* @__PURE__ */ itemSchema<Pick<Question, 'id' | 'content' | 'enabled' | 'answers'>>(
  'Question',
  () =>
    z.looseObject({
      id: questionFields().id,
      content: questionFields().content,
      enabled: questionFields().enabled,
      answers: questionFields().answers,
    }),
);

/**
 * Creates a question with its ref item and moves the bank's count, in one transaction that needs
 * the bank to exist. False when the bank is gone.
 */
export async function createQuestion(question: Question): Promise<boolean> {
  const failed = await optimistic({
    write: () =>
      transact({
        question: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...questionItem(question), version: 0, answerSeq: 1 },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: questionRefItem(question),
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: keys.questionBank(question.bankId),
              UpdateExpression: 'ADD questionCount :one',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ],
      }),
  });
  return failed.length === 0;
}

/** Changes a question's content and/or enabled flag; the question as written, or null when it is gone. */
export async function updateQuestionFields(
  bankId: string,
  questionId: string,
  fields: { content?: string; enabled?: boolean },
): Promise<StoredQuestion | null> {
  const sets = Object.entries(fields).filter(([, value]) => value !== undefined);
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.question(bankId, questionId),
        UpdateExpression: `${sets.length ? `SET ${sets.map(([name]) => `#${name} = :${name}`).join(', ')} ` : ''}ADD #version :one`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: {
          '#version': 'version',
          ...Object.fromEntries(sets.map(([name]) => [`#${name}`, name])),
        },
        ExpressionAttributeValues: {
          ':one': 1,
          ...Object.fromEntries(sets.map(([name, value]) => [`:${name}`, value])),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toQuestion(Attributes!);
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}

/** Deletes a question, its ref and one from the bank's count; false when it was already gone. */
export async function deleteQuestion(question: Pick<Question, 'id' | 'bankId'>): Promise<boolean> {
  const failed = await optimistic({
    write: () =>
      transact({
        question: [
          {
            Delete: {
              TableName: tableName(),
              Key: keys.question(question.bankId, question.id),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          { Delete: { TableName: tableName(), Key: keys.questionRef(question.id) } },
          {
            Update: {
              TableName: tableName(),
              Key: keys.questionBank(question.bankId),
              UpdateExpression: 'ADD questionCount :minus',
              ExpressionAttributeValues: { ':minus': -1 },
            },
          },
        ],
      }),
  });
  return failed.length === 0;
}

/**
 * Replaces a question's answers, only if it is still at the version read (null otherwise: a
 * concurrent write won; the caller reads again and reapplies its change).
 */
export async function writeAnswers(
  question: StoredQuestion,
  answers: Answer[],
  answerSeq?: number,
): Promise<StoredQuestion | null> {
  const version = versionCheck(question.version);
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.question(question.bankId, question.id),
        UpdateExpression: `SET answers = :answers, ${version.set}${answerSeq === undefined ? '' : ', answerSeq = :seq'}`,
        ConditionExpression: `attribute_exists(PK) AND ${version.condition}`,
        ExpressionAttributeNames: version.names,
        ExpressionAttributeValues: {
          ':answers': answers,
          ...version.values,
          ...(answerSeq === undefined ? {} : { ':seq': answerSeq }),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toQuestion(Attributes!);
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}
