// The answer rules the server applies on every answer write (and the web to show a move at once),
// the answer-id scheme, time-ordered question ids, and the content-admin role check.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markCorrect, moveAnswer, removeAnswer, renumber, type OrderedAnswer } from '@shared/rules/answers';
import { answerIdOf, parseAnswerId } from '@functions/domain/admin/answers';
import { questionErrors, timeOrderedUuid } from '@functions/domain/admin/questions';
import { authorize, type Caller } from '@functions/lib/caller';
import { Forbidden, Unauthorized } from '@functions/lib/errors';
import type { User } from '@functions/data/users';

const answers = (n: number, correct = -1): OrderedAnswer[] =>
  Array.from({ length: n }, (_, i) => ({ id: `q-a${i + 1}`, order: i + 1, correct: i === correct }));
const ids = (list: OrderedAnswer[]) => list.map((answer) => answer.id);
const orders = (list: OrderedAnswer[]) => list.map((answer) => answer.order);

describe('answer rules', () => {
  it('moves an answer to a position, the others keeping their order', () => {
    expect(ids(moveAnswer(answers(4), 'q-a4', 1))).toEqual(['q-a4', 'q-a1', 'q-a2', 'q-a3']);
    expect(ids(moveAnswer(answers(4), 'q-a1', 3))).toEqual(['q-a2', 'q-a3', 'q-a1', 'q-a4']);
    expect(ids(moveAnswer(answers(4), 'q-a2', 40))).toEqual(['q-a1', 'q-a3', 'q-a4', 'q-a2']);
  });

  it('always leaves orders 1..n and the same answers, whatever the moves (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 12 })), { maxLength: 20 }),
        (n, moves) => {
          let list = answers(n);
          for (const [which, to] of moves) list = moveAnswer(list, `q-a${(which % n) + 1}`, to);
          expect(orders(list)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
          expect(new Set(ids(list))).toEqual(new Set(ids(answers(n))));
        },
      ),
    );
  });

  it('marks exactly one answer correct', () => {
    const marked = markCorrect(answers(4, 2), 'q-a1');
    expect(marked.filter((answer) => answer.correct).map((answer) => answer.id)).toEqual(['q-a1']);
  });

  it('closes up the order on delete and renumbers gaps and ties', () => {
    expect(orders(removeAnswer(answers(4), 'q-a2'))).toEqual([1, 2, 3]);
    expect(
      ids(
        renumber([
          { id: 'b', order: 7, correct: false },
          { id: 'a', order: 7, correct: false },
          { id: 'c', order: 2, correct: false },
        ]),
      ),
    ).toEqual(['c', 'a', 'b']);
  });

  it('names answers after their question, so an answer id finds its question', () => {
    expect(answerIdOf('acls-q1', 5)).toBe('acls-q1-a5');
    expect(parseAnswerId('acls-q1-a5')).toEqual({ questionId: 'acls-q1', n: 5 });
    expect(parseAnswerId('0192f3c4-aaaa-7bbb-8ccc-ddddeeeeffff-a12')).toEqual({
      questionId: '0192f3c4-aaaa-7bbb-8ccc-ddddeeeeffff',
      n: 12,
    });
    expect(parseAnswerId('no-answer-id')).toBeNull();
  });

  it('says why exams cannot draw a question', () => {
    expect(questionErrors({ enabled: true, answers: [{ id: 'a', content: 'x', order: 1, correct: true }] })).toEqual(
      {},
    );
    expect(Object.keys(questionErrors({ enabled: false, answers: [] }))).toEqual(['enabled', 'correctAnswerId']);
  });
});

describe('timeOrderedUuid', () => {
  it('is a version 7 UUID that sorts by creation time', () => {
    const first = timeOrderedUuid(1_700_000_000_000);
    const later = timeOrderedUuid(1_700_000_000_001);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first < later).toBe(true);
  });
});

describe('the contentAdmin access level', () => {
  const caller = (user: Partial<User>): Caller => ({
    userId: 'u',
    sessionHash: 'h',
    signedInAt: '',
    signInMethod: 'password',
    mfaSetupPending: false,
    user: { id: 'u', groupId: null, groupAdmin: false, contentAdmin: false, status: 'active', ...user } as User,
  });

  it('admits content admins only: 401 without a session, 403 for learners and group admins', () => {
    expect(authorize('contentAdmin', caller({ contentAdmin: true })).userId).toBe('u');
    expect(() => authorize('contentAdmin', null)).toThrow(Unauthorized);
    expect(() => authorize('contentAdmin', caller({}))).toThrow(Forbidden);
    expect(() => authorize('contentAdmin', caller({ groupAdmin: true, groupId: 'g' }))).toThrow(Forbidden);
  });
});
