// Every string a client can send has a maximum length (SECURITY-REVIEW L1): an over-long email or name
// must be a 422, never a DynamoDB key or item over its limit (a 500). A new field without a cap fails here.
import { describe, expect, it } from 'vitest';
import { contracts } from '@shared/contracts/index';
import type { Contract } from '@shared/contracts/contract';
import { hasUnprintable } from '@shared/contracts/limits';
import { DOMAIN_CHECKED } from '@shared/contracts/domain-checked';
import { stringLeaves } from '../support/schema-walk';

function unboundedInputs(): string[] {
  return Object.entries(contracts as Record<string, Contract>).flatMap(([key, contract]) =>
    (['params', 'query', 'body'] as const).flatMap((part) =>
      stringLeaves(contract[part]).flatMap((leaf) => {
        const where = `${key} ${part}${leaf.path === '.' ? '' : leaf.path}`;
        if (leaf.kind === 'custom') {
          const checked = part === 'body' ? DOMAIN_CHECKED[key]?.[leaf.path] : undefined;
          return checked
            ? stringLeaves(checked)
                .filter((inner) => inner.maxLength === null)
                .map((inner) => `${where}${inner.path}`)
            : [`${where} (custom: add its schema to DOMAIN_CHECKED)`];
        }
        return leaf.maxLength === null ? [where] : [];
      }),
    ),
  );
}

describe('contract input strings', () => {
  it('every string in every params, query and body schema (and the bodies the domain checks) has a maximum length', () => {
    expect(unboundedInputs()).toEqual([]);
  });

  it('names refuse control characters and lone surrogates', () => {
    for (const bad of ['Ann\u0000', 'Ann\nMarie', '\u0007', 'A\uD800', '\uDC00x', '\u009b'])
      expect(hasUnprintable(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['Ann-Marie', "O'Brien", 'Zoë', '李', 'Émile 😀'])
      expect(hasUnprintable(good), good).toBe(false);
    const signUp = contracts['profile/sign-up'].body;
    const body = {
      firstName: 'Ann\u0000',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '5555550100',
      password: 'Secret123!',
    };
    expect(signUp.safeParse(body).success).toBe(false);
    expect(signUp.safeParse({ ...body, firstName: 'Ann' }).success).toBe(true);
  });
});
