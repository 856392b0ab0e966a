// The web cache is keyed by contract only: no hand-written query keys or per-feature key
// factories, and no "invalidate everything". Cache keys and invalidation live in
// lib/contract-key.ts, contract-query.ts and contract-mutation.ts; the session (lib/session.ts) drops another user's data on sign-in/out.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = join(__dirname, '../../../web/src');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
const sources = files(WEB).map((path) => ({ path: relative(WEB, path), text: readFileSync(path, 'utf8') }));
const CACHE_OWNERS = ['lib/contract-key.ts', 'lib/contract-query.ts', 'lib/contract-mutation.ts', 'lib/session.ts'];

describe('web cache keys', () => {
  it('has no per-feature key factories', () => {
    expect(sources.filter(({ path }) => /(^|\/)keys\.ts$/.test(path)).map(({ path }) => path)).toEqual([]);
  });

  it('builds query keys and invalidates only through the contract-keyed helpers', () => {
    const offenders = sources
      .filter(({ path }) => !CACHE_OWNERS.includes(path))
      .filter(({ text }) => /queryKey\s*:|\.(invalidateQueries|removeQueries|resetQueries|refetchQueries)\(/.test(text))
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });

  it('never invalidates, removes or resets the whole cache', () => {
    const offenders = sources
      .filter(({ text }) => /\.(invalidateQueries|removeQueries|resetQueries|refetchQueries)\(\s*\)/.test(text))
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });
});
