// shared/contracts/ are declarations: loading a module builds its zod schemas and contracts and
// does nothing else (tests/infra/bundle.test.ts keeps it so). esbuild cannot know that zod's
// builders, defineContract or a read of MAX_LENGTH.id have no effect, so every route bundled all
// the contracts of its domain's module and every schema they use (a handler imports one). This
// esbuild plugin wraps each top-level initializer in an arrow called at once and marked pure,
// `/* @__PURE__ */ (() => (...))()`: the same value at the same moment, but esbuild drops the ones
// no code reaches (and unwraps the others), so a bundle keeps only the contracts and schemas it uses.
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import ts from 'typescript';

const CONTRACT_MODULE = /[\\/]shared[\\/]contracts[\\/][^\\/]+\.ts$/;

/** Nothing to evaluate: esbuild drops these unused already. */
const inert = (node: ts.Expression) =>
  ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isLiteralExpression(node);

/** The module's source with every top-level initializer that runs code wrapped as a pure call. */
export function markInitializersPure(source: string, fileName = 'contract.ts'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const initializers = file.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => statement.declarationList.declarations.map((declaration) => declaration.initializer))
    .filter((initializer): initializer is ts.Expression => initializer !== undefined && !inert(initializer));
  let marked = source;
  for (const initializer of initializers.reverse()) {
    const [start, end] = [initializer.getStart(file), initializer.getEnd()];
    marked = `${marked.slice(0, start)}/* @__PURE__ */ (() => (${marked.slice(start, end)}))()${marked.slice(end)}`;
  }
  return marked;
}

export const pureContractsPlugin: Plugin = {
  name: 'pure-contracts',
  setup(build) {
    build.onLoad({ filter: CONTRACT_MODULE }, async ({ path }) => ({
      contents: markInitializersPure(await readFile(path, 'utf8'), path),
      loader: 'ts',
    }));
  },
};
