// Vitest globalSetup: starts the local stack (in-memory data, random ports) exactly as
// `npm start` does, in a child process, and hands its URLs to the tests.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export interface StackInfo {
  url: string;
  mailOutboxUrl: string;
  smsOutboxUrl: string;
  env: Record<string, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

export default async function setup(project: TestProject) {
  const withWeb = project.name === 'e2e';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'infra/local/cli.ts', 'start', '--ephemeral', '--json', ...(withWeb ? [] : ['--no-web'])], {
    cwd: root,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const info = await new Promise<StackInfo>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Local stack did not start in time:\n${output}`)), 170_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('LOCAL_STACK_READY '));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line.slice('LOCAL_STACK_READY '.length)) as StackInfo);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Local stack exited with code ${code}:\n${output}`));
    });
  });
  project.provide('stack', info);

  return async () => {
    if (child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  };
}
