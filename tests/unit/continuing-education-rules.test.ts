// Section 4's certificate routing, the step order, credit rounding, the CME button rule, and the
// CE choice screen's grouping by name and chosen certificates.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CE_OFFERINGS,
  CME_HINTS,
  certificateStep,
  chosenAccreditations,
  cmeButton,
  formatCredits,
  groupByName,
  roundCredits,
  stepIndex,
} from '@shared/rules/continuing-education';

const required = { userVerificationRequired: true };
const optional = { userVerificationRequired: false };

describe('certificateStep (the routing table)', () => {
  it.each([
    ['no evaluation', null, null, 'cme'],
    ['no evaluation, even with a stray submission', null, { completed: false, userInformationVerified: false }, 'cme'],
    ['completed submission', required, { completed: true, userInformationVerified: true }, 'cme'],
    ['completed submission without verification', required, { completed: true, userInformationVerified: false }, 'cme'],
    ['no submission, verification required', required, null, 'verify-information'],
    ['no submission, no verification required', optional, null, 'cme-evaluation'],
    [
      'submission, information verified',
      required,
      { completed: false, userInformationVerified: true },
      'cme-evaluation',
    ],
    [
      'submission, information not verified',
      required,
      { completed: false, userInformationVerified: false },
      'verify-information',
    ],
    [
      'submission not verified, verification optional',
      optional,
      { completed: false, userInformationVerified: false },
      'verify-information',
    ],
  ] as const)('%s → %s', (_name, evaluation, submission, expected) => {
    expect(certificateStep(evaluation, submission)).toBe(expected);
  });

  it('numbers the steps 0 confirm info, 1 evaluation, 2 complete', () => {
    expect([stepIndex('verify-information'), stepIndex('cme-evaluation'), stepIndex('cme')]).toEqual([0, 1, 2]);
  });
});

describe('credits', () => {
  it('rounds to 2 decimals and prints them', () => {
    expect(roundCredits(3.755)).toBe(3.76);
    expect(roundCredits(1.005)).toBe(1.01);
    expect(formatCredits(4)).toBe('4.00');
    expect(formatCredits(7.499)).toBe('7.50');
  });

  it('never moves a value by more than half a hundredth', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), (x) => Math.abs(roundCredits(x) - x) <= 0.005 + 1e-9),
    );
  });

  it('seeds ACLS, PALS and BLS with accreditations and evaluation questions; NRP and CPR carry none', () => {
    for (const id of ['acls', 'pals', 'bls']) {
      expect(CE_OFFERINGS[id]!.accreditations.length).toBeGreaterThan(0);
      expect(CE_OFFERINGS[id]!.evaluation.questions.length).toBeGreaterThan(2);
    }
    expect(CE_OFFERINGS.nrp).toBeUndefined();
  });
});

describe('cmeButton', () => {
  it('is enabled only with certificates and a completed evaluation', () => {
    expect(cmeButton(2, { completed: true, userInformationVerified: true })).toEqual({ enabled: true, hint: null });
    expect(cmeButton(0, { completed: true, userInformationVerified: true })).toEqual({
      enabled: false,
      hint: CME_HINTS.noCredit,
    });
    expect(cmeButton(2, null)).toEqual({ enabled: false, hint: CME_HINTS.evaluationNeeded });
    expect(cmeButton(2, { completed: false, userInformationVerified: true })).toEqual({
      enabled: false,
      hint: CME_HINTS.evaluationNeeded,
    });
  });
});

describe('the CE choice screen', () => {
  const items = [
    { id: 'a', name: 'Nursing' },
    { id: 'b', name: 'EMS' },
    { id: 'c', name: 'Nursing' },
  ];

  it('groups by name, groups and members in the order given', () => {
    expect(groupByName(items)).toEqual([
      { name: 'Nursing', items: [items[0], items[2]] },
      { name: 'EMS', items: [items[1]] },
    ]);
    expect(groupByName([])).toEqual([]);
  });

  it('keeps every item and its order in some group', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.uuid(), name: fc.constantFrom('A', 'B', 'C') })), (list) => {
        const grouped = groupByName(list);
        expect(grouped.flatMap((g) => g.items).length).toBe(list.length);
        for (const group of grouped) expect(group.items).toEqual(list.filter((i) => i.name === group.name));
      }),
    );
  });

  it('gives every certificate until a choice, then only the chosen ones in the offering order', () => {
    expect(chosenAccreditations(items, null)).toEqual(items);
    expect(chosenAccreditations(items, undefined)).toEqual(items);
    expect(chosenAccreditations(items, ['c', 'a'])).toEqual([items[0], items[2]]);
    expect(chosenAccreditations(items, [])).toEqual([]);
  });

  it('offers ACLS two nursing certificates under one name', () => {
    const nursing = groupByName(CE_OFFERINGS.acls!.accreditations).find((g) => g.name === 'Nursing Contact Hours');
    expect(nursing?.items.map((a) => a.id)).toEqual(['ancc', 'state-nursing']);
  });
});
