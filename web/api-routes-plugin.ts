// A Vite plugin that inlines route descriptors: `apiRoute('auth/login')` in the web's sources
// becomes `{"key":"auth/login","method":"POST",...}` at build time, and web/src/lib/api-route.ts
// (which imports every contract, and so zod) is replaced by a module that refuses to run. The
// browser then makes calls without loading a single zod schema. See web/src/lib/api-route.ts.
import path from 'node:path';
import type { Plugin } from 'vite';
import { contracts } from '../shared/contracts/index';
import { routeOf } from '../shared/contracts/route';

// A call: not a method (`x.apiRoute(`) nor part of a longer name.
const CALL = /(?<![\w$.])apiRoute\(\s*(['"])([^'"]*)\1\s*\)/g;
const ANY_CALL = /(?<![\w$.])apiRoute\(/g;
/** Line comments are left as they are (docs may say `apiRoute('<key>')`). */
const CONTRACTS_INDEX = /shared[\\/]contracts[\\/]index\.ts$/;
const LINE_COMMENT = /^\s*(\/\/|\*|\/\*)/;

/** `code` with every `apiRoute('<key>')` replaced by its descriptor; throws on an unknown key or a non-literal argument. */
export function inlineApiRoutes(
  code: string,
  known: Record<string, Parameters<typeof routeOf>[1]> = contracts,
): string {
  return code
    .split('\n')
    .map((line) => {
      if (LINE_COMMENT.test(line)) return line;
      const calls = line.match(ANY_CALL)?.length ?? 0;
      let inlined = 0;
      const out = line.replace(CALL, (_call, _quote, key: string) => {
        const contract = known[key];
        if (!contract) throw new Error(`apiRoute('${key}'): no contract has that key (shared/contracts/index.ts)`);
        inlined++;
        return `(${JSON.stringify(routeOf(key, contract))})`;
      });
      if (inlined !== calls)
        throw new Error("apiRoute() takes a contract key as a string literal, e.g. apiRoute('auth/login')");
      return out;
    })
    .join('\n');
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
    // Fail closed: should the module ever escape its replacement, the build stops rather than ship every schema.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && Object.keys(chunk.modules).some((id) => CONTRACTS_INDEX.test(id))) {
          this.error(
            `${chunk.fileName} contains shared/contracts/index.ts: web/src/lib/api-route.ts was not replaced (web/api-routes-plugin.ts)`,
          );
        }
      }
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (file === routeModule || !file.startsWith(srcDir) || !/\.tsx?$/.test(file) || !code.includes('apiRoute('))
        return null;
      try {
        return { code: inlineApiRoutes(code), map: null };
      } catch (error) {
        this.error(`${path.relative(srcDir, file)}: ${(error as Error).message}`);
      }
    },
  };
}
