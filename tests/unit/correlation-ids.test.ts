// Correlation ids through the handler factory (docs/operations.md, "Finding a request"): a request
// takes the caller's x-correlation-id when well formed, else API Gateway's request id; every line it
// logs carries it (an unhandled error's too) and so does its reply, whatever the status. Requests
// handled at once in one process (the local stack) keep their own. Under X-Ray each line names its trace.
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { CORRELATION_ID_HEADER } from '@shared/contracts/headers';
import { defineContract } from '@shared/contracts/contract';
import { messageBody } from '@shared/contracts/envelope';
import { resetEnvForTests } from '@functions/lib/env';
import { httpHandlerFactory } from '@functions/lib/http-handler';
import { logger } from '@functions/lib/logger';
import { captureLogs } from '../support/logs';

const defineHttpHandler = httpHandlerFactory<{ access: 'public' }>({ resolveCaller: null });
const context = { awsRequestId: 'lambda-request-1' } as Context;

const contract = defineContract({
  method: 'GET',
  path: '/api/traced.json',
  access: 'public',
  summary: 'Synthetic read that logs, waits, and may fail.',
  query: z.object({ wait: z.optional(z.string()), fail: z.optional(z.string()), public: z.optional(z.string()) }),
  responses: { 200: messageBody },
});
const handler = defineHttpHandler(contract, async ({ query }) => {
  logger.info('Traced work started');
  await new Promise((resolve) => setTimeout(resolve, Number(query.wait ?? 0)));
  if (query.fail) throw new Error('connect ECONNREFUSED db-host');
  logger.info('Traced work done');
  if (query.public)
    return { status: 200 as const, headers: { 'cache-control': 'public, max-age=60' }, body: { message: 'ok' } };
  return { status: 200 as const, body: { message: 'ok' } };
});

function request(requestId: string, headers: Record<string, string> = {}, query: Record<string, string> = {}) {
  const event = {
    version: '2.0',
    routeKey: `GET ${contract.path}`,
    rawPath: contract.path,
    rawQueryString: new URLSearchParams(query).toString(),
    queryStringParameters: query,
    headers: { 'user-agent': 'unit-test', ...headers },
    requestContext: { requestId, http: { method: 'GET', path: contract.path, sourceIp: '198.51.100.7' } },
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
  return handler(event, context);
}

let logs: Record<string, unknown>[];
beforeEach(() => {
  process.env.TABLE_NAME = 'unit-test-table';
  delete process.env.ORIGIN_VERIFY_SECRET;
  resetEnvForTests();
  logs = captureLogs().lines;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a request with a well-formed correlation id', () => {
  it('logs every line under it and names it on the reply', async () => {
    const reply = await request('api-request-1', { [CORRELATION_ID_HEADER]: 'journey-checkout-42' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers?.[CORRELATION_ID_HEADER]).toBe('journey-checkout-42');
    expect(logs.map((line) => [line.message, line.correlationId, line.requestId])).toEqual([
      ['Traced work started', 'journey-checkout-42', 'api-request-1'],
      ['Traced work done', 'journey-checkout-42', 'api-request-1'],
    ]);
  });

  it('keeps it on a 500: the error line and the reply', async () => {
    const reply = await request('api-request-2', { [CORRELATION_ID_HEADER]: 'journey-failing-7' }, { fail: '1' });
    expect(reply.statusCode).toBe(500);
    expect(reply.headers?.[CORRELATION_ID_HEADER]).toBe('journey-failing-7');
    expect(logs.find((line) => line.level === 'error')).toMatchObject({
      message: 'Unhandled error',
      correlationId: 'journey-failing-7',
      requestId: 'api-request-2',
      route: 'GET /api/traced.json',
    });
  });
});

describe('a request under X-Ray', () => {
  it('logs the trace id Lambda set for the invocation, which opens its trace', async () => {
    vi.stubEnv('_X_AMZN_TRACE_ID', 'Root=1-6745a1b2-0123456789abcdef01234567;Parent=53995c3f42cd8ad8;Sampled=1');
    await request('api-request-4');
    expect(logs.map((line) => line.traceId)).toEqual([
      '1-6745a1b2-0123456789abcdef01234567',
      '1-6745a1b2-0123456789abcdef01234567',
    ]);
  });
});

describe('a reply the edge caches for everyone', () => {
  it('does not name the correlation id (the next callers would get this one), though its lines do', async () => {
    const reply = await request('gateway-public', { [CORRELATION_ID_HEADER]: 'journey-public-9' }, { public: '1' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers?.[CORRELATION_ID_HEADER]).toBeUndefined();
    expect(logs.map((line) => line.correlationId)).toContain('journey-public-9');
  });
});

describe('a request without a usable correlation id', () => {
  it.each([
    ['none', {}],
    ['one too short', { [CORRELATION_ID_HEADER]: 'abc' }],
    ['one with spaces and quotes', { [CORRELATION_ID_HEADER]: 'a b "c" d e f g' }],
  ])('takes the request id for %s', async (_name, headers) => {
    const reply = await request('api-request-3', headers);
    expect(reply.headers?.[CORRELATION_ID_HEADER]).toBe('api-request-3');
    expect(logs.every((line) => line.correlationId === 'api-request-3')).toBe(true);
  });
});

describe('requests handled at once in one process', () => {
  it('each log under their own id, whichever finishes first', async () => {
    const replies = await Promise.all([
      request('api-request-slow', { [CORRELATION_ID_HEADER]: 'journey-slow-0001' }, { wait: '30' }),
      request('api-request-fast', { [CORRELATION_ID_HEADER]: 'journey-fast-0002' }, { wait: '5' }),
    ]);
    expect(replies.map((reply) => reply.headers?.[CORRELATION_ID_HEADER])).toEqual([
      'journey-slow-0001',
      'journey-fast-0002',
    ]);
    const done = logs.filter((line) => line.message === 'Traced work done');
    expect(done.map((line) => [line.correlationId, line.requestId])).toEqual([
      ['journey-fast-0002', 'api-request-fast'],
      ['journey-slow-0001', 'api-request-slow'],
    ]);
  });
});
