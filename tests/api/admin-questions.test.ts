// The content admin's question banks, questions and answers through the local gateway: every call
// with its 4xx paths, the one-correct-answer rule and answer order under concurrent requests.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';

const stack = inject('stack');
const keyed = () => ({ headers: { 'idempotency-key': randomUUID() } });

let admin: ApiClient;

beforeAll(async () => {
  admin = new ApiClient(stack.url);
  await admin.signIn('admin@example.com');
  await admin.bootstrap();
});

const createBank = async (name = `Bank ${randomUUID().slice(0, 8)}`) => {
  const reply = await admin.request('POST', '/api/admin/question_banks.json', { name }, keyed());
  expect(reply.status).toBe(201);
  return reply.body.questionBank as { id: string; name: string; questionCount: number };
};
const createQuestion = async (questionBankId: string, content = `Question ${randomUUID().slice(0, 8)}?`) => {
  const reply = await admin.request('POST', '/api/admin/questions.json', { content, questionBankId }, keyed());
  expect(reply.status).toBe(201);
  return reply.body.question as { id: string };
};
const createAnswer = async (questionId: string, content: string) => {
  const reply = await admin.request('POST', '/api/admin/answers.json', { content, questionId }, keyed());
  expect(reply.status).toBe(201);
  return reply.body.answer as { id: string; order: number };
};
const answersOf = async (questionId: string) =>
  (await admin.get(`/api/admin/answers.json?questionId=${questionId}`)).body.data as {
    id: string;
    content: string;
    order: number;
    correct: boolean;
  }[];

