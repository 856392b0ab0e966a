// Scoring, with the data layer replaced: the pass date is the learner's local day, the score is
// of exactly the selections stored (a version conflict rescores a fresh read), only a fresh read
// that finds the exam scored is a 409, a taken card id is drawn again, and any other cancellation
// reaches the error model.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserExam } from '@functions/data/exams';
import type { UserCourse } from '@functions/data/learning';
import type { User } from '@functions/data/users';
import type { TransactItem } from '@functions/data/writes';

process.env.TABLE_NAME ??= 'unit-test-table';

const repo = vi.hoisted(() => ({ getUserExam: vi.fn(), getUserCourse: vi.fn(), transact: vi.fn() }));
vi.mock('@functions/data/exams', async (original) => ({
  ...(await original<object>()),
  getUserExam: repo.getUserExam,
}));
vi.mock('@functions/data/learning', async (original) => ({
  ...(await original<object>()),
  getUserCourse: repo.getUserCourse,
}));
vi.mock('@functions/data/catalog', async (original) => ({
  ...(await original<object>()),
  listCatalogCourses: async () => [
    {
      id: 'acls',
      courseType: 'ACLS',
      title: 'Advanced Cardiovascular Life Support',
      color: '#c00',
      thumbnailUrl: null,
      passingScore: 80,
    },
  ],
}));

// A purchase backs every pass here (the entitlement rules have their own tests).
vi.mock('@functions/domain/learning/entitlements', async (original) => ({
  ...(await original<object>()),
  entitlementForPass: async () => ({
    entitlement: {
      id: 'purchase:s1:acls',
      source: 'purchase',
      kind: 'certification',
      courseId: 'acls',
      subscriptionUuid: 's1',
      createdAt: '2026-07-01T00:00:00.000Z',
    },
    heldCard: null,
  }),
}));

const { scoreUserExam: submitExam } = await import('@functions/domain/exams/submit-exam');
const { db } = await import('@functions/data/table');
// DynamoDB as the data layer calls it: each transaction's items reach `repo.transact`, in the order named.
vi.spyOn(db(), 'send').mockImplementation((async (command: { input: { TransactItems?: unknown[] } }) => {
  if (!command.input.TransactItems) throw new Error('Only transactions reach DynamoDB in this test');
  return repo.transact(command.input.TransactItems);
}) as never);
const { transactionConflicts } = await import('@functions/data/writes');
const { Conflict } = await import('@functions/lib/errors');

const USER = { id: 'u1', firstName: 'Lena', lastName: 'Learner' } as User;
const EXAM = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';
const COURSE = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';

/** An in-progress exam of ten questions with `right` of them answered correctly. */
function exam(right: number, version: number, status: UserExam['status'] = 'in_progress'): UserExam {
  return {
    uuid: EXAM,
    userId: 'u1',
    userCourseUuid: COURSE,
    courseId: 'acls',
    attempt: 1,
    status,
    score: null,
    passingScore: 80,
    createdAt: '2026-07-04T20:00:00.000Z',
    scoredAt: null,
    version,
    questions: Array.from({ length: 10 }, (_, i) => ({
      questionId: `q${i}`,
      content: `Question ${i}`,
      answers: [
        { id: `q${i}-a1`, content: 'Right', correct: true },
        { id: `q${i}-a2`, content: 'Wrong', correct: false },
      ],
      selectedAnswerId: i < right ? `q${i}-a1` : `q${i}-a2`,
    })),
  };
}

const userCourse = (version = 7): UserCourse => ({
  uuid: COURSE,
  userId: 'u1',
  courseId: 'acls',
  examType: 'Certification',
  subscriptionUuid: null,
  status: 'in_progress',
  createdAt: '2026-07-01T00:00:00.000Z',
  sections: [],
  userExamUuid: EXAM,
  examProgress: 100,
  scoredAt: null,
  passedAt: null,
  passedOn: null,
  expirationDate: null,
  providerCardId: null,
  manuallyConfirmed: false,
  autoRenew: false,
  version,
});

function cancelled(...codes: string[]) {
  return Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
}

/** The transactions submitted so far, by their items. */
const submitted = () => repo.transact.mock.calls.map(([items]) => items as TransactItem[]);
const values = (item: TransactItem) =>
  (item.Update ?? item.Put) as { ExpressionAttributeValues?: Record<string, unknown>; Item?: Record<string, unknown> };

beforeEach(() => {
  for (const fn of Object.values(repo)) fn.mockReset();
  repo.getUserCourse.mockResolvedValue(userCourse());
});

