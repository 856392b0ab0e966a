// Every handler outside HTTP (jobs, workers, WebSocket) starts its log context here, before anything
// logs: what it is, the invocation's request id, and its correlation id (docs/operations.md, "Finding
// a request"): the Lambda request id, which Lambda's START/END/REPORT lines and the invocation's X-Ray
// trace carry too. A worker then takes on the id of the request that started it (logger.appendContext).
// HTTP requests get theirs from the handler factory. Both log the invocation's X-Ray trace id.
import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { logger } from './logger';

export function startInvocation(fields: Record<string, unknown>, context?: Pick<Context, 'awsRequestId'>): void {
  // Locally and in tests a handler may be called without a context: an id of its own all the same.
  const requestId = context?.awsRequestId ?? randomUUID();
  logger.setContext({ ...fields, requestId, correlationId: requestId, traceId: xrayTraceId() });
}

/**
 * The X-Ray trace of this invocation (the Root of the header Lambda sets per invocation when tracing
 * is active): what opens the invocation's trace in the X-Ray console. None locally.
 */
export const xrayTraceId = (): string | undefined => /Root=([^;]+)/.exec(process.env._X_AMZN_TRACE_ID ?? '')?.[1];
