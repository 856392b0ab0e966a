// Outages answer fast (ARCHITECTURE.md): every client of a dependency in functions/ takes its
// timeouts and attempts from functions/lib/call-budgets.ts. Every AWS SDK client (`new …Client(`) is
// given `sdkClientConfig(…)` (its argument, or spread into it), the Stripe client and the SigV4 REST
// calls (aws-rest.ts's sendSigned) their numbers from one of its budgets. A failure names the file and line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './import-graph';

/**
 * Clients built with timeouts of their own, not yet through the module, and why. Each must still
 * exist and still be outside (so the list cannot outlive its reason).
 */
const NOT_YET: Record<string, string> = {};

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const files = () => sourceFiles('functions').filter((file) => /\.tsx?$/.test(file));

/** `file:line: code` of each `new XClient(…)` whose configuration does not come from sdkClientConfig. */
function clientsWithoutBudget(file: string): string[] {
  const text = read(file);
  if (!/new \w+Client\(/.test(text)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const budgeted = (arg: ts.Expression | undefined): boolean => {
    if (!arg) return false;
    if (ts.isCallExpression(arg)) return arg.expression.getText(source) === 'sdkClientConfig';
    if (ts.isObjectLiteralExpression(arg))
      return arg.properties.some((p) => ts.isSpreadAssignment(p) && budgeted(p.expression));
    return false;
  };
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && /Client$/.test(node.expression.getText(source)) && !budgeted(node.arguments?.[0])) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push(`${file}:${line}: ${node.getText(source).split('\n')[0]}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('call budgets', () => {
  it('every AWS SDK client in functions/ is built with sdkClientConfig', () => {
    const bad = files()
      .filter((file) => !(file in NOT_YET))
      .flatMap(clientsWithoutBudget);
    expect(bad).toEqual([]);
  });

  it('the exceptions still exist and are still exceptions', () => {
    for (const [file, client] of Object.entries(NOT_YET)) {
      const outside = clientsWithoutBudget(file);
      expect(outside.length, file).toBeGreaterThan(0);
      expect(outside.join('\n'), file).toContain(`new ${client}(`);
    }
  });

  it('the Stripe client and the SigV4 REST calls take their numbers from a budget', () => {
    const bad = files().flatMap((file) => {
      const text = read(file);
      const stripe = /new Stripe\(/.test(text) && !/PAYMENTS_BUDGET\.requestTimeoutMs/.test(text);
      const rest =
        file !== 'functions/adapters/aws-rest.ts' && /\bsendSigned\(/.test(text) && !/\.\.\.[A-Z]+_BUDGET\b/.test(text);
      return stripe || rest ? [file] : [];
    });
    expect(bad).toEqual([]);
  });
});
