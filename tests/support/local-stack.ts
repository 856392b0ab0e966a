// Starts `npm start --ephemeral` in a child process (in-memory data, random ports) and
// resolves with its URLs once it prints LOCAL_STACK_READY. Used by tests and benchmarks.
// `bundled` runs the esbuild bundles CDK deploys instead of the sources (`npm start -- --bundled`).
// Only this harness tells the gateway to trust the test client's x-local-source-ip header.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { TRUST_TEST_SOURCE_IP_ENV } from '@infra/local/test-source-ip';

export interface StackInfo {
  url: string;
  mailOutboxUrl: string;
  smsOutboxUrl: string;
  /** The CE Broker stand-in's page (its data: `${ceBrokerUrl}_local/submissions.json`). */
  ceBrokerUrl: string;
  env: Record<string, string>;
  handlers: { mode: 'source' | 'bundled'; dir: string; node: string };
  /** The stand-ins running as processes of their own (dynamodb, cognito, s3, ses) and their pids. */
  pids: Record<string, number>;
}

const root = path.resolve(import.meta.dirname, '../..');

export async function startStackProcess(options: {
  web: boolean;
  bundled?: boolean;
  timeoutMs?: number;
  logLevel?: 'debug' | 'info' | 'warn';
  env?: Record<string, string>;
}): Promise<StackInfo & { stop: () => Promise<void>; output: () => string }> {
  const flags = [...(options.web ? [] : ['--no-web']), ...(options.bundled ? ['--bundled'] : [])];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'infra/local/cli.ts', 'start', '--ephemeral', '--json', ...flags],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        LOG_LEVEL: options.logLevel ?? 'warn',
        AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
        NODE_NO_WARNINGS: '1',
        [TRUST_TEST_SOURCE_IP_ENV]: '1',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const info = await new Promise<StackInfo>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Local stack did not start in time:\n${output}`)),
      options.timeoutMs ?? 170_000,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('LOCAL_STACK_READY '));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line.slice('LOCAL_STACK_READY '.length)) as StackInfo);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Local stack exited with code ${code}:\n${output}`));
    });
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  };
  // Everything the stack printed so far (its handlers' logs included), e.g. to grep for personal data.
  return { ...info, stop, output: () => output };
}
