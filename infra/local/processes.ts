// Child processes of the local stack: started with their real binaries (never through npx,
// so killing the PID kills the server), logged to files, and all stopped together.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  logFile: string;
}

const running: ManagedProcess[] = [];
let stopping = false;

export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; logDir: string },
): ManagedProcess {
  mkdirSync(options.logDir, { recursive: true });
  const logFile = path.join(options.logDir, `${name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const managed = { name, child, logFile };
  running.push(managed);
  child.on('exit', (code, signal) => {
    const index = running.indexOf(managed);
    if (index >= 0) running.splice(index, 1);
    if (!stopping) {
      process.stderr.write(
        `\n${name} stopped unexpectedly (code ${code}, signal ${signal}); see ${logFile}. Stopping the local stack.\n`,
      );
      void stopAll().then(() => process.exit(1));
    }
  });
  return managed;
}

/** The pid of each running stand-in by name (dynamodb, cognito, s3, ses): the outage tests pause one with SIGSTOP. */
export function processIds(): Record<string, number> {
  return Object.fromEntries(running.flatMap(({ name, child }) => (child.pid === undefined ? [] : [[name, child.pid]])));
}

export async function stopAll(): Promise<void> {
  stopping = true;
  await Promise.all(
    running.splice(0).map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), 4000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** Resolves once something accepts TCP connections on the port. */
export async function waitForPort(port: number, name: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${name} did not start listening on port ${port} within ${timeoutMs / 1000} s`);
}

export async function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1' }, () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
