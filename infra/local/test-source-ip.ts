// Tests pose as distinct clients (rate limits are per IP) by sending TEST_SOURCE_IP_HEADER. Only the
// local gateway reads it, and only when the test harness (tests/support/local-stack.ts) started it
// with TRUST_TEST_SOURCE_IP_ENV=1; `npm start` never sets that, and nothing deployed reads the header
// (tests/infra/test-source-ip.test.ts).
import type { IncomingMessage } from 'node:http';

export const TEST_SOURCE_IP_HEADER = 'x-local-source-ip';
export const TRUST_TEST_SOURCE_IP_ENV = 'LOCAL_TRUST_TEST_SOURCE_IP';

/** The caller's IP as API Gateway would report it: the socket's, or the posed one when trusted. */
export function sourceIpOf(req: IncomingMessage, trustTestHeader: boolean): string {
  const posed = req.headers[TEST_SOURCE_IP_HEADER];
  if (trustTestHeader && typeof posed === 'string' && posed) return posed;
  return req.socket.remoteAddress ?? '127.0.0.1';
}
