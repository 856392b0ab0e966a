// Vitest globalSetup: starts the local stack exactly as `npm start` does (ephemeral) and hands
// its URLs to the tests through inject('stack'). The `api-bundled` project (or LOCAL_BUNDLED=1)
// starts it with --bundled: the same tests then run against the bundles CDK deploys.
import type { TestProject } from 'vitest/node';
import { startStackProcess, type StackInfo } from './local-stack';

/** The test stacks' GROUP_CSV_INLINE_MAX_ROWS. */
export const TEST_CSV_INLINE_MAX_ROWS = 30;

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
    /** The stack was asked to run the deployable bundles. */
    bundled: boolean;
  }
}

export default async function setup(project: TestProject) {
  const bundled = project.name === 'api-bundled' || process.env.LOCAL_BUNDLED === '1';
  // Group CSV exports over 30 rows (not 5,000) become export jobs, so the seeded 40-member group takes the asynchronous path.
  const {
    stop,
    output: _output,
    ...info
  } = await startStackProcess({
    web: project.name === 'e2e',
    bundled,
    env: { GROUP_CSV_INLINE_MAX_ROWS: String(TEST_CSV_INLINE_MAX_ROWS) },
  });
  project.provide('stack', info);
  project.provide('bundled', bundled);
  return stop;
}
