// Where the local runtime loads each Lambda handler from: the TypeScript sources (through tsx,
// the default) or the esbuild bundles CDK deploys (`npm start -- --bundled`), which run on the
// Lambda runtime's Node in a child process (lambda-runtime-host.mjs). Names are the bundle names of
// infra/build/bundle.ts: `http/<contract key>`, `ws/<connect|disconnect|default>`, `jobs/<job>`.
import { type ChildProcess, spawn } from 'node:child_process';
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
  /** The Node version the handlers run on, and the files loaded so far (the gateway's /_local/handlers.json). */
  describe: () => Promise<{ node: string; loaded: string[] }>;
  /** Stops what runs the handlers (the child process of lambdaRuntimeHandlers). */
  close: () => Promise<void>;
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
    describe: async () => ({ node: process.version, loaded: [...loaded.keys()] }),
    close: async () => undefined,
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

interface HostReply {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: { name: string; message: string; stack?: string };
}

const HOST = path.join(import.meta.dirname, 'lambda-runtime-host.mjs');

/**
 * The bundles in `dir`, run by `node` (the Lambda runtime's major: lambda-node.ts) in one child
 * process, as Lambda runs them: events and results cross as JSON, the context is rebuilt there. A
 * child that dies fails its pending calls and is started again on the next. Resolves once it runs.
 */
export async function lambdaRuntimeHandlers(dir: string, node: string): Promise<HandlerModules> {
  const fileOf = (name: string) => path.join(dir, name, 'index.mjs');
  let host: Promise<ChildProcess> | null = null;
  let closing = false;
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  const start = () =>
    new Promise<ChildProcess>((resolve, reject) => {
      // Logs go where the in-process handlers' go: the stack's own output.
      const child = spawn(node, [HOST], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: process.env });
      child.on('message', (message: HostReply | { ready: true }) => {
        if ('ready' in message) return resolve(child);
        const call = pending.get(message.id);
        if (!call) return;
        pending.delete(message.id);
        if (message.ok) return call.resolve(message.result);
        call.reject(
          Object.assign(new Error(message.error?.message), { name: message.error?.name, stack: message.error?.stack }),
        );
      });
      child.once('error', reject);
      child.once('exit', (code, signal) => {
        host = null;
        const error = new Error(`The Node ${node} running the bundles exited (code ${code}, signal ${signal})`);
        reject(error);
        for (const call of pending.values()) call.reject(error);
        pending.clear();
        if (!closing) process.stderr.write(`${error.message}; it starts again on the next call.\n`);
      });
    });

  const call = async (message: Record<string, unknown>): Promise<unknown> => {
    host ??= start();
    const child = await host;
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      // A closed channel (the child just died) fails this call; its exit restarts it for the next.
      child.send({ ...message, id }, (error) => {
        if (!error) return;
        pending.delete(id);
        reject(error);
      });
    });
  };

  host = start();
  await host;
  return {
    mode: 'bundled',
    dir,
    fileOf,
    load: async (name) => {
      const file = fileOf(name);
      return (event, context) => {
        const { getRemainingTimeInMillis, done: _d, fail: _f, succeed: _s, ...fields } = context;
        return call({ op: 'invoke', file, event, context: { ...fields, remainingMs: getRemainingTimeInMillis() } });
      };
    },
    describe: () => call({ op: 'describe' }) as Promise<{ node: string; loaded: string[] }>,
    close: async () => {
      closing = true;
      const child = await host?.catch(() => null);
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
