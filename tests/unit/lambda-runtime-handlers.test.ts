// The child process that runs the deployable bundles on the Lambda runtime's Node
// (infra/local/handler-modules.ts, lambda-runtime-host.mjs), here with this test's own Node: results
// and events cross as JSON, a thrown error keeps its name and message, the context's clock counts
// down from the caller's remaining time, and a child that dies fails only its pending call and is
// started again for the next.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type HandlerModules, lambdaRuntimeHandlers } from '@infra/local/handler-modules';

const MODULES: Record<string, string> = {
  'http/echo': `export const handler = async (event, context) => ({
    event, pid: process.pid, fn: context.functionName, left: context.getRemainingTimeInMillis(), when: new Date(0) });`,
  'http/throws': `export const handler = async () => { throw Object.assign(new Error('no such thing'), { name: 'NotFound' }); };`,
  'jobs/dies': 'export const handler = async () => process.exit(3);',
};

const dir = mkdtempSync(path.join(tmpdir(), 'runtime-host-'));
const context = (remaining: number) =>
  ({ functionName: 'probe', awsRequestId: 'r1', getRemainingTimeInMillis: () => remaining }) as unknown as Context;
let modules: HandlerModules;

beforeAll(async () => {
  for (const [name, source] of Object.entries(MODULES)) {
    mkdirSync(path.join(dir, name), { recursive: true });
    writeFileSync(path.join(dir, name, 'index.mjs'), source);
  }
  modules = await lambdaRuntimeHandlers(dir, process.execPath);
});

afterAll(async () => {
  await modules.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('bundles in a Lambda runtime child process', () => {
  it('answers with the handler’s result as JSON, in another process, with the context rebuilt', async () => {
    const echo = await modules.load('http/echo');
    const reply = (await echo({ body: 'hi', n: 1 }, context(5_000))) as Record<string, unknown>;
    expect(reply).toMatchObject({ event: { body: 'hi', n: 1 }, fn: 'probe', when: new Date(0).toISOString() });
    expect(reply.pid).not.toBe(process.pid);
    expect(reply.left).toBeGreaterThan(4_000);
    expect(reply.left).toBeLessThanOrEqual(5_000);
    expect(await modules.describe()).toEqual({
      node: process.version,
      loaded: [path.join(dir, 'http/echo/index.mjs')],
    });
  });

  it('rejects with the error the handler threw', async () => {
    const throws = await modules.load('http/throws');
    await expect(throws({}, context(1_000))).rejects.toMatchObject({ name: 'NotFound', message: 'no such thing' });
  });

  it('fails the call of a child that dies, and starts a new one for the next', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const echo = await modules.load('http/echo');
    const before = ((await echo({}, context(1_000))) as { pid: number }).pid;
    await expect((await modules.load('jobs/dies'))({}, context(1_000))).rejects.toThrow(/exited \(code 3/);
    const after = ((await echo({}, context(1_000))) as { pid: number }).pid;
    expect(after).not.toBe(before);
    stderr.mockRestore();
  });
});
