// The error model: domain errors become the spec's envelope; anything else is a logged 500 with
// only a request id (never an exception's text or stack). Every 429 is logged with its limit.
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
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
  if (error instanceof ServiceUnavailable)
    return jsonReply(503, { message: error.message }, { 'retry-after': String(error.retryAfterSeconds) });
  if (error instanceof InvalidSignature) return jsonReply(400, { message: error.message });
  if (error instanceof DomainError) return jsonReply(400, { message: error.message });
  logger.error('Unhandled error', describeError(error));
  return jsonReply(500, { message: 'Something went wrong. Please try again.', requestId });
}
