// The pure rules of board reporting (shared/rules/board-reporting.ts): which licenses report to CE
// Broker and the shape each board's license numbers have (the spec's Florida RN: RN999999), what an
// earned CE certificate reports, the reporting window, and the bounded backoff of failed sends.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boardFor,
  boardLicenseNumber,
  CE_BROKER_COURSES,
  licenseNumberProblem,
  MAX_ATTEMPTS,
  nextAttemptAfterFailure,
  REPORTING_BOARDS,
  reportingLicensesSummary,
  reportsFor,
  withinReportingWindow,
} from '@shared/rules/board-reporting';
import { CE_OFFERINGS } from '@shared/rules/continuing-education';
import { professionById } from '@shared/rules/professions';

const FL_RN = boardFor('FL', 'rn')!;

describe('reporting boards', () => {
  it('Florida nurses and EMS report to CE Broker; other states and professions report nowhere', () => {
    expect(FL_RN).toMatchObject({ id: 'FL-RN', professionCode: 'RN', boardName: 'Florida Board of Nursing' });
    expect(boardFor('FL', 'paramedic')).toMatchObject({ professionCode: 'PMD', accreditationId: 'capce' });
    expect(boardFor('TX', 'rn')).toBeNull();
    expect(boardFor('FL', 'md')).toBeNull();
  });

  it('every board is for a profession we offer, and takes the credit of an accreditation that lists it', () => {
    const accreditations = Object.values(CE_OFFERINGS).flatMap((o) => o.accreditations);
    for (const board of REPORTING_BOARDS) {
      expect(professionById(board.professionId), board.id).not.toBeNull();
      const accreditation = accreditations.find((a) => a.id === board.accreditationId);
      expect(accreditation?.licenseProfessions, board.id).toContain(board.professionId);
      // Its own example has its shape.
      expect(licenseNumberProblem(board, board.example), board.id).toBeNull();
    }
  });

  it("the learners' summary names every reporting license, by state", () => {
    expect(reportingLicensesSummary()).toBe(
      'Florida Registered Nurse, Licensed Practical Nurse, Advanced Practice Registered Nurse, Paramedic and Emergency Medical Technician licenses',
    );
  });
});

describe('license number shape', () => {
  it("accepts the spec's example and the 7-digit form, with spaces or lower case as typed", () => {
    for (const number of ['RN999999', 'RN9999999', 'rn 999999', 'RN 123 4567'])
      expect(licenseNumberProblem(FL_RN, number), number).toBeNull();
    expect(boardLicenseNumber('rn 123 4567')).toBe('RN1234567');
  });

  it('refuses a number without the prefix, too short or too long, and says what it should look like', () => {
    for (const number of ['12345', '999999', 'RN12345', 'RN12345678', 'PN999999', 'RN-999999']) {
      const problem = licenseNumberProblem(FL_RN, number);
      expect(problem, number).toContain('RN999999');
      expect(problem).toContain('RN followed by 6 or 7 digits');
      expect(problem).toContain('correct it in your state licenses');
    }
  });

  it('any RN followed by 6 or 7 digits passes, anything else with other characters does not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 6, max: 7 }), fc.nat(9_999_999), (length, n) => {
        const digits = String(n).padStart(7, '0').slice(0, length);
        expect(licenseNumberProblem(FL_RN, `RN${digits}`)).toBeNull();
        expect(licenseNumberProblem(FL_RN, `RN${digits}X`)).not.toBeNull();
      }),
    );
  });
});

describe('what an earned certificate reports', () => {
  const bls = CE_OFFERINGS.bls!.accreditations;

  it('one report per reporting license, for the accreditation its board takes, with its credit hours', () => {
    const licenses = [
      { id: 'l-rn', stateId: 'FL', professionId: 'rn' },
      { id: 'l-emt', stateId: 'FL', professionId: 'emt' },
      { id: 'l-tx', stateId: 'TX', professionId: 'rn' },
      { id: 'l-md', stateId: 'FL', professionId: 'md' },
    ];
    expect(reportsFor('bls', bls, licenses)).toEqual([
      { licenseId: 'l-rn', accreditationId: 'ancc', boardId: 'FL-RN', courseNumber: '20-1000301', creditHours: 4 },
      {
        licenseId: 'l-emt',
        accreditationId: 'capce',
        boardId: 'FL-EMT',
        courseNumber: '20-1000302',
        creditHours: 3.75,
      },
    ]);
  });

  it('nothing for a course without CE or without a CE Broker course number, or without licenses', () => {
    const rn = [{ id: 'l', stateId: 'FL', professionId: 'rn' }];
    expect(reportsFor('cpr', [], rn)).toEqual([]);
    expect(reportsFor('unregistered', bls, rn)).toEqual([]);
    expect(reportsFor('bls', bls, [])).toEqual([]);
    expect(Object.keys(CE_BROKER_COURSES).sort()).toEqual(Object.keys(CE_OFFERINGS).sort());
  });

  it('a license added later reports certificates of the last two years only', () => {
    expect(withinReportingWindow('2025-03-01', '2026-03-01')).toBe(true);
    expect(withinReportingWindow('2024-03-02', '2026-03-01')).toBe(true);
    expect(withinReportingWindow('2024-02-28', '2026-03-01')).toBe(false);
    expect(withinReportingWindow('2026-03-02', '2026-03-01')).toBe(false);
  });
});

describe('retries of failed sends', () => {
  const failedAt = new Date('2026-03-01T10:00:00.000Z');

  it('wait 15 minutes, 1 hour, 4 hours, 12 hours, a day, then stop', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => nextAttemptAfterFailure(n, failedAt))).toEqual([
      '2026-03-01T10:15:00.000Z',
      '2026-03-01T11:00:00.000Z',
      '2026-03-01T14:00:00.000Z',
      '2026-03-01T22:00:00.000Z',
      '2026-03-02T10:00:00.000Z',
      null,
    ]);
    expect(MAX_ATTEMPTS).toBe(6);
  });

  it('each wait is longer than the one before, and the whole cycle is bounded', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_ATTEMPTS - 2 }), (n) => {
        const wait = (k: number) => Date.parse(nextAttemptAfterFailure(k, failedAt)!) - failedAt.getTime();
        expect(wait(n + 1)).toBeGreaterThan(wait(n));
      }),
    );
    expect(nextAttemptAfterFailure(MAX_ATTEMPTS + 10, failedAt)).toBeNull();
  });
});
