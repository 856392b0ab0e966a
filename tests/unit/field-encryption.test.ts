// The SSN is encrypted before it is stored: locally AES-256-GCM with the key file, bound to the
// field and the user; the stored envelope never contains the digits.
import { createDecipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { encryptField } from '@functions/adapters/field-encryption';

const key = randomBytes(32);
beforeAll(() => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'field-key-')), 'field-key');
  writeFileSync(file, key.toString('base64'));
  process.env.FIELD_KEY_FILE = file;
  delete process.env.FIELD_KMS_KEY_ID;
});

const open = (envelope: string, aad: string) => {
  const bytes = Buffer.from(envelope.slice('local-aes-gcm:'.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
};

describe('encryptField', () => {
  it('seals the value so only the key opens it, for that field and user only', async () => {
    const envelope = await encryptField('ssn', 'user-1', '123456789');
    expect(envelope).toMatch(/^local-aes-gcm:/);
    expect(envelope).not.toContain('123456789');
    expect(Buffer.from(envelope.slice(14), 'base64').toString('latin1')).not.toContain('6789');
    expect(open(envelope, 'ssn:user-1')).toBe('123456789');
    expect(() => open(envelope, 'ssn:user-2')).toThrow();
  });

  it('gives a different ciphertext every time (random IV)', async () => {
    expect(await encryptField('ssn', 'u', '111111111')).not.toBe(await encryptField('ssn', 'u', '111111111'));
  });
});
