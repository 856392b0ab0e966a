// A Vite plugin that inlines route descriptors: `apiRoute('auth/login')` in the web's sources
// becomes `{"key":"auth/login","method":"POST",...}` at build time, and web/src/lib/api-route.ts
// (which imports every contract, and so zod) is replaced by a module that refuses to run. The
// browser then makes calls without loading a single zod schema. See web/src/lib/api-route.ts.
import path from 'node:path';
import type { Plugin } from 'vite';
import { contracts } from '../shared/contracts/index';
import { routeOf } from '../shared/contracts/route';

const CALL = /\bapiRoute\(\s*(['"])([^'"]*)\1\s*\)/g;
const ANY_CALL = /\bapiRoute\(/g;

/** `code` with every `apiRoute('<key>')` replaced by its descriptor; throws on an unknown key or a non-literal argument. */
export function inlineApiRoutes(code: string, known: Record<string, Parameters<typeof routeOf>[1]> = contracts): string {
  const calls = code.match(ANY_CALL)?.length ?? 0;
  let inlined = 0;
  const out = code.replace(CALL, (_call, _quote, key: string) => {
    const contract = known[key];
    if (!contract) throw new Error(`apiRoute('${key}'): no contract has that key (shared/contracts/index.ts)`);
    inlined++;
    return `(${JSON.stringify(routeOf(key, contract))})`;
  });
  if (inlined !== calls) throw new Error('apiRoute() takes a contract key as a string literal, e.g. apiRoute(\'auth/login\')');
  return out;
}

export function apiRoutesPlugin(srcDir: string): Plugin {
  const routeModule = path.join(srcDir, 'lib', 'api-route.ts');
  return {
    name: 'api-routes',
    enforce: 'pre',
    load(id) {
      if (id.split('?')[0] !== routeModule) return null;
      return "export function apiRoute(key) { throw new Error('apiRoute(' + JSON.stringify(key) + ') was not inlined by web/api-routes-plugin.ts'); }\n";
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (file === routeModule || !file.startsWith(srcDir) || !/\.tsx?$/.test(file) || !code.includes('apiRoute(')) return null;
      try {
        return { code: inlineApiRoutes(code), map: null };
      } catch (error) {
        this.error(`${path.relative(srcDir, file)}: ${(error as Error).message}`);
      }
    },
  };
}
