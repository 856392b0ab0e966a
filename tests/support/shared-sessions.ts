// Sessions of two-step accounts shared by the test files of one stack. A TOTP step signs in once
// per account (replay protection), so files that each signed in the seeded content admin would
// queue ~30 s per sign-in; instead the first sign-in's cookies are kept on disk per stack and later
// sign-ins reuse them while the stack still accepts them (a test that signs the session out only
// costs the next one a real sign-in).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = join(tmpdir(), 'certifymed-test-sessions');

const fileFor = (baseUrl: string, email: string) =>
  join(dir, `${createHash('sha256').update(`${baseUrl} ${email}`).digest('hex').slice(0, 24)}.json`);

export function sharedSession(baseUrl: string, email: string): Record<string, string> | null {
  try {
    return JSON.parse(readFileSync(fileFor(baseUrl, email), 'utf8')) as Record<string, string>;
  } catch {
    return null;
  }
}

export function shareSession(baseUrl: string, email: string, cookies: Map<string, string>): void {
  mkdirSync(dir, { recursive: true });
  const file = fileFor(baseUrl, email);
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(Object.fromEntries(cookies)));
  renameSync(partial, file);
}
