// The layering of ARCHITECTURE.md, enforced: who may import whom, no cycles between domains,
// table key strings only in functions/data. A failure names the file and the import to remove.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, importsOf, root, sourceFiles } from './import-graph';

const segment = (file: string, prefix: string): string | null =>
  file.startsWith(prefix) ? file.slice(prefix.length).split('/')[0]! : null;

function violations(
  files: string[],
  refuse: (file: string, target: string | null, specifier: string) => boolean,
): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter((edge) => refuse(file, edge.target, edge.specifier))
      .map((edge) => `${file} imports ${edge.specifier}`),
  );
}

describe('layering', () => {
  it('shared/ is browser-safe: it imports only zod and other shared modules', () => {
    const bad = violations(sourceFiles('shared'), (_file, target, specifier) =>
      target ? !target.startsWith('shared/') : !/^zod(\/|$)/.test(specifier),
    );
    expect(bad).toEqual([]);
  });

  it('web features do not import each other, nor the backend', () => {
    const bad = violations(sourceFiles('web/src/features'), (file, target) => {
      if (!target) return false;
      const own = segment(file, 'web/src/features/');
      const other = segment(target, 'web/src/features/');
      return (
        (other !== null && other !== own) ||
        target.startsWith('functions/') ||
        target.startsWith('infra/') ||
        target.startsWith('web/src/app/')
      );
    });
    expect(bad).toEqual([]);
  });

  it('web components and lib are shared leaves: they import neither features nor the app', () => {
    const bad = violations(
      sourceFiles('web/src/components', 'web/src/lib'),
      (_file, target) => !!target && (target.startsWith('web/src/features/') || target.startsWith('web/src/app/')),
    );
    expect(bad).toEqual([]);
  });

  it('handlers do not reach into the data layer or adapters: they call a domain use case', () => {
    const bad = violations(
      sourceFiles('functions/handlers'),
      (_file, target) => !!target && (target.startsWith('functions/data/') || target.startsWith('functions/adapters/')),
    );
    expect(bad).toEqual([]);
  });

  it('each HTTP handler calls exactly one domain use case (the rules live there, not in the handler)', () => {
    const bad = sourceFiles('functions/handlers/http').filter((file) => {
      const useCases = importsOf(file).filter((edge) => edge.target?.startsWith('functions/domain/'));
      const text = readFileSync(path.join(root, file), 'utf8');
      const bindings = [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]@functions\/domain\//g)].flatMap((m) =>
        m[1]!
          .split(',')
          .map((b) => b.trim())
          .filter(Boolean),
      );
      return useCases.length !== 1 || bindings.length !== 1;
    });
    expect(bad).toEqual([]);
  });

  it('functions/lib is the ground floor: it imports only functions/data and shared, never domain, adapters or handlers', () => {
    const bad = violations(
      sourceFiles('functions/lib'),
      (_file, target) => !!target && /^functions\/(domain|adapters|handlers)\//.test(target),
    );
    expect(bad).toEqual([]);
  });

  it("every HTTP handler builds with functions/handlers/define-http-handler.ts, the factory with the domain's caller port filled", () => {
    const composition = 'functions/handlers/define-http-handler.ts';
    const direct = violations(
      sourceFiles('functions'),
      (file, target) => target === 'functions/lib/http-handler.ts' && file !== composition,
    );
    const handlers = sourceFiles('functions/handlers/http').filter(
      (file) => !importsOf(file).some((edge) => edge.target === composition),
    );
    expect([...direct, ...handlers]).toEqual([]);
  });

  it('what every HTTP Lambda carries (the factory and the caller resolution) reaches no adapter and only the session lookup of the domain', () => {
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const edge of importsOf(file))
        if (edge.target?.startsWith('functions/') || edge.target?.startsWith('shared/')) visit(edge.target);
    };
    visit('functions/handlers/define-http-handler.ts');
    const allowedDomain = [
      'functions/domain/auth/resolve-caller.ts',
      'functions/domain/auth/resume-session.ts',
      'functions/domain/profile/mfa-requirement.ts',
    ];
    const bad = [...reached].filter(
      (file) =>
        file.startsWith('functions/adapters/') ||
        (file.startsWith('functions/domain/') && !allowedDomain.includes(file)),
    );
    expect(bad).toEqual([]);
  });

  it('domain code knows no Lambda or HTTP types, and the data layer knows no domain', () => {
    const domain = violations(
      sourceFiles('functions/domain'),
      (_file, target, specifier) =>
        specifier === 'aws-lambda' ||
        specifier.startsWith('@middy/') ||
        (!!target && (target.startsWith('functions/handlers/') || target === 'functions/lib/http-handler.ts')),
    );
    const data = violations(
      sourceFiles('functions/data'),
      (_file, target) => !!target && /^functions\/(domain|handlers|adapters)\//.test(target),
    );
    expect([...domain, ...data]).toEqual([]);
  });

  it('only the data layer talks to DynamoDB', () => {
    const bad = violations(
      sourceFiles('functions', 'shared', 'web/src'),
      (file, _target, specifier) =>
        !file.startsWith('functions/data/') && specifier.startsWith('@aws-sdk/') && specifier.includes('dynamodb'),
    );
    expect(bad).toEqual([]);
  });

  it('the table Scan is for migrations only: one paged scan (data/scan.ts), read through migration-only data modules that only migrations import', () => {
    const migrationOnly = (file: string) =>
      file === 'functions/data/scan.ts' ||
      file === 'functions/data/migrations.ts' ||
      /^functions\/data\/[a-z0-9-]+-migration\.ts$/.test(file);
    const fromMigrations = (file: string) => file.startsWith('functions/migrations/') || migrationOnly(file);
    const runsMigrations = (file: string) => fromMigrations(file) || file === 'functions/handlers/jobs/migrate.ts';
    const files = sourceFiles('functions', 'shared', 'web/src');
    const bad = [
      // A request path (route, job, worker, domain) never loads a scan or the runner's lock code.
      ...violations(files, (file, target) => !!target && migrationOnly(target) && !fromMigrations(file)),
      // ...nor a migration: only the deploy's migrate function runs them.
      ...violations(files, (file, target) => !!target?.startsWith('functions/migrations/') && !runsMigrations(file)),
      // One way to scan: ScanCommand only in scan.ts.
      ...violations(
        files,
        (file, _target, specifier) =>
          file !== 'functions/data/scan.ts' &&
          specifier.startsWith('@aws-sdk/') &&
          /\bScanCommand\b/.test(readFileSync(path.join(root, file), 'utf8')),
      ),
    ];
    expect(bad).toEqual([]);
  });

  it('no import cycles between backend domains, nor between web features', () => {
    expect(findCycles(sourceFiles('functions/domain'), (file) => segment(file, 'functions/domain/'))).toEqual([]);
    expect(findCycles(sourceFiles('web/src/features'), (file) => segment(file, 'web/src/features/'))).toEqual([]);
  });

  it('no import cycles between modules of the backend and shared code', () => {
    expect(findCycles(sourceFiles('functions', 'shared'), (file) => file)).toEqual([]);
  });
});

