// Dates reach people one way: through shared/rules/date-format.ts (`May 4, 2026` on screens, in PDFs
// and emails; `2026-05-04` in CSV files; a date-time with its zone where the time matters). These
// checks fail when a new place formats dates another way: the runtime's locale formats, an Intl date
// format of its own, a date taken apart by hand, or a raw date field put in front of people.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './import-graph';

const FORMATTER = 'shared/rules/date-format.ts';
const code = sourceFiles('web/src', 'functions', 'shared');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const parse = (file: string) =>
  ts.createSourceFile(
    file,
    read(file),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
const lineOf = (node: ts.Node) => node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1;

function walk(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/** Intl date formats that are not for people: each with why it may build one. */
const INTL_DATE_FORMAT_ALLOWED: Record<string, string> = {
  [FORMATTER]: 'the formatter itself (a time of day in a zone)',
  'shared/rules/dates.ts': 'the calendar day of an instant in a zone, and checking a zone name (no display)',
  'shared/rules/notification-schedule.ts': 'the hour of day in a zone, to schedule sends (no display)',
  'web/src/lib/api.ts': "the browser's zone name for X-Time-Zone (no display)",
};

/** A date field by its name: createdAt, passedAt, issuedOn, expiresOn, expirationDate, renewalDate... */
const DATE_FIELD = /(At|On|Date)$/;
const fieldName = (node: ts.Expression): string | null => {
  const bare = ts.isNonNullExpression(node) ? node.expression : node;
  if (ts.isIdentifier(bare)) return bare.text;
  if (ts.isPropertyAccessExpression(bare)) return bare.name.text;
  return null;
};
const isDateField = (node: ts.Expression) => {
  const name = fieldName(node);
  return name !== null && DATE_FIELD.test(name);
};
/** `x.slice(0, 10)`, `x.slice(5, 7)`...: a date or timestamp cut into a shown part. */
const isDateSlice = (node: ts.Expression) =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  node.expression.name.text === 'slice' &&
  isDateField(node.expression.expression);

describe('dates reach people through the one formatter', () => {
  it("no runtime locale formats (toLocaleDateString, toLocaleString, ...): they differ by browser and server, and load Intl's data", () => {
    const bad = code.flatMap((file) =>
      [
        ...read(file).matchAll(/\.(toLocaleDateString|toLocaleTimeString|toLocaleString|toDateString|toUTCString)\(/g),
      ].map((match) => `${file}: ${match[1]}`),
    );
    expect(bad).toEqual([]);
  });

  it('no Intl date format outside the formatter, but for zone arithmetic that shows nothing', () => {
    const bad = code
      .filter((file) => !(file in INTL_DATE_FORMAT_ALLOWED))
      .filter((file) => /Intl\.DateTimeFormat|Intl\.RelativeTimeFormat/.test(read(file)));
    expect(bad).toEqual([]);
  });

  it('no date taken apart by hand to be shown (MM/DD/YYYY, `T` replaced by a space)', () => {
    const NOT_FOR_PEOPLE: Record<string, string> = {
      [FORMATTER]: 'the formatter itself',
      'shared/rules/dates.ts': 'calendar arithmetic',
      'shared/rules/notification-schedule.ts': 'the day of the month, to schedule the first week',
      'functions/adapters/ce-broker-roster.ts': "the board's roster file, in the MM/DD/YYYY its schema requires",
    };
    const bad = code
      .filter((file) => !(file in NOT_FOR_PEOPLE))
      .flatMap((file) =>
        [...read(file).matchAll(/\.slice\(5, ?7\)|\.slice\(8, ?10\)|\.replace\(['"]T['"], ?['"] ['"]\)/g)].map(
          (match) => `${file}: ${match[0]}`,
        ),
      );
    expect(bad).toEqual([]);
  });

  it('screens render no raw date field: a date in JSX goes through DateText or a format function', () => {
    const bad = sourceFiles('web/src')
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) => {
        const found: string[] = [];
        walk(parse(file), (node) => {
          if (!ts.isJsxExpression(node) || !node.expression || ts.isJsxAttribute(node.parent)) return;
          const shown = [node.expression];
          // `{a ? a : '—'}` and `{a ?? '—'}` show `a` too.
          if (ts.isConditionalExpression(node.expression))
            shown.push(node.expression.whenTrue, node.expression.whenFalse);
          if (ts.isBinaryExpression(node.expression)) shown.push(node.expression.left, node.expression.right);
          for (const expression of shown)
            if (isDateField(expression) || isDateSlice(expression))
              found.push(`${file}:${lineOf(node)} {${expression.getText()}}`);
        });
        return found;
      });
    expect(bad).toEqual([]);
  });

  it('text for people (screens, emails, PDFs, messages) interpolates no raw date field', () => {
    const forPeople = code.filter(
      (file) =>
        file.startsWith('web/src/') ||
        file.startsWith('functions/adapters/email/') ||
        file.startsWith('functions/adapters/pdf/') ||
        file.endsWith('/messages.ts'),
    );
    const bad = forPeople.flatMap((file) => {
      const found: string[] = [];
      walk(parse(file), (node) => {
        if (ts.isTemplateSpan(node) && (isDateField(node.expression) || isDateSlice(node.expression)))
          found.push(`${file}:${lineOf(node)} \${${node.expression.getText()}}`);
      });
      return found;
    });
    expect(bad).toEqual([]);
  });

  it('CSV files write every date column through csvDate', () => {
    const bad = sourceFiles('functions').flatMap((file) => {
      const found: string[] = [];
      walk(parse(file), (node) => {
        if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'csvLine')
          return;
        const [fields] = node.arguments;
        if (!fields || !ts.isArrayLiteralExpression(fields)) return;
        for (const field of fields.elements)
          if (isDateField(field as ts.Expression) || isDateSlice(field as ts.Expression))
            found.push(`${file}:${lineOf(field)} ${field.getText()}`);
      });
      return found;
    });
    expect(bad).toEqual([]);
  });
});
