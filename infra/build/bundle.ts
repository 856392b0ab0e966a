// Pre-bundles every Lambda handler in ONE esbuild call (much faster than one NodejsFunction
// per handler) into `<outdir>/<name>/index.mjs`. Used by `cdk synth` (infra/bin/app.ts) and by
// `npm run bench` to measure bundle sizes.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { contractKeys } from '@shared/contracts/index';
import { jobSchedules } from '@functions/handlers/jobs/schedules';
import { workers } from '@functions/handlers/workers/workers';
import { awsSdkPackageInfoPlugin } from './aws-sdk-package-info';
import { awsSdkSchemasPlugin } from './aws-sdk-schemas';
import { noEventStreamsPlugin } from './no-event-streams';
import { openapiDocumentPlugin } from './openapi-document';
import { pureContractsPlugin } from './pure-contracts';
import { sanitizeHtmlDepsPlugin } from './sanitize-html-deps';
import { stripeResourcesPlugin } from './stripe-resources';

/**
 * The Node major the Lambdas run (AppFunction's nodejs22.x) and the bundles target. package.json's
 * `engines` (>=20.19) admits it and CI's Node 20, which runs the sources; the bundles run locally on
 * this major whatever the machine's (infra/local/lambda-node.ts).
 */
export const LAMBDA_NODE_MAJOR = 22;

/** Repository root (this file lives in infra/build/). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where `cdk synth` writes the bundles (gitignored). */
export const lambdaBuildDir = path.join(repoRoot, '.build', 'lambdas');

/** The WebSocket routes and the handler module behind each. */
export const websocketHandlers = { $connect: 'connect', $disconnect: 'disconnect', $default: 'default' } as const;

export interface LambdaEntry {
  /** Bundle name, e.g. `http/auth/login`, `ws/connect`, `jobs/renewal-reminders`; also the folder under outdir. */
  name: string;
  /** Absolute path of the handler module. */
  entry: string;
}

export interface BundleResult {
  name: string;
  /** Absolute path of the bundled `index.mjs`. */
  file: string;
  /** Size of index.mjs in bytes (source map excluded). */
  bytes: number;
  /** The modules bundled into it (repository-relative; packages as `node_modules/<name>/...`), from esbuild's metafile. */
  inputs: string[];
}

/** Bundle name of the HTTP handler for a contract key (`auth/login` -> `http/auth/login`). */
export const httpBundleName = (contractKey: string) => `http/${contractKey}`;
export const wsBundleName = (handler: string) => `ws/${handler}`;
export const jobBundleName = (job: string) => `jobs/${job}`;
export const workerBundleName = (worker: string) => `workers/${worker}`;
/** The deploy's migration run (MigrationsStack): a job without a schedule. */
export const MIGRATE_BUNDLE = jobBundleName('migrate');

/** Every deployable handler: one per contract, the three WebSocket routes, one per scheduled job, one per worker, the migration run. */
export function handlerEntries(root = repoRoot): LambdaEntry[] {
  const handlers = path.join(root, 'functions', 'handlers');
  return [
    ...contractKeys.map((key) => ({ name: httpBundleName(key), entry: path.join(handlers, 'http', `${key}.ts`) })),
    ...Object.values(websocketHandlers).map((name) => ({
      name: wsBundleName(name),
      entry: path.join(handlers, 'ws', `${name}.ts`),
    })),
    ...Object.keys(jobSchedules).map((job) => ({
      name: jobBundleName(job),
      entry: path.join(handlers, 'jobs', `${job}.ts`),
    })),
    ...Object.keys(workers).map((worker) => ({
      name: workerBundleName(worker),
      entry: path.join(handlers, 'workers', `${worker}.ts`),
    })),
    { name: MIGRATE_BUNDLE, entry: path.join(handlers, `${MIGRATE_BUNDLE}.ts`) },
  ];
}

// ESM bundles that contain CommonJS code (parts of the AWS SDK) need a real `require`.
const banner =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

export interface BundleOptions {
  outdir: string;
  entries: LambdaEntry[];
  /** Default true. */
  minify?: boolean;
  /** Remove outdir first so no stale bundles remain. Default true. */
  clean?: boolean;
}

export async function bundleHandlers({
  outdir,
  entries,
  minify = true,
  clean = true,
}: BundleOptions): Promise<BundleResult[]> {
  const missing = entries.filter((e) => !existsSync(e.entry));
  if (missing.length > 0) {
    throw new Error(
      `Handler modules not found:\n${missing.map((e) => `  ${e.name}: ${path.relative(repoRoot, e.entry)}`).join('\n')}`,
    );
  }
  if (clean) await rm(outdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: Object.fromEntries(entries.map((e) => [`${e.name}/index`, e.entry])),
    outdir,
    bundle: true,
    splitting: false,
    format: 'esm',
    platform: 'node',
    target: `node${LAMBDA_NODE_MAJOR}`,
    outExtension: { '.js': '.mjs' },
    mainFields: ['module', 'main'],
    // Lambda passes credentials in env vars: bundle only that provider (see functions/lib/lambda-credentials.ts).
    alias: { '@aws-sdk/credential-provider-node': path.join(repoRoot, 'functions/lib/lambda-credentials.ts') },
    // Only the parts of our contracts, stripe, sanitize-html and the AWS SDK we use, and the OpenAPI
    // document built now rather than in its function (see each plugin's file).
    plugins: [
      pureContractsPlugin,
      openapiDocumentPlugin,
      stripeResourcesPlugin,
      sanitizeHtmlDepsPlugin,
      awsSdkSchemasPlugin,
      awsSdkPackageInfoPlugin,
      noEventStreamsPlugin,
    ],
    banner: { js: banner },
    minify,
    sourcemap: true,
    sourcesContent: false,
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    absWorkingDir: repoRoot,
  });
  const outputs = result.metafile.outputs;
  return entries.map((e) => {
    const file = path.join(outdir, e.name, 'index.mjs');
    const relative = path.relative(repoRoot, file).split(path.sep).join('/');
    const output = outputs[relative];
    if (!output) throw new Error(`esbuild produced no ${relative}`);
    return {
      name: e.name,
      file,
      bytes: output.bytes,
      inputs: Object.keys(output.inputs).map((input) => input.replace(/^.*node_modules\//, 'node_modules/')),
    };
  });
}
