// A small static import graph of the repository's TypeScript sources, for the architecture tests.
// It reads `import ... from '...'`, `export ... from '...'` and `import('...')` specifiers and
// resolves relative ones and the path aliases of tsconfig.json to repository files.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../../..');

const ALIASES: Record<string, string> = readAliases();
const SOURCE = /\.(ts|tsx)$/;
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

function readAliases(): Record<string, string> {
  const config = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as {
    compilerOptions?: { paths?: Record<string, string[]> };
  };
  const out: Record<string, string> = {};
  for (const [alias, targets] of Object.entries(config.compilerOptions?.paths ?? {})) {
    if (alias.endsWith('/*') && targets[0]?.endsWith('/*')) out[alias.slice(0, -1)] = targets[0].slice(0, -1);
  }
  return out;
}

/** Repository-relative paths of the source files under the given folders. */
export function sourceFiles(...folders: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (SOURCE.test(name)) out.push(path.relative(root, full));
    }
  };
  for (const folder of folders) walk(path.join(root, folder));
  return out.sort();
}

export interface ImportEdge {
  specifier: string;
  /** Repository-relative file, or null for a package import. */
  target: string | null;
}

const cache = new Map<string, ImportEdge[]>();

/** What a file imports. Type-only imports count too: they are still a dependency of the design. */
export function importsOf(file: string): ImportEdge[] {
  let edges = cache.get(file);
  if (edges) return edges;
  const text = readFileSync(path.join(root, file), 'utf8');
  edges = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = (match[1] ?? match[2] ?? match[3])!;
    edges.push({ specifier, target: resolve(file, specifier) });
  }
  cache.set(file, edges);
  return edges;
}

function resolve(from: string, specifier: string): string | null {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else {
    const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
    if (alias) base = path.join(ALIASES[alias]!, specifier.slice(alias.length));
  }
  if (base === null) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    const full = path.join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return path.normalize(candidate);
  }
  return path.normalize(base);
}

/** Cycles among the given nodes; `nodeOf` maps a file to its node (e.g. its domain folder) or null to ignore it. */
export function findCycles(files: string[], nodeOf: (file: string) => string | null): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const from = nodeOf(file);
    if (!from) continue;
    const out = graph.get(from) ?? new Set<string>();
    graph.set(from, out);
    for (const edge of importsOf(file)) {
      const to = edge.target ? nodeOf(edge.target) : null;
      if (to && to !== from) out.add(to);
    }
  }
  const cycles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'visiting');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'visiting') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

const STATIC_IMPORT =
  /(?:^|[\s;])(?:import|export)\s([^'"`;]*?)from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

/**
 * What a file needs at run time as it loads: static imports and re-exports that bring values (not
 * `import type`, not an import whose names are all `type`, not `import()`).
 */
export function staticValueImportsOf(file: string): ImportEdge[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const edges: ImportEdge[] = [];
  for (const match of text.matchAll(STATIC_IMPORT)) {
    const clause = (match[1] ?? '').trim();
    if (/^type\s/.test(clause)) continue;
    const named = /^\{([^}]*)\}$/.exec(clause);
    if (
      named &&
      named[1]!
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .every((name) => name.startsWith('type '))
    )
      continue;
    const specifier = (match[2] ?? match[3])!;
    edges.push({ specifier, target: resolve(file, specifier) });
  }
  return edges;
}

/**
 * Every file and package a module loads with it (following static value imports), the module
 * included. `replaced` modules are not followed (a build step replaces them).
 */
export function loadedWith(entry: string, replaced: readonly string[] = []): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (replaced.includes(file)) return;
    for (const edge of staticValueImportsOf(file)) {
      if (edge.target === null) seen.add(edge.specifier);
      else if (/\.(ts|tsx)$/.test(edge.target)) visit(edge.target);
    }
  };
  visit(entry);
  return seen;
}
