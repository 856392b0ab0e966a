// Starts `npm start --ephemeral` in a child process (in-memory data, random ports) and
// resolves with its URLs once it prints LOCAL_STACK_READY. Used by tests and benchmarks.
import { spawn } from 'node:child_process';
import path from 'node:path';

export interface StackInfo {
  url: string;
  mailOutboxUrl: string;
  smsOutboxUrl: string;
  env: Record<string, string>;
}

const root = path.resolve(import.meta.dirname, '../..');

export async function startStackProcess(options: { web: boolean; timeoutMs?: number }): Promise<StackInfo & { stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/cli.ts', 'start', '--ephemeral', '--json', ...(options.web ? [] : ['--no-web'])], {
    cwd: root,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1', NODE_NO_WARNINGS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const info = await new Promise<StackInfo>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Local stack did not start in time:\n${output}`)), options.timeoutMs ?? 170_000);
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
  return { ...info, stop };
}
