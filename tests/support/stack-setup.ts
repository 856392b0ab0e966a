// Vitest globalSetup: starts the local stack exactly as `npm start` does (ephemeral) and hands
// its URLs to the tests through inject('stack').
import type { TestProject } from 'vitest/node';
import { startStackProcess, type StackInfo } from './local-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

export default async function setup(project: TestProject) {
  const { stop, ...info } = await startStackProcess({ web: project.name === 'e2e' });
  project.provide('stack', info);
  return stop;
}