describe("the pass date is the learner's calendar day", () => {
  it('21:00 in Los Angeles passes on that day, though UTC is already tomorrow', async () => {
    repo.getUserExam.mockResolvedValue(exam(10, 3));
    repo.transact.mockResolvedValue(undefined);
    const reply = await submitExam(USER, EXAM, 'America/Los_Angeles', new Date('2026-07-05T04:00:00Z'));
    const [scoring, pass, card] = submitted()[0]!;
    expect(values(pass!).ExpressionAttributeValues).toMatchObject({
      ':passedOn': '2026-07-04',
      ':issuedOn': '2026-07-04',
      ':expirationDate': '2028-07-04',
      ':passedAt': '2026-07-05T04:00:00.000Z',
    });
    expect(values(card!).Item).toMatchObject({
      issuedOn: '2026-07-04',
      expiresOn: '2028-07-04',
      holderLastName: 'Learner',
      id: expect.stringMatching(/^ACLS-2026-/),
    });
    expect(values(scoring!).ExpressionAttributeValues).toMatchObject({
      ':status': 'passed',
      ':score': 100,
      ':version': 3,
      ':nextVersion': 4,
    });
    expect(reply.userExam).toMatchObject({ status: 'passed', score: 100 });
  });

  it('the same moment is the next day in New York after midnight, and in the far east', async () => {
    repo.getUserExam.mockResolvedValue(exam(10, 3));
    repo.transact.mockResolvedValue(undefined);
    await submitExam(USER, EXAM, 'America/New_York', new Date('2026-07-05T04:00:00Z'));
    await submitExam(USER, EXAM, 'Pacific/Kiritimati', new Date('2026-07-04T10:30:00Z'));
    expect(submitted().map((items) => values(items[1]!).ExpressionAttributeValues![':passedOn'])).toEqual([
      '2026-07-05',
      '2026-07-05',
    ]);
  });
});

describe('conflicts while scoring', () => {
  it('an answer saved after the read (exam version moved) is scored from a fresh read', async () => {
    repo.getUserExam.mockResolvedValueOnce(exam(7, 3)).mockResolvedValueOnce(exam(8, 4));
    repo.transact.mockRejectedValueOnce(cancelled('ConditionalCheckFailed', 'None')).mockResolvedValueOnce(undefined);
    const reply = await submitExam(USER, EXAM, 'America/New_York', new Date('2026-07-04T16:00:00Z'));
    expect(submitted().map((items) => values(items[0]!).ExpressionAttributeValues)).toMatchObject([
      { ':score': 70, ':status': 'failed', ':version': 3 },
      { ':score': 80, ':status': 'passed', ':version': 4 },
    ]);
    expect(reply.userExam).toMatchObject({ status: 'passed', score: 80 });
  });

  it('is 409 only when the fresh read finds the exam scored', async () => {
    repo.getUserExam.mockResolvedValueOnce(exam(10, 3)).mockResolvedValueOnce(exam(10, 4, 'passed'));
    repo.transact.mockRejectedValueOnce(cancelled('ConditionalCheckFailed', 'ConditionalCheckFailed', 'None'));
    await expect(submitExam(USER, EXAM, 'America/New_York')).rejects.toEqual(
      new Conflict('This exam has already been submitted.'),
    );
  });

  it('a user course moved by another write is read again and scored', async () => {
    repo.getUserExam.mockResolvedValue(exam(2, 3));
    repo.getUserCourse.mockResolvedValueOnce(userCourse(7)).mockResolvedValueOnce(userCourse(8));
    repo.transact.mockRejectedValueOnce(cancelled('None', 'ConditionalCheckFailed')).mockResolvedValueOnce(undefined);
    await submitExam(USER, EXAM, 'America/New_York');
    expect(submitted().map((items) => values(items[1]!).ExpressionAttributeValues![':version'])).toEqual([7, 8]);
  });

  it('a card id already taken is drawn again', async () => {
    repo.getUserExam.mockResolvedValue(exam(10, 3));
    repo.transact
      .mockRejectedValueOnce(cancelled('None', 'None', 'ConditionalCheckFailed'))
      .mockResolvedValueOnce(undefined);
    await submitExam(USER, EXAM, 'America/New_York');
    const [first, second] = submitted().map((items) => values(items[2]!).Item!.id);
    expect(first).not.toBe(second);
  });

  it('any other cancellation reason, or any other error, reaches the error model unchanged', async () => {
    repo.getUserExam.mockResolvedValue(exam(10, 3));
    const invalid = cancelled('None', 'ValidationError', 'None');
    repo.transact.mockRejectedValueOnce(invalid);
    await expect(submitExam(USER, EXAM, 'America/New_York')).rejects.toBe(invalid);
    const throttled = Object.assign(new Error('Throughput exceeded'), {
      name: 'ProvisionedThroughputExceededException',
    });
    repo.transact.mockRejectedValueOnce(throttled);
    await expect(submitExam(USER, EXAM, 'America/New_York')).rejects.toBe(throttled);
  });
});

describe('transactionConflicts: a cancelled transaction, item by item', () => {
  it('names the items whose own condition failed', () => {
    expect(transactionConflicts(cancelled('None', 'ConditionalCheckFailed', 'None'))).toEqual([1]);
    expect(transactionConflicts(cancelled('ConditionalCheckFailed', 'None', 'ConditionalCheckFailed'))).toEqual([0, 2]);
  });

  it('reads a concurrent transaction as a conflict to retry (no failed condition)', () => {
    expect(transactionConflicts(cancelled('TransactionConflict', 'None'))).toEqual([]);
  });

  it('is null for other reasons and other errors: those are not conflicts', () => {
    expect(transactionConflicts(cancelled('None', 'ThrottlingError'))).toBeNull();
    expect(transactionConflicts(cancelled('ConditionalCheckFailed', 'ValidationError'))).toBeNull();
    expect(transactionConflicts(Object.assign(new Error('x'), { name: 'ConditionalCheckFailedException' }))).toBeNull();
    expect(transactionConflicts(new Error('network'))).toBeNull();
    expect(transactionConflicts(null)).toBeNull();
  });
});
