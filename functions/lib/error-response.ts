// The error model: domain errors become the spec's envelope; a dependency that is not answering (an
// SDK's timeout, network failure, throttling or 5xx: call-budgets.ts) is a 503 with Retry-After like
// ServiceUnavailable; anything else is a logged 500 with only a request id (never an exception's
// text or stack). Every 429 is logged with its limit.
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { isDependencyOutage } from './call-budgets';
import {
  Conflict,
  DomainError,
  Forbidden,
  Invalid,
  InvalidSignature,
  MissingField,
  NotFound,
  PayloadTooLarge,
  PaymentRequired,
  ServiceUnavailable,
  TooManyRequests,
  Unauthorized,
  UnsupportedMediaType,
} from './errors';
import { describeError, logger } from './logger';
import { infoToast } from './toasts';

function jsonReply(
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

/** The log message of every 429; CloudWatch counts these per route and alarms on bursts (infra/stacks/routes-stack.ts). */
export const RATE_LIMIT_REFUSAL = 'Refused: rate limit';

/** The log message of every 503 for a dependency that did not answer (its error follows). */
export const DEPENDENCY_OUTAGE = 'Dependency unavailable';

export function errorResponse(error: unknown, requestId: string): APIGatewayProxyStructuredResultV2 {
  if (error instanceof MissingField) return jsonReply(404, { errors: error.errors });
  if (error instanceof Invalid) return jsonReply(422, { errors: error.errors });
  if (error instanceof NotFound) return jsonReply(404, { message: error.message });
  if (error instanceof Unauthorized) return jsonReply(401, { message: error.message });
  if (error instanceof Forbidden) return jsonReply(403, { message: error.message });
  if (error instanceof Conflict) return jsonReply(409, { message: error.message });
  if (error instanceof PaymentRequired) {
    return jsonReply(402, {
      errors: { [error.field]: [error.message] },
      toaster: infoToast(error.message),
      ...(error.redirect ? { redirect: error.redirect } : {}),
    });
  }
  if (error instanceof PayloadTooLarge) return jsonReply(413, { errors: { base: [error.message] } });
  if (error instanceof UnsupportedMediaType) return jsonReply(415, { errors: { base: [error.message] } });
  if (error instanceof TooManyRequests) {
    // Route and request id come from the log context; the limit says which one (never whose).
    logger.warn(RATE_LIMIT_REFUSAL, { limit: error.limit });
    return jsonReply(
      429,
      { errors: { base: [error.message] } },
      error.retryAfterSeconds === null ? {} : { 'retry-after': String(error.retryAfterSeconds) },
    );
  }
  const unavailable = error instanceof ServiceUnavailable ? error : outage(error);
  if (unavailable)
    return jsonReply(503, { message: unavailable.message }, { 'retry-after': String(unavailable.retryAfterSeconds) });
  if (error instanceof InvalidSignature) return jsonReply(400, { message: error.message });
  if (error instanceof DomainError) return jsonReply(400, { message: error.message });
  logger.error('Unhandled error', describeError(error));
  return jsonReply(500, { message: 'Something went wrong. Please try again.', requestId });
}

/** An SDK's (or aws-rest's) failure to reach its service: ServiceUnavailable's message and Retry-After, logged with its cause. */
function outage(error: unknown): ServiceUnavailable | null {
  if (!isDependencyOutage(error)) return null;
  logger.warn(DEPENDENCY_OUTAGE, describeError(error));
  return new ServiceUnavailable();
}
