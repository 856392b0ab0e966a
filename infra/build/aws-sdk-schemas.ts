// Each AWS SDK client describes its API in one schemas file: a `const _x = "name"` per string, then
// an array per shape and operation. Most arrays carry traits as `{ [_e]: _c }`, and esbuild keeps
// any object with a computed key (converting an unknown key to a string could run code), so a
// client's every shape stayed in each bundle that sends one command: ~60 KB of the S3 client's,
// ~38 KB of Lambda's, ~29 KB of Location's. This esbuild plugin writes those keys as the string
// constants they are (`{ "error": _c }`, the same object), so the shapes no command uses are
// dropped. Error shapes are left as they are: the client registers each one, so all are kept, and
// spelled-out keys would only make them longer.
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

const SCHEMAS = /[\\/]node_modules[\\/]@aws-sdk[\\/]client-[^\\/]+[\\/]dist-es[\\/]schemas[\\/]schemas_\d+\.js$/;

/** The schemas source with computed keys spelled out, outside the error shapes (`[-3, ...]`). */
export function spellOutSchemaKeys(source: string): string {
  const strings = new Map([...source.matchAll(/^const (_\w+) = ("[^"\\\n]*");$/gm)].map((m) => [m[1]!, m[2]!]));
  const spelled = (text: string) =>
    text.replace(/\[(_\w+)\]:/g, (_key, name: string) => `${strings.get(name) ?? `[${name}]`}:`);
  return source
    .split(/(?=^export var \w+\$ = \[)/m)
    .map((statement) => (/^export var \w+\$ = \[-3,/.test(statement) ? statement : spelled(statement)))
    .join('');
}

export const awsSdkSchemasPlugin: Plugin = {
  name: 'aws-sdk-schemas',
  setup(build) {
    build.onLoad({ filter: SCHEMAS }, async ({ path }) => ({
      contents: spellOutSchemaKeys(await readFile(path, 'utf8')),
      loader: 'js',
    }));
  },
};
