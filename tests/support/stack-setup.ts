// Vitest globalSetup: starts the local stack exactly as `npm start` does (ephemeral) and hands
// its URLs to the tests through inject('stack'). The `api-bundled` project (or LOCAL_BUNDLED=1)
// starts it with --bundled: the same tests then run against the bundles CDK deploys.
import type { TestProject } from 'vitest/node';
import { startStackProcess, type StackInfo } from './local-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
    /** The stack was asked to run the deployable bundles. */
    bundled: boolean;
  }
}

export default async function setup(project: TestProject) {
  const bundled = project.name === 'api-bundled' || process.env.LOCAL_BUNDLED === '1';
  const { stop, output: _output, ...info } = await startStackProcess({ web: project.name === 'e2e', bundled });
  project.provide('stack', info);
  project.provide('bundled', bundled);
  return stop;
}
