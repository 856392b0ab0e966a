import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canUnenroll,
  courseAction,
  credentialsAvailable,
  displayStatus,
  enrollmentOutcome,
  examButton,
  examProgress,
  requiredCorrect,
  scoreExam,
  sectionButton,
  sectionProgress,
  statusLabel,
  subscriptionCards,
} from '@shared/rules/learning';

describe('status labels', () => {
  it('are uppercase with underscores as spaces', () => {
    expect(statusLabel('in_progress')).toBe('IN PROGRESS');
    expect(statusLabel('passed')).toBe('PASSED');
    expect(statusLabel('non_compliant')).toBe('NON COMPLIANT');
  });
});

describe('course action', () => {
  it('is Start without a user course, Resume when unpassed, Retake when passed', () => {
    expect(courseAction(null)).toBe('start');
    expect(courseAction({ passedAt: null })).toBe('resume');
    expect(courseAction({ passedAt: '2026-01-01T00:00:00Z' })).toBe('retake');
  });
});

describe('exam button', () => {
  it('follows the spec table', () => {
    expect(examButton({ examProgress: 0, scoredAt: null, canStart: true })).toEqual({
      label: 'Launch Exam',
      enabled: true,
    });
    expect(examButton({ examProgress: 40, scoredAt: null, canStart: true })).toEqual({
      label: 'Continue Exam',
      enabled: true,
    });
    expect(examButton({ examProgress: 100, scoredAt: null, canStart: true }).label).toBe('Continue Exam');
    expect(examButton({ examProgress: 60, scoredAt: '2026-01-01', canStart: true }).label).toBe('Continue Exam');
    expect(examButton({ examProgress: 100, scoredAt: '2026-01-01', canStart: true }).label).toBe('Review Exam');
    expect(examButton({ examProgress: 0, scoredAt: null, canStart: false })).toEqual({
      label: 'Launch Exam',
      enabled: false,
    });
  });

  it('is enabled exactly when every section is complete (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.option(fc.constant('2026-01-01')),
        fc.boolean(),
        (examProgress, scoredAt, canStart) => {
          expect(examButton({ examProgress, scoredAt, canStart }).enabled).toBe(canStart);
        },
      ),
    );
  });
});

describe('section button', () => {
  it('picks the one button by completion, next section and last-incomplete status', () => {
    expect(sectionButton({ completedAt: null, nextUuid: 'n', lastIncompleteSection: false, allComplete: false })).toBe(
      'Complete Section',
    );
    expect(sectionButton({ completedAt: null, nextUuid: null, lastIncompleteSection: true, allComplete: false })).toBe(
      'Complete Section!',
    );
    expect(sectionButton({ completedAt: 'x', nextUuid: 'n', lastIncompleteSection: false, allComplete: false })).toBe(
      'Next Section',
    );
    expect(sectionButton({ completedAt: 'x', nextUuid: null, lastIncompleteSection: false, allComplete: true })).toBe(
      'Launch Exam',
    );
    expect(sectionButton({ completedAt: 'x', nextUuid: null, lastIncompleteSection: false, allComplete: false })).toBe(
      'Back To Index',
    );
  });
});

describe('exam scoring', () => {
  it('requires question count x passing score correct answers, rounded up', () => {
    expect(requiredCorrect(10, 80)).toBe(8);
    expect(requiredCorrect(25, 84)).toBe(21);
    expect(requiredCorrect(7, 80)).toBe(6);
    expect(scoreExam(10, 8, 80)).toEqual({ score: 80, passed: true });
    expect(scoreExam(10, 7, 80)).toEqual({ score: 70, passed: false });
    expect(scoreExam(0, 0, 80)).toEqual({ score: 0, passed: false });
  });

  it('passes exactly when the correct count reaches the requirement, and scores stay within 0-100 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 100 }),
        fc.nat(),
        (count, passing, raw) => {
          const correct = raw % (count + 1);
          const { score, passed } = scoreExam(count, correct, passing);
          expect(passed).toBe(correct * 100 >= count * passing);
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(100);
          if (correct === count) expect(passed).toBe(true);
        },
      ),
    );
  });
});

describe('other learner rules', () => {
  it('un-enrolls only in progress; credentials only passed or expired', () => {
    expect(canUnenroll('in_progress')).toBe(true);
    for (const status of ['passed', 'failed', 'expired']) expect(canUnenroll(status)).toBe(false);
    expect(credentialsAvailable('passed')).toBe(true);
    expect(credentialsAvailable('expired')).toBe(true);
    expect(credentialsAvailable('failed')).toBe(false);
    expect(credentialsAvailable('in_progress')).toBe(false);
  });

  it('computes section progress', () => {
    expect(sectionProgress(0, 6)).toBe(0);
    expect(sectionProgress(3, 6)).toBe(50);
    expect(sectionProgress(6, 6)).toBe(100);
    expect(sectionProgress(0, 0)).toBe(0);
  });

  it('shows certify only without courses and recertify only when all are passed', () => {
    expect(subscriptionCards([])).toEqual({ certify: true, recertify: false });
    expect(subscriptionCards([{ passedAt: null }])).toEqual({ certify: false, recertify: false });
    expect(subscriptionCards([{ passedAt: 'x' }])).toEqual({ certify: false, recertify: true });
    expect(subscriptionCards([{ passedAt: 'x' }, { passedAt: null }])).toEqual({ certify: false, recertify: false });
  });

  it('creates a user course without one or after a pass, else opens the existing one', () => {
    expect(enrollmentOutcome(null)).toBe('create');
    expect(enrollmentOutcome({ passedAt: 'x' })).toBe('create');
    expect(enrollmentOutcome({ passedAt: null })).toBe('open-existing');
  });
});

describe('display status and exam progress', () => {
  it("reads a passed course as expired only once its expiry is before the learner's today", () => {
    const passed = { status: 'passed' as const, expirationDate: '2026-07-04' };
    expect(displayStatus(passed, '2026-07-04')).toBe('passed');
    expect(displayStatus(passed, '2026-07-05')).toBe('expired');
    expect(displayStatus({ status: 'failed', expirationDate: null }, '2030-01-01')).toBe('failed');
    expect(displayStatus({ status: 'in_progress', expirationDate: '2020-01-01' }, '2030-01-01')).toBe('in_progress');
  });

  it('counts the answered share of the questions, 100 only when all are answered', () => {
    expect(examProgress(0, 10)).toBe(0);
    expect(examProgress(9, 10)).toBe(90);
    expect(examProgress(10, 10)).toBe(100);
    expect(examProgress(199, 200)).toBe(99);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.nat(), (count, raw) => {
        const answered = raw % (count + 1);
        expect(examProgress(answered, count) === 100).toBe(answered === count);
      }),
    );
  });
});
