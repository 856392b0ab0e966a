// Names a newcomer can follow: the handler of operation `<domain>/<op>` calls the use case `op` (in
// camelCase) from functions/domain/<domain>/, and no import in functions/ renames what it imports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './import-graph';

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, false);
const imports = (file: string) => parse(file).statements.filter(ts.isImportDeclaration);
const from = (decl: ts.ImportDeclaration) => (decl.moduleSpecifier as ts.StringLiteral).text;
const camel = (op: string) => op.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/**
 * Operations whose use case lives in another domain's folder, because moving it would make two
 * domains import each other (the layering test forbids cycles between domains).
 */
const USE_CASE_ELSEWHERE: Record<string, { folder: string; why: string }> = {
  'catalog/get-course': {
    folder: 'learning',
    why: "a course as the learner sees it needs the learner's entitlements, and learning imports catalog",
  },
  'commerce/stripe-webhook': {
    folder: 'payment-events',
    why: 'the webhook completes learner and group purchases, and group-commerce imports commerce',
  },
  'profile/sign-up': {
    folder: 'auth',
    why: 'signing up opens a session (auth), and auth imports profile for the user it presents',
  },
};

describe('names', () => {
  const handlers = sourceFiles('functions/handlers/http');

  it('each HTTP handler imports its contract as the `contracts` namespace', () => {
    const bad = handlers.filter((file) => {
      const contracts = imports(file).filter((decl) => from(decl).startsWith('@shared/contracts/'));
      const ns = contracts[0]?.importClause?.namedBindings;
      return contracts.length !== 1 || !ns || !ts.isNamespaceImport(ns) || ns.name.text !== 'contracts';
    });
    expect(bad).toEqual([]);
  });

  it("each HTTP handler imports its use case under the operation's name from its own domain's folder", () => {
    const bad = handlers.flatMap((file) => {
      const op = file.slice('functions/handlers/http/'.length, -'.ts'.length);
      const [domain, name] = op.split('/') as [string, string];
      const folder = USE_CASE_ELSEWHERE[op]?.folder ?? domain;
      const useCases = imports(file).filter((decl) => from(decl).startsWith('@functions/domain/'));
      const bindings = useCases.flatMap((decl) => {
        const named = decl.importClause?.namedBindings;
        return named && ts.isNamedImports(named) ? [...named.elements] : [];
      });
      const ok =
        useCases.length === 1 &&
        from(useCases[0]!).startsWith(`@functions/domain/${folder}/`) &&
        bindings.length === 1 &&
        !bindings[0]!.propertyName &&
        bindings[0]!.name.text === camel(name);
      return ok ? [] : [`${op}: expected \`import { ${camel(name)} } from '@functions/domain/${folder}/…'\``];
    });
    expect(bad).toEqual([]);
  });

  it('the operations listed as living elsewhere still exist (the list does not go stale)', () => {
    const ops = new Set(handlers.map((file) => file.slice('functions/handlers/http/'.length, -'.ts'.length)));
    expect(Object.keys(USE_CASE_ELSEWHERE).filter((op) => !ops.has(op))).toEqual([]);
  });

  it('no import in functions/ renames what it imports with `as` (namespace imports are fine)', () => {
    const bad = sourceFiles('functions').flatMap((file) =>
      imports(file).flatMap((decl) => {
        const named = decl.importClause?.namedBindings;
        if (!named || !ts.isNamedImports(named)) return [];
        return named.elements
          .filter((el) => el.propertyName && el.propertyName.text !== el.name.text)
          .map((el) => `${file}: ${el.propertyName!.text} as ${el.name.text}`);
      }),
    );
    expect(bad).toEqual([]);
  });
});

describe('one spelling: enroll', () => {
  // The spec's API paths and contract names say "enroll"; "enrol" not followed by "l" appears nowhere
  // in our code. User-facing text that quotes the spec verbatim would be listed here (none does: the
  // spec's quoted strings say 'un-enroll').
  const SPEC_QUOTES: string[] = [];
  const ENROL = /enrol(?!l)/i;
  const files = sourceFiles('functions', 'shared', 'web/src', 'infra');

  it('no file name under functions/, shared/, web/src or infra/ spells it "enrol"', () => {
    expect(files.filter((file) => ENROL.test(file))).toEqual([]);
  });

  it('no identifier, comment or string there spells it "enrol"', () => {
    const bad = files.flatMap((file) => {
      let text = readFileSync(path.join(root, file), 'utf8');
      for (const quote of SPEC_QUOTES) text = text.split(quote).join('');
      return text.split('\n').flatMap((line, i) => (ENROL.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
    });
    expect(bad).toEqual([]);
  });
});
