import { describe, expect, it } from 'vitest';
import { passwordRule } from '@shared/rules/password';

const messages = (password: string) => passwordRule.safeParse(password).error?.issues.map((i) => i.message) ?? [];

describe('passwordRule', () => {
  it('accepts the demo password and rejects weak ones with the first problem first', () => {
    expect(messages('Password123!')).toEqual([]);
    expect(messages('Sh0rt')[0]).toBe('Password is too short (minimum is 8 characters)');
    expect(messages('alllowercase1')).toEqual(['Password must contain an uppercase letter']);
    expect(messages('ALLUPPERCASE1')).toEqual(['Password must contain a lowercase letter']);
    expect(messages('NoDigitsHere')).toEqual(['Password must contain a number']);
  });
});
