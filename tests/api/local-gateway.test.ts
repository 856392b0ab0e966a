// The local gateway itself, started in this process with handler bundles the test writes:
// it trusts the test client's posed source IP only when the test harness asks it to, and with
// --bundled it answers from the bundle files (the layout CDK deploys), not from the sources.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SOURCE_IP_HEADER } from '@infra/local/test-source-ip';
import { startTestGateway, type GatewayHarness } from '../support/gateway-harness';

// Stands in for the health handler: echoes what the gateway put in the event.
const ECHO = `export const handler = async (event) => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ from: 'bundle', sourceIp: event.requestContext.http.sourceIp, routeKey: event.routeKey }),
});`;

const posing = (url: string) =>
  fetch(`${url}/api/health.json`, { headers: { [TEST_SOURCE_IP_HEADER]: '203.0.113.9' } }).then((r) => r.json());

describe('a gateway started without the test flag (npm start)', () => {
  let gateway: GatewayHarness;
  beforeAll(async () => {
    gateway = await startTestGateway({ trustTestSourceIp: false, modules: { 'http/platform/health': ECHO } });
  });
  afterAll(() => gateway.stop());

  it('ignores x-local-source-ip and reports the socket address', async () => {
    const reply = await posing(gateway.url);
    expect(reply.sourceIp).not.toBe('203.0.113.9');
    expect(reply.sourceIp).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it('answers from the bundle file for the contract key, with the API Gateway route key', async () => {
    expect(await posing(gateway.url)).toMatchObject({ from: 'bundle', routeKey: 'GET /api/health.json' });
  });
});

describe('a gateway started by the test harness', () => {
  let gateway: GatewayHarness;
  beforeAll(async () => {
    gateway = await startTestGateway({ trustTestSourceIp: true, modules: { 'http/platform/health': ECHO } });
  });
  afterAll(() => gateway.stop());

  it('lets a test client pose as another IP', async () => {
    expect((await posing(gateway.url)).sourceIp).toBe('203.0.113.9');
  });
});

/** A GET with any Host header (fetch does not let a caller set Host; a rebinding browser's page does). */
function getWithHost(url: string, path: string, host: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}${path}`, { headers: { host, ...headers } }, (reply) => {
      reply.resume();
      resolve(reply.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end();
  });
}

describe('DNS rebinding (the Host check)', () => {
  let gateway: GatewayHarness;
  let port: string;
  beforeAll(async () => {
    gateway = await startTestGateway({ trustTestSourceIp: false, modules: { 'http/platform/health': ECHO } });
    port = new URL(gateway.url).port;
  });
  afterAll(() => gateway.stop());

  it('refuses any Host but localhost:PORT and 127.0.0.1:PORT, on every path (SMS outbox, connections, jobs, Invoke, API)', async () => {
    for (const path of [
      '/_local/sms.json',
      '/@connections/abc',
      '/2015-03-31/functions/x/invocations',
      '/api/health.json',
      '/',
    ]) {
      expect(await getWithHost(gateway.url, path, 'rebind.attacker.example'), path).toBe(421);
      expect(await getWithHost(gateway.url, path, `rebind.attacker.example:${port}`), path).toBe(421);
      expect(await getWithHost(gateway.url, path, `localhost:${Number(port) + 1}`), path).toBe(421);
    }
    expect(await getWithHost(gateway.url, '/_local/sms.json', `localhost:${port}`)).toBe(200);
    expect(await getWithHost(gateway.url, '/_local/sms.json', `127.0.0.1:${port}`)).toBe(200);
    expect(await getWithHost(gateway.url, '/api/health.json', `LOCALHOST:${port}`)).toBe(200);
  });

  it('refuses a WebSocket upgrade from another Host', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${gateway.url}/realtime`, {
        headers: {
          host: 'rebind.attacker.example',
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        },
      });
      request.on('response', (reply) => resolve(reply.statusCode ?? 0));
      request.on('upgrade', () => resolve(101));
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(421);
  });
});
