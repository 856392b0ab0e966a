// The local gateway itself, started in this process with handler bundles the test writes:
// it trusts the test client's posed source IP only when the test harness asks it to, and with
// --bundled it answers from the bundle files (the layout CDK deploys), not from the sources.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SOURCE_IP_HEADER } from '@infra/local/test-source-ip';
import { startTestGateway, type GatewayHarness } from '../support/gateway-harness';

// Stands in for the health handler: echoes what the gateway put in the event.
const ECHO = `export const handler = async (event) => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ from: 'bundle', sourceIp: event.requestContext.http.sourceIp, routeKey: event.routeKey }),
});`;

const posing = (url: string) => fetch(`${url}/api/health.json`, { headers: { [TEST_SOURCE_IP_HEADER]: '203.0.113.9' } }).then((r) => r.json());

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
