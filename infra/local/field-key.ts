// The local stand-in for the KMS key that encrypts personal fields (functions/adapters/field-encryption.ts):
// a random 32-byte key in the data folder, created once, readable only by its owner.
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function ensureFieldKey(dataDir: string): string {
  const file = path.join(dataDir, 'field-key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  return file;
}
