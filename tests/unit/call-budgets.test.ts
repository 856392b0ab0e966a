// functions/lib/call-budgets.ts: every budget a route waits on fails within 10 s; the SDK honours the
// configuration (a reply that never comes fails each attempt at the request timeout, `maxAttempts`
// times); and which failures are an outage, answered 503 with Retry-After by the error model.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALL_BUDGETS,
  isDependencyOutage,
  QUICK_BUDGET,
  sdkClientConfig,
  STANDARD_BUDGET,
  worstCaseMs,
} from '@functions/lib/call-budgets';
import { errorResponse } from '@functions/lib/error-response';
import { Invalid, ServiceUnavailable } from '@functions/lib/errors';

const sdkError = (name: string, status: number, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status }, ...extra });

describe('CALL_BUDGETS', () => {
  it('fails every call a route waits on within 10 s, every attempt and pause included', () => {
    const { worker, ...routes } = CALL_BUDGETS;
    for (const [name, budget] of Object.entries(routes)) {
      expect(worstCaseMs(budget), name).toBeLessThanOrEqual(10_000);
      expect(budget.connectTimeoutMs, name).toBeLessThanOrEqual(budget.requestTimeoutMs);
    }
    // The worker is off the request path, inside its Lambda's own timeout (minutes).
    expect(worstCaseMs(worker)).toBeLessThan(120_000);
  });

  it("gives an SDK client the budget's attempts and a request timeout that fails the attempt", () => {
    expect(sdkClientConfig(STANDARD_BUDGET)).toEqual({
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 1000, requestTimeout: 3000, throwOnRequestTimeout: true },
    });
  });
});

describe('an SDK client on a budget, against a service that accepts and never answers', () => {
  let server: http.Server;
  let received = 0;
  beforeAll(async () => {
    server = http.createServer(() => {
      received += 1; // and never answer
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('fails each attempt at the request timeout, maxAttempts times, as an outage', async () => {
    const config = sdkClientConfig(QUICK_BUDGET);
    const client = new DynamoDBClient({
      ...config,
      // The budget's handler options, with a short request timeout to keep the test quick.
      requestHandler: { ...config.requestHandler, requestTimeout: 300 },
      endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'unit', secretAccessKey: 'unit' },
    });
    const started = Date.now();
    const failure = await client
      .send(new GetItemCommand({ TableName: 't', Key: { PK: { S: 'k' } } }))
      .catch((error: unknown) => error);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(failure).toMatchObject({ name: 'TimeoutError' });
    expect(received).toBe(QUICK_BUDGET.maxAttempts);
    expect(isDependencyOutage(failure)).toBe(true);
  });
});

describe('isDependencyOutage', () => {
  it('is true for a timeout, a failed connection, throttling or a 5xx', () => {
    const outages = [
      Object.assign(new Error('socket hang'), { name: 'TimeoutError' }),
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      new TypeError('fetch failed', { cause: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) }),
      Object.assign(new Error('This operation was aborted'), {
        name: 'AbortError',
        cause: Object.assign(new Error('signal timed out'), { name: 'TimeoutError' }),
      }),
      sdkError('ProvisionedThroughputExceededException', 400),
      sdkError('TooManyRequestsException', 400),
      sdkError('LimitlessThrottle', 400, { $retryable: { throttling: true } }),
      sdkError('InternalServerError', 500),
      sdkError('ServiceUnavailable', 503),
      sdkError('HTTP429', 429),
    ];
    for (const error of outages) expect(isDependencyOutage(error), (error as Error).name).toBe(true);
  });

  it("is false for a service's refusal, a domain error, a bug or a non-error", () => {
    const others = [
      sdkError('ConditionalCheckFailedException', 400),
      sdkError('TransactionCanceledException', 400),
      sdkError('InvalidPasswordException', 400),
      sdkError('AccessDeniedException', 403),
      Invalid.field('email', 'is taken'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'TimeoutError',
      null,
    ];
    for (const error of others) expect(isDependencyOutage(error), String(error)).toBe(false);
  });
});

describe('the error model', () => {
  const reply = (error: unknown) => {
    const result = errorResponse(error, 'req-1');
    return { status: result.statusCode, headers: result.headers, body: JSON.parse(result.body as string) };
  };

  it('answers an outage 503 with its message and Retry-After, like ServiceUnavailable', () => {
    expect(reply(Object.assign(new Error('socket hang'), { name: 'TimeoutError' }))).toEqual({
      status: 503,
      headers: expect.objectContaining({ 'retry-after': '30' }),
      body: { message: new ServiceUnavailable().message },
    });
    expect(reply(new ServiceUnavailable('Payments are down.', 60))).toMatchObject({
      status: 503,
      headers: { 'retry-after': '60' },
      body: { message: 'Payments are down.' },
    });
  });

  it("answers a service's refusal that nothing expected a 500, as before", () => {
    expect(reply(sdkError('AccessDeniedException', 403))).toMatchObject({
      status: 500,
      body: { requestId: 'req-1' },
    });
  });
});
