// What the web may import, so a phone's first screen stays within its budget (docs/decisions/007):
// Amplify UI only as CSS (its React components carry its whole default theme), contracts per
// domain file (the index would put every domain's schemas into one chunk).
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles } from '../architecture/import-graph';

const web = sourceFiles('web/src');
const offenders = (refuse: (specifier: string, target: string | null) => boolean) =>
  web.flatMap((file) => importsOf(file).filter((edge) => refuse(edge.specifier, edge.target)).map((edge) => `${file} imports ${edge.specifier}`));

describe('first-screen import rules', () => {
  it('takes Amplify UI as CSS only', () => {
    expect(offenders((specifier) => specifier.startsWith('@aws-amplify/') && !specifier.endsWith('.css'))).toEqual([]);
  });

  it('imports contracts from their domain file, never the contracts index', () => {
    expect(offenders((_specifier, target) => target === 'shared/contracts/index.ts')).toEqual([]);
  });
});
