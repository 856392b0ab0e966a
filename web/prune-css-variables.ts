// A Vite plugin that drops the design tokens of Amplify UI's base.css that nothing reads. base.css
// declares ~1,600 tokens on :root (every component's, ~130 KB of render-blocking CSS); the app
// uses about a third. A token is kept when the other stylesheets the web imports read it
// (`var(--x)`), when a kept token's value reads it, or when the web's code mentions it. It runs
// as base.css is loaded, so the file's content hash is that of what is served.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const BASE_CSS = /@aws-amplify[\\/]ui-react[\\/]dist[\\/]styles[\\/]base\.css$/;
const DECLARATION = /(--[\w-]+)\s*:\s*([^;}]*);?/g;
const references = (text: string): string[] => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!);

/** `css` without the custom property declarations that neither `css` itself nor `readers` read. */
export function pruneCssVariables(css: string, readers: string[]): string {
  const values = new Map<string, string[]>();
  for (const [, name, value] of css.matchAll(DECLARATION)) values.set(name!, [...(values.get(name!) ?? []), value!]);
  const pending = [
    ...references(css.replace(DECLARATION, '')),
    ...readers.flatMap((text) => text.match(/--[\w-]+/g) ?? []),
  ];
  const read = new Set<string>();
  while (pending.length) {
    const name = pending.pop()!;
    if (read.has(name)) continue;
    read.add(name);
    for (const value of values.get(name) ?? []) pending.push(...references(value));
  }
  return css.replace(DECLARATION, (declaration, name: string) => (read.has(name) ? declaration : ''));
}

/** Every stylesheet and source file of the web app, and the Amplify stylesheets it imports. */
function readersOf(srcDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(css|tsx?)$/.test(entry.name)) files.push(full);
    }
  };
  walk(srcDir);
  const texts = files.map((file) => readFileSync(file, 'utf8'));
  const require = createRequire(path.join(srcDir, 'index.ts'));
  const amplify = texts.flatMap((text) =>
    [...text.matchAll(/['"](@aws-amplify\/ui-react\/styles\/[\w.]+\.css)['"]/g)].map((match) => match[1]!),
  );
  return [
    ...texts,
    ...amplify
      .filter((id) => !BASE_CSS.test(id.replace('/styles/', '/dist/styles/')))
      .map((id) => readFileSync(require.resolve(id), 'utf8')),
  ];
}

export function pruneCssVariablesPlugin(srcDir: string): Plugin {
  return {
    name: 'prune-css-variables',
    enforce: 'pre',
    transform(code, id) {
      if (!BASE_CSS.test(id.split('?')[0]!)) return null;
      return { code: pruneCssVariables(code, readersOf(srcDir)), map: null };
    },
  };
}
