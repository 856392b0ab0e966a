// Encryption of single personal fields before they are stored. The SSN is write-only by design:
// nothing in the app decrypts it. The two-step verification secret ('totp') must be read back to
// check codes: only functions granted 'mfaSecrets' may decrypt, and only that field (the KMS grant
// is conditioned on the encryption context). In AWS the KMS key (FIELD_KMS_KEY_ID) encrypts; where no key
// is configured (the local stack, tests) AES-256-GCM with a 32-byte key read from a file
// (FIELD_KEY_FILE) stands in. The stored envelope names which, so both can be told apart.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DecryptCommand, EncryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { QUICK_BUDGET, sdkClientConfig } from '../lib/call-budgets';

let kms: KMSClient | undefined;
let localKey: Buffer | undefined;

/** Which field: bound into the ciphertext so one field's value cannot be pasted into another's. */
export type FieldName = 'ssn' | 'totp';

export async function encryptField(field: FieldName, userId: string, plaintext: string): Promise<string> {
  const keyId = process.env.FIELD_KMS_KEY_ID;
  if (keyId) {
    kms ??= new KMSClient(sdkClientConfig(QUICK_BUDGET));
    const reply = await kms.send(
      new EncryptCommand({
        KeyId: keyId,
        Plaintext: Buffer.from(plaintext, 'utf8'),
        EncryptionContext: { field, userId },
      }),
    );
    return `kms:${Buffer.from(reply.CiphertextBlob!).toString('base64')}`;
  }
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', readLocalKey(), iv);
  cipher.setAAD(Buffer.from(`${field}:${userId}`));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `local-aes-gcm:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`;
}

/** Reads a field back ('totp' only: the SSN is never decrypted). The field and user must be the ones it was sealed for. */
export async function decryptField(
  field: Exclude<FieldName, 'ssn'>,
  userId: string,
  envelope: string,
): Promise<string> {
  const separator = envelope.indexOf(':');
  const scheme = envelope.slice(0, separator);
  const sealed = Buffer.from(envelope.slice(separator + 1), 'base64');
  if (scheme === 'kms') {
    kms ??= new KMSClient(sdkClientConfig(QUICK_BUDGET));
    const reply = await kms.send(new DecryptCommand({ CiphertextBlob: sealed, EncryptionContext: { field, userId } }));
    return Buffer.from(reply.Plaintext!).toString('utf8');
  }
  if (scheme !== 'local-aes-gcm') throw new Error(`Unknown field envelope '${scheme}'`);
  const decipher = createDecipheriv('aes-256-gcm', readLocalKey(), sealed.subarray(0, 12));
  decipher.setAAD(Buffer.from(`${field}:${userId}`));
  decipher.setAuthTag(sealed.subarray(12, 28));
  return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
}

function readLocalKey(): Buffer {
  const keyFile = process.env.FIELD_KEY_FILE;
  if (!keyFile) throw new Error('Missing environment variable FIELD_KMS_KEY_ID or FIELD_KEY_FILE');
  localKey ??= Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64');
  if (localKey.length !== 32) throw new Error('FIELD_KEY_FILE must hold a base64 32-byte key');
  return localKey;
}
