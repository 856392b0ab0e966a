// How long a call to a dependency may take, in one table: every AWS SDK client (through
// `sdkClientConfig`), the SigV4 REST calls (aws-rest.ts) and the Stripe client take their connect and
// request timeouts and their number of attempts from here, so an outage becomes a 503 with
// Retry-After within 10 s (ARCHITECTURE.md, "Outages answer fast"; the numbers are argued in
// docs/decisions/010-call-budgets.md). `isDependencyOutage` says which failures are such an outage;
// the error model (error-response.ts) answers them 503. Imports nothing: every bundle may carry it.

export interface CallBudget {
  /** Per attempt: until the TCP connection is open. */
  connectTimeoutMs: number;
  /** Per attempt: until the whole reply has arrived (the connection included). */
  requestTimeoutMs: number;
  /** Attempts in all, the first included (the SDKs' `maxAttempts`). */
  maxAttempts: number;
}

export const CALL_BUDGETS = {
  /** DynamoDB, Cognito, SES: answers in milliseconds, on every route; 3 s is generous even for DynamoDB Local under test load. */
  standard: { connectTimeoutMs: 1000, requestTimeoutMs: 3000, maxAttempts: 2 },
  /** One small answer a route waits for on the side: Secrets Manager, KMS, Location, the WebSocket management API, a worker's asynchronous invoke, SNS. */
  quick: { connectTimeoutMs: 1000, requestTimeoutMs: 2000, maxAttempts: 2 },
  /** S3 objects a route reads or writes (PDFs, documents: a few MB at most). */
  objects: { connectTimeoutMs: 1000, requestTimeoutMs: 3500, maxAttempts: 2 },
  /** Stripe (its SDK has one timeout per attempt, no connect timeout of its own). */
  payments: { connectTimeoutMs: 4000, requestTimeoutMs: 4000, maxAttempts: 2 },
  /** Off the request path: the CSV export worker's 5 MB upload parts, inside the worker's own timeout. */
  worker: { connectTimeoutMs: 1000, requestTimeoutMs: 20_000, maxAttempts: 3 },
} as const satisfies Record<string, CallBudget>;

export type CallBudgetName = keyof typeof CALL_BUDGETS;

/**
 * The longest pause between two attempts: the SDK's backoff before its first retry (≤ 1 s after a
 * throttle, ≤ 50 ms otherwise), aws-rest's jitter (≤ 200 ms) and Stripe's (≤ 0.5 s) stay under it.
 */
export const MAX_RETRY_PAUSE_MS = 1000;

/** The longest a call on this budget can take before it fails: every attempt timing out, and the pauses between them. */
export const worstCaseMs = (budget: CallBudget): number =>
  budget.maxAttempts * budget.requestTimeoutMs + (budget.maxAttempts - 1) * MAX_RETRY_PAUSE_MS;

/**
 * An AWS SDK v3 client's timeouts and attempts: spread into its constructor's configuration
 * (`new DynamoDBClient(sdkClientConfig('standard'))`). The SDK builds its NodeHttpHandler from the
 * options; `throwOnRequestTimeout` makes the request timeout fail the attempt (without it the
 * handler only logs a warning and waits on).
 */
export function sdkClientConfig(name: CallBudgetName) {
  const budget: CallBudget = CALL_BUDGETS[name];
  return {
    maxAttempts: budget.maxAttempts,
    requestHandler: {
      connectionTimeout: budget.connectTimeoutMs,
      requestTimeout: budget.requestTimeoutMs,
      throwOnRequestTimeout: true,
    },
  };
}

// The failures the SDKs themselves retry (@smithy/service-error-classification's lists): when they
// are still there after the last attempt, the dependency is not answering.
const TIMEOUT_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException']);
const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_SOCKET',
]);
const THROTTLING_NAMES = new Set([
  'ThrottlingException',
  'Throttling',
  'ThrottledException',
  'RequestThrottled',
  'RequestThrottledException',
  'RequestLimitExceeded',
  'ProvisionedThroughputExceededException',
  'TooManyRequestsException',
  'SlowDown',
  'BandwidthLimitExceeded',
]);

interface ErrorShape {
  name?: unknown;
  code?: unknown;
  cause?: unknown;
  $fault?: unknown;
  $retryable?: { throttling?: boolean };
  $metadata?: { httpStatusCode?: number };
}

/**
 * True for a dependency that did not answer, or answered that it cannot now: a timeout, a refused or
 * broken connection, throttling, or a 5xx from an AWS service (an SDK error or aws-rest.ts's AwsError).
 * Domain errors, a service's refusal (4xx) and bugs are not outages.
 */
export function isDependencyOutage(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { name, code, cause, $fault, $retryable, $metadata } = error as ErrorShape;
  if (typeof name === 'string' && (TIMEOUT_NAMES.has(name) || THROTTLING_NAMES.has(name))) return true;
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  if ($retryable?.throttling === true) return true;
  const status = $metadata?.httpStatusCode;
  if ($metadata !== undefined && (status === 429 || (status !== undefined && status >= 500) || $fault === 'server'))
    return true;
  // Node wraps the cause: `fetch failed` (undici) and a timed-out AbortSignal name it.
  return isDependencyOutage(cause, depth + 1);
}
