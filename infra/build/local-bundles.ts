// The bundles `npm start -- --bundled` runs: the same bundleHandlers call over the same entries as
// `cdk synth` (infra/bin/app.ts), kept under .build/local-lambdas/<hash of the inputs>/ so they are
// rebuilt only when a source changes, and so two local stacks (parallel test runs) never rebuild
// a folder the other one is loading from.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleHandlers, handlerEntries, repoRoot } from './bundle';

/** Everything that changes what esbuild produces for the handlers. */
const INPUTS = [
  'functions',
  'shared',
  'infra/build/bundle.ts',
  'infra/build/stripe-resources.ts',
  'infra/build/sanitize-html-deps.ts',
  'infra/build/aws-sdk-package-info.ts',
  'infra/build/aws-sdk-schemas.ts',
  'infra/build/pure-contracts.ts',
  'infra/build/no-event-streams.ts',
  'infra/build/openapi-document.ts',
  'package-lock.json',
  'tsconfig.json',
];
const COMPLETE = '.complete';
const KEEP = 3;

export const localBundlesRoot = path.join(repoRoot, '.build', 'local-lambdas');

function filesUnder(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)));
}

/** Hash of the bundler's inputs (paths and contents). */
export function inputsHash(root = repoRoot): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => filesUnder(path.join(root, input)))) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The folder of up-to-date handler bundles (`<name>/index.mjs`), building it when missing or stale. */
export async function ensureLocalBundles(log: (line: string) => void = () => undefined): Promise<string> {
  const dir = path.join(localBundlesRoot, inputsHash());
  if (existsSync(path.join(dir, COMPLETE))) return dir;
  log('Bundling the Lambda handlers (esbuild, as cdk synth does)...');
  const building = `${dir}.tmp-${process.pid}`;
  await bundleHandlers({ outdir: building, entries: handlerEntries() });
  writeFileSync(path.join(building, COMPLETE), new Date().toISOString());
  try {
    renameSync(building, dir);
  } catch (error) {
    // Another process finished the same bundles first: use theirs.
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(path.join(dir, COMPLETE))) throw error;
  }
  pruneOldBundles(dir);
  return dir;
}

/** Keeps the newest few builds (another stack may still be loading one) and drops abandoned half-builds. */
function pruneOldBundles(current: string): void {
  const entries = readdirSync(localBundlesRoot)
    .map((name) => path.join(localBundlesRoot, name))
    .filter((entry) => entry !== current);
  const builds = entries
    .filter((entry) => !entry.includes('.tmp-'))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  const abandoned = entries.filter(
    (entry) => entry.includes('.tmp-') && Date.now() - statSync(entry).mtimeMs > 60 * 60 * 1000,
  );
  for (const old of [...builds.slice(KEEP - 1), ...abandoned]) rmSync(old, { recursive: true, force: true });
}
