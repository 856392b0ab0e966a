// defineHttpHandler(contract, impl): the one way an HTTP Lambda is built.
// It parses and validates input, resolves the caller from the session, enforces
// the role and CSRF, calls impl, serialises the reply and maps errors.
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { Access, Contract, Infer, ReplyOf } from '../../shared/contracts/contract';
import { matchPath } from '../../shared/contracts/path';
import { authorize, resolveCaller, type CallerFor } from './caller';
import { CSRF_COOKIE, CSRF_HEADER, parseCookies, SESSION_COOKIE } from './cookies';
import { Conflict, DomainError, Forbidden, Invalid, MissingField, NotFound, TooManyRequests, Unauthorized, type FieldErrors } from './errors';
import { describeError, logger } from './logger';

export interface RequestInfo {
  requestId: string;
  ip: string;
  userAgent: string;
  cookies: Record<string, string>;
  headers: Record<string, string | undefined>;
}

export interface HandlerInput<C extends Contract> {
  params: Infer<C['params']>;
  query: Infer<C['query']>;
  body: Infer<C['body']>;
  caller: CallerFor<C['access']>;
  request: RequestInfo;
}

export type HttpHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// C is unconstrained on purpose: with `C extends Contract` TypeScript types impl's reply from the
// constraint first and widens `status: 200` to number.
export function defineHttpHandler<C>(contract: C & Contract, impl: (input: HandlerInput<C & Contract>) => Promise<ReplyOf<C & Contract>>): HttpHandler {
  const run = async (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    const requestId = event.requestContext?.requestId ?? context.awsRequestId;
    logger.setContext({ requestId, operation: `${contract.method} ${contract.path}` });
    const cookies = parseCookies(event.cookies, event.headers?.cookie);
    const request: RequestInfo = {
      requestId,
      ip: event.requestContext?.http?.sourceIp ?? 'unknown',
      userAgent: event.headers?.['user-agent'] ?? '',
      cookies,
      headers: event.headers ?? {},
    };

    if (!SAFE_METHODS.has(contract.method)) {
      const sent = event.headers?.[CSRF_HEADER];
      if (!sent || !cookies[CSRF_COOKIE] || sent !== cookies[CSRF_COOKIE]) throw new Forbidden('Invalid CSRF token');
    }

    const caller = await resolveCaller(cookies[SESSION_COOKIE]);
    if (caller) logger.setContext({ requestId, operation: `${contract.method} ${contract.path}`, userId: caller.userId, groupId: caller.user.groupId ?? undefined });
    authorize(contract.access, caller);

    const rawParams = matchPath(contract.path, event.rawPath) ?? event.pathParameters ?? {};
    const params = parse(contract.params, rawParams);
    const query = parse(contract.query, event.queryStringParameters ?? {});
    const body = parse(contract.body, readJson(event));

    const reply = await impl({ params, query, body, caller: caller as CallerFor<Access>, request } as unknown as HandlerInput<C & Contract>);
    return serialise(reply as { status: number; body: unknown; headers?: Record<string, string>; cookies?: string[] }, contract);
  };

  return middy(run).onError(async (request) => {
    request.response = errorResponse(request.error, request.context.awsRequestId);
  }) as unknown as HttpHandler;
}

function parse<S extends z.ZodMiniType | undefined>(schema: S, input: unknown): Infer<S> {
  if (!schema) return undefined as Infer<S>;
  const result = schema.safeParse(input);
  if (result.success) return result.data as Infer<S>;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'base';
    const message = issue.code === 'invalid_type' && issue.message === 'Invalid input' ? "can't be blank" : issue.message;
    (errors[field] ??= []).push(message);
  }
  throw new Invalid(errors);
}

function readJson(event: APIGatewayProxyEventV2): unknown {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw Invalid.field('base', 'The request body is not valid JSON.');
  }
}

function serialise(reply: { status: number; body: unknown; headers?: Record<string, string>; cookies?: string[] }, contract: Contract): APIGatewayProxyStructuredResultV2 {
  const headers: Record<string, string> = { 'cache-control': 'no-store', ...reply.headers };
  if (reply.body instanceof Uint8Array) {
    headers['content-type'] ??= contract.produces ?? 'application/octet-stream';
    return { statusCode: reply.status, headers, cookies: reply.cookies, isBase64Encoded: true, body: Buffer.from(reply.body).toString('base64') };
  }
  if (reply.body === undefined || reply.status === 204) return { statusCode: reply.status, headers, cookies: reply.cookies };
  if (typeof reply.body === 'string') {
    headers['content-type'] ??= contract.produces ?? 'text/plain; charset=utf-8';
    return { statusCode: reply.status, headers, cookies: reply.cookies, body: reply.body };
  }
  headers['content-type'] = 'application/json; charset=utf-8';
  return { statusCode: reply.status, headers, cookies: reply.cookies, body: JSON.stringify(reply.body) };
}

function json(statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }, body: JSON.stringify(body) };
}

/** Domain errors become the spec's envelope; anything else is a 500 with only a request id. */
export function errorResponse(error: unknown, requestId: string): APIGatewayProxyStructuredResultV2 {
  if (error instanceof MissingField) return json(404, { errors: error.errors });
  if (error instanceof Invalid) return json(422, { errors: error.errors });
  if (error instanceof NotFound) return json(404, { message: error.message });
  if (error instanceof Unauthorized) return json(401, { message: error.message });
  if (error instanceof Forbidden) return json(403, { message: error.message });
  if (error instanceof Conflict) return json(409, { message: error.message });
  if (error instanceof TooManyRequests) return { ...json(429, { errors: { base: [error.message] } }), headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': '60' } };
  if (error instanceof DomainError) return json(400, { message: error.message });
  logger.error('Unhandled error', describeError(error));
  return json(500, { message: 'Something went wrong. Please try again.', requestId });
}
