// Where the local runtime loads each Lambda handler from: the TypeScript sources (through tsx,
// the default) or the esbuild bundles CDK deploys (`npm start -- --bundled`). Names are the bundle
// names of infra/build/bundle.ts: `http/<contract key>`, `ws/<connect|disconnect|default>`, `jobs/<job>`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';

export type Handler = (event: unknown, context: Context) => Promise<unknown>;

export interface HandlerModules {
  /** `source` or `bundled`: which code answers. */
  mode: 'source' | 'bundled';
  /** The folder the modules come from. */
  dir: string;
  /** Absolute path of the module for a bundle name. */
  fileOf: (bundleName: string) => string;
  /** The module's `handler`, imported once per file. */
  load: (bundleName: string) => Promise<Handler>;
}

function modules(mode: HandlerModules['mode'], dir: string, fileOf: (name: string) => string): HandlerModules {
  const loaded = new Map<string, Promise<Handler>>();
  return {
    mode,
    dir,
    fileOf,
    load: (name) => {
      const file = fileOf(name);
      let handler = loaded.get(file);
      if (!handler) {
        handler = import(pathToFileURL(file).href).then((mod: { handler?: Handler }) => {
          if (typeof mod.handler !== 'function') throw new Error(`${file} exports no handler`);
          return mod.handler;
        });
        loaded.set(file, handler);
      }
      return handler;
    },
  };
}

/** `functions/handlers/<kind>/<name>.ts` under the repository root. */
export function sourceHandlers(root: string): HandlerModules {
  const dir = path.join(root, 'functions', 'handlers');
  return modules('source', dir, (name) => path.join(dir, `${name}.ts`));
}

/** `<dir>/<name>/index.mjs`: the layout bundleHandlers writes and Lambda runs. */
export const bundledHandlers = (dir: string): HandlerModules =>
  modules('bundled', dir, (name) => path.join(dir, name, 'index.mjs'));
