// Two-step verification rules: who must have it, the ±1 step window, a step used once (no replay),
// recovery codes (shape, normalizing, hashed per user), and the secret sealed for its user and field.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  formatRecoveryCode,
  isFreshStep,
  looksLikeRecoveryCode,
  mfaRequiredFor,
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
  totpStepAt,
} from '@shared/rules/mfa';
import { MFA_SETUP_REQUIRED } from '@shared/constants';
import { decryptField, encryptField } from '@functions/adapters/field-encryption';
import type { User } from '@functions/data/users';
import { authorize, type Caller } from '@functions/lib/caller';
import { Forbidden } from '@functions/lib/errors';
import {
  matchTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpCodeAt,
  totpUri,
} from '@functions/domain/auth/totp';

const SECRET = 'JBSWY3DPEHPK3PXPCERTIFYMEDADMIN2';
const T = Date.UTC(2026, 10, 26, 12, 0, 10);
const STEP = totpStepAt(T);
const codeAtStep = (step: number) => totpCodeAt(SECRET, step * 30_000);

describe('who must use it', () => {
  const person = { contentAdmin: false, groupAdmin: false, groupId: null };
  it('content admins always; group admins only above 50 members; learners and members never', () => {
    expect(mfaRequiredFor({ ...person, contentAdmin: true }, null)).toBe(true);
    expect(mfaRequiredFor({ ...person, groupAdmin: true, groupId: 'g' }, 50)).toBe(false);
    expect(mfaRequiredFor({ ...person, groupAdmin: true, groupId: 'g' }, 51)).toBe(true);
    expect(mfaRequiredFor({ ...person, groupId: 'g' }, 5000)).toBe(false);
    expect(mfaRequiredFor(person, null)).toBe(false);
  });
});

describe('codes', () => {
  it('matches the current step and one either side, no further (RFC 6238 vector too)', () => {
    // RFC 6238 appendix B, SHA-1, T = 59 s: 94287082 (8 digits): its last 6.
    expect(totpCodeAt('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082');
    expect(matchTotpStep(SECRET, codeAtStep(STEP), T)).toBe(STEP);
    expect(matchTotpStep(SECRET, codeAtStep(STEP - 1), T)).toBe(STEP - 1);
    expect(matchTotpStep(SECRET, codeAtStep(STEP + 1), T)).toBe(STEP + 1);
    expect(matchTotpStep(SECRET, codeAtStep(STEP - 2), T)).toBeNull();
    expect(matchTotpStep(SECRET, codeAtStep(STEP + 2), T)).toBeNull();
  });

  it('a step is used once: the same code, or an older one, is refused after it', () => {
    expect(isFreshStep(STEP, null)).toBe(true);
    expect(isFreshStep(STEP, STEP)).toBe(false);
    expect(isFreshStep(STEP - 1, STEP)).toBe(false);
    expect(isFreshStep(STEP + 1, STEP)).toBe(true);
  });

  it('a new secret is 160 bits of base32, and its URI is what authenticator apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, 'CertifyMed', 'ada@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('CertifyMed');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });
});

describe('recovery codes', () => {
  it('are 10 distinct xxxx-xxxx-xxxx codes of unambiguous characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      expect(code).not.toMatch(/[01ilo]/);
      expect(looksLikeRecoveryCode(code)).toBe(true);
    }
  });

  it('compare without case, spaces or dashes, and hash per user', () => {
    expect(normalizeRecoveryCode(' ABCD-efgh 2345 ')).toBe('abcdefgh2345');
    expect(formatRecoveryCode('abcdefgh2345')).toBe('abcd-efgh-2345');
    expect(looksLikeRecoveryCode('abcd-efgh-234')).toBe(false);
    expect(looksLikeRecoveryCode('abcd-efgh-2340')).toBe(false);
    expect(recoveryCodeHash('u1', 'ABCD-EFGH-2345')).toBe(recoveryCodeHash('u1', 'abcdefgh2345'));
    expect(recoveryCodeHash('u2', 'abcdefgh2345')).not.toBe(recoveryCodeHash('u1', 'abcdefgh2345'));
    expect(recoveryCodeHash('u1', 'abcdefgh2345')).not.toContain('abcdefgh2345');
  });
});

describe('the sealed secret', () => {
  beforeAll(() => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'field-key-')), 'field-key');
    writeFileSync(file, randomBytes(32).toString('base64'));
    process.env.FIELD_KEY_FILE = file;
    delete process.env.FIELD_KMS_KEY_ID;
  });

  it('opens only for the user and field it was sealed for', async () => {
    const sealed = await encryptField('totp', 'u1', SECRET);
    expect(sealed).not.toContain(SECRET);
    expect(await decryptField('totp', 'u1', sealed)).toBe(SECRET);
    await expect(decryptField('totp', 'u2', sealed)).rejects.toThrow();
    const ssn = await encryptField('ssn', 'u1', '078051120');
    await expect(decryptField('totp', 'u1', ssn)).rejects.toThrow();
  });
});

describe('the setup gate', () => {
  const caller = (mfaSetupPending: boolean): Caller => ({
    userId: 'u',
    sessionHash: 'h',
    signedInAt: '',
    signInMethod: 'password',
    mfaSetupPending,
    user: { id: 'u', groupId: null, groupAdmin: false, contentAdmin: true, status: 'active' } as User,
  });
  it('an admin who must set it up reaches only the setup routes (and public ones)', () => {
    expect(() => authorize('contentAdmin', caller(true))).toThrow(new Forbidden(MFA_SETUP_REQUIRED));
    expect(() => authorize('learner', caller(true))).toThrow(Forbidden);
    expect(authorize('learner', caller(true), true).userId).toBe('u');
    expect(authorize('public', caller(true))?.userId).toBe('u');
    expect(authorize('contentAdmin', caller(false)).userId).toBe('u');
  });
});
