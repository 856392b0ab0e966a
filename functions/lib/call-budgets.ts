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

// One constant each, so a bundle keeps only the budgets its clients use.
/** DynamoDB, Cognito, SES: answers in milliseconds, on every route; 3 s is generous even for DynamoDB Local under test load. */
export const STANDARD_BUDGET = { connectTimeoutMs: 1000, requestTimeoutMs: 3000, maxAttempts: 2 } satisfies CallBudget;
/** One small answer a route waits for on the side: Secrets Manager, KMS, Location, the WebSocket management API, a worker's asynchronous invoke, SNS. */
export const QUICK_BUDGET = { connectTimeoutMs: 1000, requestTimeoutMs: 2000, maxAttempts: 2 } satisfies CallBudget;
/** S3 objects a route reads or writes (PDFs, documents: a few MB at most). */
export const OBJECTS_BUDGET = { connectTimeoutMs: 1000, requestTimeoutMs: 3500, maxAttempts: 2 } satisfies CallBudget;
/** Stripe (its SDK has one timeout per attempt, no connect timeout of its own). */
export const PAYMENTS_BUDGET = { connectTimeoutMs: 4000, requestTimeoutMs: 4000, maxAttempts: 2 } satisfies CallBudget;
/** Off the request path: the CSV export worker's 5 MB upload parts, inside the worker's own timeout. */
export const WORKER_BUDGET = { connectTimeoutMs: 1000, requestTimeoutMs: 20_000, maxAttempts: 3 } satisfies CallBudget;

/**
 * The outbox worker's deliveries (SES mail, SNS texts): one attempt each, since the outbox itself
 * tries again later (docs/decisions/011-outbox.md), and a second attempt inside one call could send
 * twice what the first delivered before its reply was lost.
 */
export const DELIVERY_BUDGET = { connectTimeoutMs: 1000, requestTimeoutMs: 3000, maxAttempts: 1 } satisfies CallBudget;

/** Every budget by name (for tests and docs). */
export const CALL_BUDGETS = {
  standard: STANDARD_BUDGET,
  quick: QUICK_BUDGET,
  objects: OBJECTS_BUDGET,
  payments: PAYMENTS_BUDGET,
  worker: WORKER_BUDGET,
  delivery: DELIVERY_BUDGET,
};

/**
 * The longest pause between two attempts: the SDK's backoff before its first retry (≤ 1 s after a
 * throttle, ≤ 50 ms otherwise), aws-rest's jitter (≤ 200 ms) and Stripe's (≤ 0.5 s) stay under it.
 */
export const MAX_RETRY_PAUSE_MS = 1000;

/** The longest a call on this budget can take before it fails: every attempt timing out, and the pauses between them. */
export const worstCaseMs = (budget: CallBudget): number =>
  budget.maxAttempts * budget.requestTimeoutMs + (budget.maxAttempts - 1) * MAX_RETRY_PAUSE_MS;

/**
 * An AWS SDK v3 client's timeouts and attempts: its constructor's configuration, or spread into it
 * (`new DynamoDBClient(sdkClientConfig(STANDARD_BUDGET))`). The SDK builds its NodeHttpHandler from
 * the options; `throwOnRequestTimeout` makes the request timeout fail the attempt (without it the
 * handler only logs a warning and waits on).
 */
export function sdkClientConfig(budget: CallBudget) {
  return {
    maxAttempts: budget.maxAttempts,
    requestHandler: {
      connectionTimeout: budget.connectTimeoutMs,
      requestTimeout: budget.requestTimeoutMs,
      throwOnRequestTimeout: true,
    },
  };
}

// The failures the SDKs themselves retry (@smithy/service-error-classification's lists: timeouts,
// throttling, the Node network errors, undici's): when they are still there after the last attempt,
// the dependency is not answering. Patterns, not lists: every bundle carries them.
const TIMEOUT_OR_THROTTLING = /Timeout|Throttl|TooManyRequests|LimitExceeded|ThroughputExceeded|SlowDown/;
const NETWORK_FAILURE = /^(E(CONN|PIPE|TIMEDOUT|HOSTUNREACH|NETUNREACH|NOTFOUND|AI_AGAIN)|UND_ERR)/;

interface ErrorShape {
  name?: unknown;
  code?: unknown;
  cause?: unknown;
  $retryable?: { throttling?: boolean };
  $metadata?: { httpStatusCode?: number };
}

/**
 * True for a dependency that did not answer, or answered that it cannot now: a timeout, a refused or
 * broken connection, throttling, or a 5xx from an AWS service (an SDK error or aws-rest.ts's AwsError),
 * also as the cause Node wraps it in (`fetch failed`, a timed-out AbortSignal). Domain errors, a
 * service's refusal (4xx) and bugs are not outages.
 */
export function isDependencyOutage(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { name, code, cause, $retryable, $metadata } = error as ErrorShape;
  const status = $metadata?.httpStatusCode ?? 0;
  return (
    TIMEOUT_OR_THROTTLING.test(String(name)) ||
    NETWORK_FAILURE.test(String(code)) ||
    $retryable?.throttling === true ||
    status === 429 ||
    status >= 500 ||
    isDependencyOutage(cause, depth + 1)
  );
}
