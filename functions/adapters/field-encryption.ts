// Encryption of single personal fields (the SSN) before they are stored. Write-only by design:
// nothing in the app decrypts them. In AWS the KMS key (FIELD_KMS_KEY_ID) encrypts; where no key
// is configured (the local stack, tests) AES-256-GCM with a 32-byte key read from a file
// (FIELD_KEY_FILE) stands in. The stored envelope names which, so both can be told apart.
import { createCipheriv, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { EncryptCommand, KMSClient } from '@aws-sdk/client-kms';

let kms: KMSClient | undefined;
let localKey: Buffer | undefined;

/** Which field: bound into the ciphertext so one field's value cannot be pasted into another's. */
export type FieldName = 'ssn';

export async function encryptField(field: FieldName, userId: string, plaintext: string): Promise<string> {
  const keyId = process.env.FIELD_KMS_KEY_ID;
  if (keyId) {
    kms ??= new KMSClient({});
    const reply = await kms.send(new EncryptCommand({ KeyId: keyId, Plaintext: Buffer.from(plaintext, 'utf8'), EncryptionContext: { field, userId } }));
    return `kms:${Buffer.from(reply.CiphertextBlob!).toString('base64')}`;
  }
  const keyFile = process.env.FIELD_KEY_FILE;
  if (!keyFile) throw new Error('Missing environment variable FIELD_KMS_KEY_ID or FIELD_KEY_FILE');
  localKey ??= Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64');
  if (localKey.length !== 32) throw new Error('FIELD_KEY_FILE must hold a base64 32-byte key');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', localKey, iv);
  cipher.setAAD(Buffer.from(`${field}:${userId}`));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `local-aes-gcm:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`;
}