describe('imports', () => {
  it('use the path aliases (@shared, @functions, @infra, @web, @web-build, @tests) instead of climbing two or more folders', () => {
    const bad = violations(
      sourceFiles('shared', 'functions', 'infra', 'web/src', 'tests'),
      (_file, _target, specifier) => specifier.startsWith('../../'),
    );
    expect(bad).toEqual([]);
  });
});

describe('in-app paths', () => {
  // Server redirects and email links use shared/paths.ts (href(paths.x, params)), the router's registry.
  const APP_PATH = /['"`]\/(dashboard|exams|courses|user-portal|verify|reset-password|login|group-portal)\b/;

  it('are never spelled out in the backend', () => {
    const bad = sourceFiles('functions').filter((file) => APP_PATH.test(readFileSync(path.join(root, file), 'utf8')));
    expect(bad).toEqual([]);
  });
});

describe('table keys', () => {
  // A key string is an upper-case entity prefix followed by '#', e.g. 'USER#' or `GROUP#${id}`.
  const KEY_STRING = /['"`][A-Z][A-Z_]{2,}#/;

  it('are built only in functions/data', () => {
    const files = sourceFiles('functions', 'shared', 'web/src', 'infra').filter(
      (file) => !file.startsWith('functions/data/'),
    );
    const bad = files.filter((file) => KEY_STRING.test(readFileSync(path.join(root, file), 'utf8')));
    expect(bad).toEqual([]);
  });
});
