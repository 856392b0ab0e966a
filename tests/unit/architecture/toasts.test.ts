// One way to give a reply its toast: the use case decides it with the helpers of
// functions/lib/toasts.ts and returns it with its reply; the HTTP handler passes the reply through.
// A failure names the file and the line that builds a toast elsewhere.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './import-graph';

const HELPER = 'functions/lib/toasts.ts';
const TOAST_TYPES = new Set(['success', 'info', 'warning', 'error']);
const HELPERS = new Set(['successToast', 'infoToast', 'warningToast']);

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** `file:line: text` of every node `pick` accepts (files that cannot hold one, by `hint`, are not parsed). */
function findings(file: string, hint: RegExp, pick: (node: ts.Node) => boolean): string[] {
  const text = read(file);
  if (!hint.test(text)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (pick(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      out.push(`${file}:${line}: ${node.getText(source).split('\n')[0]}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const propertyName = (node: ts.ObjectLiteralElementLike) =>
  node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) ? node.name.text : null;

/** A string literal, seen through `as const`, parentheses and both arms of a conditional. */
const literals = (node: ts.Expression): string[] => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isAsExpression(node) || ts.isParenthesizedExpression(node) || ts.isSatisfiesExpression(node))
    return literals(node.expression);
  if (ts.isConditionalExpression(node)) return [...literals(node.whenTrue), ...literals(node.whenFalse)];
  return [];
};

/** `{ type: 'success', ... }` (any toast type), or any object with both a `type` and a `message`. */
const handBuiltToast = (node: ts.Node): boolean => {
  if (!ts.isObjectLiteralExpression(node)) return false;
  const names = node.properties.map(propertyName);
  const typed = node.properties.some(
    (p) =>
      ts.isPropertyAssignment(p) &&
      propertyName(p) === 'type' &&
      literals(p.initializer).some((t) => TOAST_TYPES.has(t)),
  );
  return typed || (names.includes('type') && names.includes('message'));
};

describe('toasts', () => {
  it('HTTP handlers build no toast: they pass on the toaster their use case returned', () => {
    const bad = sourceFiles('functions/handlers/http').flatMap((file) =>
      findings(
        file,
        /toaster|Toast|\btype\s*:/,
        (node) =>
          // `toaster: ...` written in the handler (a spread or `{ toaster }` of the reply passes it on).
          (ts.isPropertyAssignment(node) && propertyName(node) === 'toaster') ||
          (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && HELPERS.has(node.expression.text)) ||
          handBuiltToast(node),
      ),
    );
    expect(bad).toEqual([]);
  });

  it(`a toast object is spelled out only in ${HELPER}; everything else calls successToast, infoToast or warningToast`, () => {
    const bad = sourceFiles('functions')
      .filter((file) => file !== HELPER)
      .flatMap((file) => findings(file, /\btype\s*:/, handBuiltToast));
    // shared/ holds the toaster's schema (z.enum of the types), never a toast.
    const typed = /type:\s*\(?\s*['"`](success|info|warning|error)['"`]/;
    const shared = sourceFiles('shared').filter((file) => typed.test(read(file)));
    expect([...bad, ...shared]).toEqual([]);
  });
});
