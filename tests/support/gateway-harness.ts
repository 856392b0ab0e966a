// Starts the local gateway alone, in this process, for tests of the gateway itself: handlers come
// from a folder laid out like the deployed bundles (`<name>/index.mjs`), which the test writes.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startGateway } from '@infra/local/gateway';
import { bundledHandlers } from '@infra/local/handler-modules';
import { SmsOutbox } from '@infra/local/sms-outbox';

export interface GatewayHarness {
  url: string;
  dir: string;
  stop: () => Promise<void>;
}

/** Writes `<dir>/<name>/index.mjs` with the given module source. */
export function writeModule(dir: string, name: string, source: string): void {
  mkdirSync(path.join(dir, name), { recursive: true });
  writeFileSync(path.join(dir, name, 'index.mjs'), source);
}

export async function startTestGateway(options: {
  trustTestSourceIp: boolean;
  webDir?: string;
  modules?: Record<string, string>;
}): Promise<GatewayHarness> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-handlers-'));
  for (const [name, source] of Object.entries(options.modules ?? {})) writeModule(dir, name, source);
  const { server, port } = await startGateway({
    port: 0,
    webDir: options.webDir ?? path.join(dir, 'no-web'),
    sms: new SmsOutbox(null),
    runJob: async () => undefined,
    handlers: bundledHandlers(dir),
    trustTestSourceIp: options.trustTestSourceIp,
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    stop: () => close(server).then(() => rmSync(dir, { recursive: true, force: true })),
  };
}

function close(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