describe('question banks', () => {
  it('lists the seeded banks with their question counts, by name, and searches them', async () => {
    const all = await admin.get('/api/admin/question_banks.json');
    expect(all.status).toBe(200);
    const acls = all.body.data.find((bank: { id: string }) => bank.id === 'acls-bank');
    expect(acls).toMatchObject({ name: 'ACLS Question Bank' });
    expect(acls.questionCount).toBeGreaterThanOrEqual(30);
    const names = all.body.data.map((bank: { name: string }) => bank.name.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const found = await admin.get('/api/admin/question_banks.json?search=acls');
    expect(found.body.data.map((bank: { id: string }) => bank.id)).toContain('acls-bank');
    expect(found.body.data.every((bank: { name: string }) => bank.name.toLowerCase().includes('acls'))).toBe(true);
  });

  it('creates a bank, shows it, and refuses a blank or overlong name per field', async () => {
    const bank = await createBank('Pharmacology basics');
    expect(bank).toMatchObject({ name: 'Pharmacology basics', questionCount: 0 });
    expect((await admin.get(`/api/admin/question_banks/${bank.id}.json`)).body).toEqual(bank);
    expect(await admin.request('POST', '/api/admin/question_banks.json', { name: '  ' }, keyed())).toMatchObject({
      status: 422,
      body: { errors: { name: ["can't be blank"] } },
    });
    expect(await admin.request('POST', '/api/admin/question_banks.json', {}, keyed())).toMatchObject({
      status: 422,
      body: { errors: { name: ["can't be blank"] } },
    });
    expect(
      (await admin.request('POST', '/api/admin/question_banks.json', { name: 'x'.repeat(121) }, keyed())).body.errors
        .name[0],
    ).toMatch(/too long/);
    expect((await admin.get('/api/admin/question_banks/no-such-bank.json')).status).toBe(404);
  });

  it('creates one bank for a double-submitted create (same Idempotency-Key)', async () => {
    const name = `Double ${randomUUID()}`;
    const options = keyed();
    const [first, second] = await Promise.all(
      [1, 2].map(() => admin.request('POST', '/api/admin/question_banks.json', { name }, options)),
    );
    const statuses = [first!.status, second!.status].sort();
    // The second either waits out the first (replayed 201) or is told the first is still running (409).
    expect(statuses[0]).toBe(201);
    const list = await admin.get(`/api/admin/question_banks.json?search=${encodeURIComponent(name.toLowerCase())}`);
    expect(list.body.data).toHaveLength(1);
  });
});

describe('questions', () => {
  it('adds questions to a bank, counts them, pages and searches them', async () => {
    const bank = await createBank();
    const created = [];
    for (let i = 1; i <= 12; i += 1)
      created.push(await createQuestion(bank.id, `Dose question number ${i}: what is right?`));
    expect((await admin.get(`/api/admin/question_banks/${bank.id}.json`)).body.questionCount).toBe(12);
    const first = await admin.get(`/api/admin/questions.json?questionBankId=${bank.id}`);
    expect(first.body.pagination).toMatchObject({ page: 1, perPage: 10, totalPages: 2, totalEntries: 12 });
    expect(first.body.data).toHaveLength(10);
    const next = await admin.get(
      `/api/admin/questions.json?questionBankId=${bank.id}&cursor=${first.body.pagination.cursor}`,
    );
    expect(next.body.data).toHaveLength(2);
    // New questions take time-ordered ids: the list shows them in the order they were added.
    expect([...first.body.data, ...next.body.data].map((q: { id: string }) => q.id)).toEqual(created.map((q) => q.id));
    const found = await admin.get(`/api/admin/questions.json?questionBankId=${bank.id}&search=number 1`);
    expect(found.body.data.map((q: { content: string }) => q.content)).toEqual(
      [1, 10, 11, 12].map((n) => `Dose question number ${n}: what is right?`),
    );
    expect(found.body.pagination.totalEntries).toBe(4);
    expect(found.body.data[0]).toEqual({
      id: expect.any(String),
      content: expect.any(String),
      enabled: true,
      correctAnswerId: null,
    });
  });

  it('answers 422 and 404 on the list, the create and the question routes', async () => {
    expect((await admin.get('/api/admin/questions.json')).body).toEqual({
      errors: { questionBankId: ["can't be blank"] },
    });
    expect((await admin.get('/api/admin/questions.json?questionBankId=nope')).status).toBe(404);
    expect(
      (await admin.get('/api/admin/questions.json?questionBankId=acls-bank&perPage=7')).body.errors.perPage,
    ).toBeDefined();
    expect(
      await admin.request('POST', '/api/admin/questions.json', { content: '', questionBankId: 'acls-bank' }, keyed()),
    ).toMatchObject({ status: 422, body: { errors: { content: ["can't be blank"] } } });
    expect(
      await admin.request('POST', '/api/admin/questions.json', { content: 'Orphan?', questionBankId: 'nope' }, keyed()),
    ).toMatchObject({ status: 422, body: { errors: { questionBankId: ['Question bank not found'] } } });
    expect((await admin.get('/api/admin/questions/nope.json')).status).toBe(404);
    expect((await admin.patch('/api/admin/questions/nope.json', { content: 'x' })).status).toBe(404);
    expect((await admin.delete('/api/admin/questions/nope.json')).status).toBe(404);
    const bank = await createBank();
    const question = await createQuestion(bank.id);
    expect(await admin.patch(`/api/admin/questions/${question.id}.json`, { content: ' ' })).toMatchObject({
      status: 422,
      body: { errors: { content: ["can't be blank"] } },
    });
    expect((await admin.patch(`/api/admin/questions/${question.id}.json`, { enabled: 'yes' })).status).toBe(422);
  });

  it('shows why a question cannot be drawn (disabled, no correct answer), saves edits, and deletes it', async () => {
    const bank = await createBank();
    const question = await createQuestion(bank.id, 'Which rhythm is shockable?');
    const fresh = await admin.get(`/api/admin/questions/${question.id}.json`);
    expect(fresh.body).toMatchObject({
      id: question.id,
      questionBankId: bank.id,
      enabled: true,
      correctAnswerId: null,
      errors: { correctAnswerId: [expect.stringMatching(/no correct answer/)] },
    });
    const edited = await admin.patch(`/api/admin/questions/${question.id}.json`, {
      content: 'Which rhythms are shockable?',
      enabled: false,
    });
    expect(edited.body).toMatchObject({
      content: 'Which rhythms are shockable?',
      enabled: false,
      errors: { enabled: [expect.stringMatching(/disabled/)] },
    });
    const answer = await createAnswer(question.id, 'Ventricular fibrillation');
    await admin.patch(`/api/admin/answers/${answer.id}.json`, { correct: true });
    const usable = await admin.patch(`/api/admin/questions/${question.id}.json`, { enabled: true });
    expect(usable.body).toMatchObject({ enabled: true, correctAnswerId: answer.id, errors: {} });

    const deleted = await admin.delete(`/api/admin/questions/${question.id}.json`);
    expect(deleted.body).toEqual({
      questionBankId: bank.id,
      toaster: { type: 'success', message: 'Question deleted.' },
      redirect: `/admin-content/question-banks/${bank.id}`,
    });
    expect((await admin.get(`/api/admin/questions/${question.id}.json`)).status).toBe(404);
    expect((await admin.get(`/api/admin/answers.json?questionId=${question.id}`)).status).toBe(404);
    expect((await admin.delete(`/api/admin/questions/${question.id}.json`)).status).toBe(404);
    expect((await admin.get(`/api/admin/question_banks/${bank.id}.json`)).body.questionCount).toBe(0);
  });

  it('keeps the count right when the same question is deleted twice at once', async () => {
    const bank = await createBank();
    const [doomed] = [await createQuestion(bank.id), await createQuestion(bank.id)];
    const replies = await Promise.all([1, 2, 3].map(() => admin.delete(`/api/admin/questions/${doomed!.id}.json`)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 404, 404]);
    expect((await admin.get(`/api/admin/question_banks/${bank.id}.json`)).body.questionCount).toBe(1);
  });
});

describe('answers', () => {
  async function questionWithAnswers(count = 4) {
    const bank = await createBank();
    const question = await createQuestion(bank.id);
    const answers = [];
    for (let i = 1; i <= count; i += 1) answers.push(await createAnswer(question.id, `Answer ${i}`));
    return { question, answers };
  }

  it('adds answers at the end, in order, none correct; 422 on content and question', async () => {
    const { question, answers } = await questionWithAnswers(3);
    expect(answers.map((answer) => answer.order)).toEqual([1, 2, 3]);
    expect(await answersOf(question.id)).toEqual(
      answers.map((answer, i) => ({
        id: answer.id,
        content: `Answer ${i + 1}`,
        correct: false,
        order: i + 1,
        questionId: question.id,
      })),
    );
    expect(
      await admin.request('POST', '/api/admin/answers.json', { content: '', questionId: question.id }, keyed()),
    ).toMatchObject({ status: 422, body: { errors: { content: ["can't be blank"] } } });
    expect(
      await admin.request('POST', '/api/admin/answers.json', { content: 'x', questionId: 'nope' }, keyed()),
    ).toMatchObject({ status: 422, body: { errors: { questionId: ['Question not found'] } } });
    expect((await admin.get('/api/admin/answers.json')).body).toEqual({ errors: { questionId: ["can't be blank"] } });
    expect((await admin.get('/api/admin/answers.json?questionId=nope')).status).toBe(404);
  });

  it('edits content, marks exactly one correct, moves and deletes; 404 and 422 paths', async () => {
    const { question, answers } = await questionWithAnswers(4);
    const [a1, a2, a3, a4] = answers.map((answer) => answer.id);
    expect(
      (await admin.patch(`/api/admin/answers/${a2}.json`, { content: 'Second, edited' })).body.answer,
    ).toMatchObject({ id: a2, content: 'Second, edited', order: 2 });
    await admin.patch(`/api/admin/answers/${a3}.json`, { correct: true });
    const marked = await admin.patch(`/api/admin/answers/${a1}.json`, { correct: true });
    expect(
      marked.body.answers
        .filter((answer: { correct: boolean }) => answer.correct)
        .map((answer: { id: string }) => answer.id),
    ).toEqual([a1]);
    expect((await admin.get(`/api/admin/questions/${question.id}.json`)).body.correctAnswerId).toBe(a1);

    const moved = await admin.patch(`/api/admin/answers/${a4}.json`, { order: 1 });
    expect(moved.body.answers.map((answer: { id: string }) => answer.id)).toEqual([a4, a1, a2, a3]);
    expect(
      (await admin.patch(`/api/admin/answers/${a4}.json`, { order: 99 })).body.answers.map(
        (answer: { id: string }) => answer.id,
      ),
    ).toEqual([a1, a2, a3, a4]);

    const removed = await admin.delete(`/api/admin/answers/${a1}.json`);
    expect(removed.body.answers.map((answer: { id: string; order: number }) => [answer.id, answer.order])).toEqual([
      [a2, 1],
      [a3, 2],
      [a4, 3],
    ]);
    expect((await admin.get(`/api/admin/questions/${question.id}.json`)).body).toMatchObject({
      correctAnswerId: null,
      errors: { correctAnswerId: [expect.any(String)] },
    });

    expect((await admin.delete(`/api/admin/answers/${a1}.json`)).status).toBe(404);
    expect((await admin.patch(`/api/admin/answers/${a1}.json`, { content: 'gone' })).status).toBe(404);
    expect((await admin.patch('/api/admin/answers/no-answer-id.json', { content: 'x' })).status).toBe(404);
    expect(await admin.patch(`/api/admin/answers/${a2}.json`, { order: 0 })).toMatchObject({
      status: 422,
      body: { errors: { order: ['must be a whole number of 1 or more'] } },
    });
    expect((await admin.patch(`/api/admin/answers/${a2}.json`, { correct: false })).status).toBe(422);
    expect((await admin.patch(`/api/admin/answers/${a2}.json`, { content: '' })).body.errors).toEqual({
      content: ["can't be blank"],
    });
  });

  it("marks the correct answer through the spec's Question field (PATCH question {correctAnswerId}); another question's answer is a 422 that changes nothing", async () => {
    const { question, answers } = await questionWithAnswers(3);
    const [a1, a2] = answers.map((answer) => answer.id);
    const marked = await admin.patch(`/api/admin/questions/${question.id}.json`, { correctAnswerId: a2 });
    expect(marked).toMatchObject({ status: 200, body: { id: question.id, correctAnswerId: a2, errors: {} } });
    expect((await answersOf(question.id)).map((answer) => answer.correct)).toEqual([false, true, false]);

    // With content in the same call; the other answers are un-marked.
    const both = await admin.patch(`/api/admin/questions/${question.id}.json`, {
      content: 'Edited with its answer',
      correctAnswerId: a1,
    });
    expect(both.body).toMatchObject({ content: 'Edited with its answer', correctAnswerId: a1 });
    expect((await answersOf(question.id)).filter((answer) => answer.correct).map((answer) => answer.id)).toEqual([a1]);

    const other = await questionWithAnswers(1);
    expect(
      await admin.patch(`/api/admin/questions/${question.id}.json`, {
        content: 'Not saved',
        correctAnswerId: other.answers[0]!.id,
      }),
    ).toMatchObject({ status: 422, body: { errors: { correctAnswerId: ['is not an answer of this question'] } } });
    expect((await admin.get(`/api/admin/questions/${question.id}.json`)).body).toMatchObject({
      content: 'Edited with its answer',
      correctAnswerId: a1,
    });

    // null: no answer is correct (the question then tells why exams do not draw it).
    expect(
      (await admin.patch(`/api/admin/questions/${question.id}.json`, { correctAnswerId: null })).body,
    ).toMatchObject({ correctAnswerId: null, errors: { correctAnswerId: [expect.any(String)] } });
  });

  it('keeps exactly one correct answer when different answers are marked correct at the same time', async () => {
    const { question, answers } = await questionWithAnswers(4);
    const replies = await Promise.all(
      answers.map((answer) => admin.patch(`/api/admin/answers/${answer.id}.json`, { correct: true })),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    const stored = await answersOf(question.id);
    expect(stored.filter((answer) => answer.correct)).toHaveLength(1);
    expect((await admin.get(`/api/admin/questions/${question.id}.json`)).body.correctAnswerId).toBe(
      stored.find((answer) => answer.correct)!.id,
    );
  });

  it('keeps the order a permutation of 1..n, and every answer, under concurrent moves, edits, adds and deletes', async () => {
    const { question, answers } = await questionWithAnswers(5);
    const ids = answers.map((answer) => answer.id);
    const replies = await Promise.all([
      admin.patch(`/api/admin/answers/${ids[0]}.json`, { order: 5 }),
      admin.patch(`/api/admin/answers/${ids[4]}.json`, { order: 1 }),
      admin.patch(`/api/admin/answers/${ids[2]}.json`, { order: 2, content: 'Moved and edited' }),
      admin.patch(`/api/admin/answers/${ids[1]}.json`, { correct: true }),
      admin.request(
        'POST',
        '/api/admin/answers.json',
        { content: 'Added meanwhile', questionId: question.id },
        keyed(),
      ),
      admin.delete(`/api/admin/answers/${ids[3]}.json`),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 201, 200]);
    const stored = await answersOf(question.id);
    expect(stored.map((answer) => answer.order)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(stored.map((answer) => answer.id))).toEqual(
      new Set([ids[0], ids[1], ids[2], ids[4], replies[4]!.body.answer.id]),
    );
    expect(stored.find((answer) => answer.id === ids[2])!.content).toBe('Moved and edited');
    expect(stored.filter((answer) => answer.correct).map((answer) => answer.id)).toEqual([ids[1]]);
    // Two answers added at once get two ids.
    const [x, y] = await Promise.all(
      ['X', 'Y'].map((content) =>
        admin.request('POST', '/api/admin/answers.json', { content, questionId: question.id }, keyed()),
      ),
    );
    expect(x!.body.answer.id).not.toBe(y!.body.answer.id);
    expect((await answersOf(question.id)).map((answer) => answer.order)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
