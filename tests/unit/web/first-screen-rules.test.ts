// What the web may import, so a phone's first screen stays within its budget (docs/decisions/007):
// Amplify UI only as CSS (its React components carry its whole default theme), API operations by
// route descriptor and never by contract (a contract's zod schemas would put zod's runtime on
// every page; web/src/lib/api-route.ts), React Router without its data router (lib/app-router.tsx
// has what the app needs of it).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, loadedWith, root, sourceFiles } from '../architecture/import-graph';

const web = sourceFiles('web/src');
const offenders = (refuse: (specifier: string, target: string | null) => boolean) =>
  web.flatMap((file) =>
    importsOf(file)
      .filter((edge) => refuse(edge.specifier, edge.target))
      .map((edge) => `${file} imports ${edge.specifier}`),
  );

describe('first-screen import rules', () => {
  it('takes Amplify UI as CSS only', () => {
    expect(offenders((specifier) => specifier.startsWith('@aws-amplify/') && !specifier.endsWith('.css'))).toEqual([]);
  });

  it("uses React Router's declarative API only (the data router costs ~17 KB gzip on every page)", () => {
    const DATA_ROUTER =
      /^(create(Browser|Hash|Memory|Static)Router|RouterProvider|useNavigation|useBlocker|useLoaderData|useActionData|useFetcher|useFetchers|useRouteError|useRevalidator|useMatches|Form|ScrollRestoration|Await)$/;
    const bad = web.flatMap((file) =>
      [
        ...readFileSync(path.join(root, file), 'utf8').matchAll(
          /import\s*\{([^}]*)\}\s*from\s*['"]react-router(-dom)?['"]/g,
        ),
      ]
        .flatMap((match) =>
          match[1]!.split(',').map(
            (name) =>
              name
                .trim()
                .replace(/^type\s+/, '')
                .split(/\s+as\s+/)[0]!,
          ),
        )
        .filter((name) => DATA_ROUTER.test(name))
        .map((name) => `${file} imports ${name}`),
    );
    expect(bad).toEqual([]);
  });

  it("names API operations by route (apiRoute('<key>')): contracts are imported for their types only", () => {
    // Allowed as values: the zod-free modules, and a schema loaded on demand (`import('@shared/contracts/x')`, for checkInput).
    const ZOD_FREE = new Set([
      'shared/contracts/headers.ts',
      'shared/contracts/list-options.ts',
      'shared/contracts/path.ts',
      'shared/contracts/route.ts',
    ]);
    const bad = web
      .filter((file) => file !== 'web/src/lib/api-route.ts') // the build replaces it (web/api-routes-plugin.ts)
      .flatMap((file) =>
        [
          ...readFileSync(path.join(root, file), 'utf8').matchAll(
            /^import\s+(?!type\s)[^;]*?from\s*['"](@shared\/contracts(?:\/[\w-]+)?)['"]/gm,
          ),
        ]
          .filter((match) => !/^import\s*\{(\s*type\s+[\w$]+(\s+as\s+[\w$]+)?\s*,?)*\s*\}/.test(match[0]))
          .filter((match) => !ZOD_FREE.has(`${match[1]!.slice(1)}.ts`))
          .map((match) => `${file} imports ${match[1]} as a value`),
      );
    expect(bad).toEqual([]);
  });

  // The shell (main.tsx and what it loads) and each public page, with everything they load statically.
  const SHELL = 'web/src/main.tsx';
  const PUBLIC_PAGES = [
    'web/src/features/auth/pages/login-page.tsx',
    'web/src/features/auth/pages/forgot-password-page.tsx',
    'web/src/features/auth/pages/reset-password-page.tsx',
    'web/src/features/profile/pages/create-account-page.tsx',
    'web/src/features/credentials/pages/verify-card-page.tsx',
    'web/src/features/credentials/pages/verify-credential-page.tsx',
  ];
  // web/api-routes-plugin.ts replaces lib/api-route.ts (and its import of every contract) in the build.
  const loaded = (entry: string) => loadedWith(entry, ['web/src/lib/api-route.ts']);
  const zodOrContracts = (loaded: Set<string>) =>
    [...loaded].filter((module) => /^zod(\/|$)/.test(module) || module === 'shared/contracts/index.ts');
  const reactQuery = (loaded: Set<string>) => [...loaded].filter((module) => module.startsWith('@tanstack/'));

  it("the shell and the public pages load no zod and no contract schemas (schemas load on a form's first submit)", () => {
    const bad = [SHELL, ...PUBLIC_PAGES].flatMap((entry) =>
      zodOrContracts(loaded(entry)).map((module) => `${entry} loads ${module}`),
    );
    expect(bad).toEqual([]);
  });

  it("/verify's credential check (jose and the checking code) loads on the first check, not with the page", () => {
    const loadedByPage = loaded('web/src/features/credentials/pages/verify-credential-page.tsx');
    expect(
      [...loadedByPage].filter((module) => /^jose(\/|$)/.test(module) || module.includes('/verification/')),
    ).toEqual([]);
  });

  it('react-query loads only with pages that read data: not with the shell, nor with the sign-in and sign-up pages or /verify', () => {
    const bad = [SHELL, ...PUBLIC_PAGES].flatMap((entry) =>
      reactQuery(loaded(entry)).map((module) => `${entry} loads ${module}`),
    );
    expect(bad).toEqual([]);
  });
});
