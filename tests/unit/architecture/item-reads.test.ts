// Items read back from the table are parsed at the data boundary (ARCHITECTURE.md, "Contracts go
// past HTTP"): functions/data has no unchecked `withoutKeys<T>` and no `as T` on what it reads. A
// cast on something that is not an item (a client's cursor, an SDK error) says so in a comment on
// its line or the line above: "Not an item: <why>".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './import-graph';

const EXPLAINED = /not an item/i;

/** `file:line: code` of each cast without its "Not an item" comment, and of each use of withoutKeys. */
function uncheckedReads(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lines = text.split('\n');
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
    found.push(`${file}:${line + 1}: ${lines[line]!.trim()}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && node.text === 'withoutKeys') report(node);
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      const isConst = ts.isTypeReferenceNode(node.type) && node.type.getText(source) === 'const';
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const explained = EXPLAINED.test(lines[line] ?? '') || EXPLAINED.test(lines[line - 1] ?? '');
      if (!isConst && !explained) report(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('item reads in functions/data', () => {
  it('parse items with their schema: no withoutKeys, no `as T` but on what is not an item (and says so)', () => {
    const bad = sourceFiles('functions/data').flatMap((file) =>
      uncheckedReads(file, readFileSync(path.join(root, file), 'utf8')),
    );
    expect(bad).toEqual([]);
  });

  it('finds a cast on an item, withoutKeys, and lets `as const` and an explained cast through', () => {
    const sample = [
      "const tiers = ['a', 'b'] as const;",
      'const user = Item.userId as string;',
      'const row = withoutKeys<Row>(item);',
      '// Not an item: the SDK error.',
      'const failed = error as { name?: string };',
    ].join('\n');
    expect(uncheckedReads('sample.ts', sample)).toEqual([
      'sample.ts:2: const user = Item.userId as string;',
      'sample.ts:3: const row = withoutKeys<Row>(item);',
    ]);
  });
});
