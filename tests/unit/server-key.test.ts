// Texted codes are stored keyed (security review L5): the stored hash is not the plain SHA-256 a
// copy of the table could brute-force over a million codes, and it depends on the server key.
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { passcodeHash } from '@functions/domain/auth/passcode-eligibility';
import { resetEnvForTests } from '@functions/lib/env';

const saved = { ...process.env };
beforeEach(() => {
  process.env.TABLE_NAME = 'unit-test-table';
});
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

describe('passcode hashes', () => {
  it('are keyed: not the unkeyed SHA-256, different under another server key, stable under one', () => {
    process.env.CSRF_SECRET = 'key-one';
    resetEnvForTests();
    const one = passcodeHash('user-1', '123456');
    expect(one).not.toBe(createHash('sha256').update('user-1:123456').digest('hex'));
    expect(passcodeHash('user-1', '123456')).toBe(one);
    expect(passcodeHash('user-2', '123456')).not.toBe(one);
    process.env.CSRF_SECRET = 'key-two';
    resetEnvForTests();
    expect(passcodeHash('user-1', '123456')).not.toBe(one);
  });
});
