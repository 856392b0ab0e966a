// `npm start` in its persistent mode: first start seeds, a restart keeps the data, the stop
// leaves no process behind, and a second start on a busy port says so. It runs on free ports
// (every port variable set, infra/local/ports.ts), with a default port held busy to prove it needs none.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { LOCAL_PORTS, localPortsEnv } from '@infra/local/ports';
import { ApiClient } from '../support/api-client';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'persistent-stack-'));
let env: NodeJS.ProcessEnv;

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(): Promise<{
  ready: { url: string; seeded: boolean };
  pid: number;
  exited: Promise<number | null>;
  output: () => string;
}> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/cli.ts', 'start', '--json', '--no-web'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('LOCAL_STACK_READY '));
      if (line) resolve({ ready: JSON.parse(line.slice(18)), pid: child.pid!, exited, output: () => output });
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`exited ${code}: ${output}`)));
  });
}

/** Listens on `port` until closed; null when something else already does (busy either way). */
function holdPort(port: number): Promise<net.Server | null> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(null));
    server.listen({ port, host: '127.0.0.1' }, () => resolve(server));
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function survivorsAfter(pids: number[], graceMs: number): Promise<number[]> {
  const deadline = Date.now() + graceMs;
  while (pids.some(isAlive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return pids.filter(isAlive);
}

function childrenOf(pid: number): string {
  return spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout.trim();
}

describe('npm start (persistent data)', () => {
  it('seeds once, keeps data across a restart, stops cleanly and refuses a busy port', async () => {
    env = {
      ...process.env,
      LOCAL_DATA_DIR: dataDir,
      ...(await localPortsEnv()),
      LOG_LEVEL: 'warn',
      NODE_NO_WARNINGS: '1',
    };
    const busyDefault = await holdPort(LOCAL_PORTS.stripe.default);
    onTestFinished(() => void busyDefault?.close());
    const first = await start();
    expect(first.ready.seeded).toBe(true);
    const client = new ApiClient(first.ready.url);
    await client.signIn('learner@example.com');
    const enrolled = await client.request(
      'POST',
      '/api/user_courses.json',
      { courseId: 'acls', subscriptionUuid: '3c9a6f0e-2b7d-4c1e-9f3a-5d8b7e6a1c20' },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(enrolled.status).toBe(201);

    const busy = spawnSync(process.execPath, ['--import', 'tsx', 'infra/local/cli.ts', 'start', '--json', '--no-web'], {
      cwd: root,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(busy.status).toBe(1);
    expect(busy.stderr).toMatch(/is already in use: is another `npm start` running\?/);

    const services = childrenOf(first.pid).split(/\s+/).map(Number);
    expect(services.length).toBeGreaterThanOrEqual(4); // DynamoDB Local, cognito-local, s3rver, SES
    process.kill(first.pid, 'SIGINT');
    expect(await first.exited).toBe(0);
    // Helpers without a stop signal of their own (esbuild's service process) leave on the closed pipe a moment later.
    expect(await survivorsAfter(services, 3000)).toEqual([]);

    const second = await start();
    try {
      expect(second.ready.seeded).toBe(false);
      const again = new ApiClient(second.ready.url);
      await again.signIn('learner@example.com').catch((error: Error) => {
        throw new Error(`${error.message}\n${second.output()}`);
      });
      const courses = await again.get('/api/user_courses.json');
      expect(courses.body.data.map((c: { uuid: string }) => c.uuid)).toContain(enrolled.body.uuid);
    } finally {
      process.kill(second.pid, 'SIGINT');
      await second.exited;
    }
  }, 240_000);
});
