// `npm start -- --bundled` rebuilds the handler bundles exactly when an input of the bundler changes:
// the cache folder is named by a hash of those inputs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inputsHash } from '@infra/build/local-bundles';

const root = mkdtempSync(path.join(os.tmpdir(), 'bundle-inputs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

describe('inputsHash', () => {
  it('changes when a handler, shared code, the lockfile or tsconfig changes, and only then', () => {
    write('functions/handlers/http/a/b.ts', 'export const handler = 1;');
    write('shared/contracts/a.ts', 'export const a = 1;');
    write('package-lock.json', '{}');
    write('web/src/app.tsx', 'web');
    const first = inputsHash(root);
    expect(inputsHash(root)).toBe(first);
    write('web/src/app.tsx', 'the web is not bundled into Lambdas');
    expect(inputsHash(root)).toBe(first);
    const seen = new Set([first]);
    for (const [file, text] of [
      ['functions/handlers/http/a/b.ts', 'export const handler = 2;'],
      ['shared/contracts/a.ts', 'x'],
      ['package-lock.json', '{"v":2}'],
      ['tsconfig.json', '{}'],
      ['functions/lib/new.ts', ''],
    ] as const) {
      write(file, text);
      const next = inputsHash(root);
      expect(seen.has(next), file).toBe(false);
      seen.add(next);
    }
  });
});
