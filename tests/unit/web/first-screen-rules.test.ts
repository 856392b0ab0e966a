// What the web may import, so a phone's first screen stays within its budget (docs/decisions/007):
// Amplify UI only as CSS (its React components carry its whole default theme), contracts per
// domain file (the index would put every domain's schemas into one chunk), React Router without
// its data router (lib/app-router.tsx has what the app needs of it).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, root, sourceFiles } from '../architecture/import-graph';

const web = sourceFiles('web/src');
const offenders = (refuse: (specifier: string, target: string | null) => boolean) =>
  web.flatMap((file) => importsOf(file).filter((edge) => refuse(edge.specifier, edge.target)).map((edge) => `${file} imports ${edge.specifier}`));

describe('first-screen import rules', () => {
  it('takes Amplify UI as CSS only', () => {
    expect(offenders((specifier) => specifier.startsWith('@aws-amplify/') && !specifier.endsWith('.css'))).toEqual([]);
  });

  it("uses React Router's declarative API only (the data router costs ~17 KB gzip on every page)", () => {
    const DATA_ROUTER = /^(create(Browser|Hash|Memory|Static)Router|RouterProvider|useNavigation|useBlocker|useLoaderData|useActionData|useFetcher|useFetchers|useRouteError|useRevalidator|useMatches|Form|ScrollRestoration|Await)$/;
    const bad = web.flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]react-router(-dom)?['"]/g)]
        .flatMap((match) => match[1]!.split(',').map((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!))
        .filter((name) => DATA_ROUTER.test(name))
        .map((name) => `${file} imports ${name}`),
    );
    expect(bad).toEqual([]);
  });

  it('imports contracts from their domain file, never the contracts index', () => {
    expect(offenders((_specifier, target) => target === 'shared/contracts/index.ts')).toEqual([]);
  });
});
