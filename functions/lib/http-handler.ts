// defineHttpHandler(contract, impl): the one way an HTTP Lambda is built. Handlers take it from
// functions/handlers/define-http-handler.ts, which plugs the domain's caller resolution and the
// idempotency store into this factory's ports (lib imports no domain code: see functions/lib/caller.ts),
// and leaves both out of the factory for routes that never read a session (so their bundles hold neither).
// In order: correlation id (the caller's, or API Gateway's request id: on every log line and on the
// reply), origin check and client IP, body cap, cross-site write and body type (request-origin.ts),
// webhook signature or session + CSRF, role, input validation, impl (once per Idempotency-Key for
// idempotent contracts, when one is sent or the contract names a double-submit window), reply, error mapping.
// The contract's flags are documented in docs/api-primitives.md.
import { CLIENT_ID_FORMAT, CORRELATION_ID_HEADER, CSRF_HEADER } from '@shared/contracts/headers';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import {
  DEFAULT_MAX_BODY_BYTES,
  MULTIPART_OVERHEAD_BYTES,
  type Access,
  type Contract,
  type Infer,
  type ReplyOf,
} from '@shared/contracts/contract';
import { hasLoneSurrogate } from '@shared/contracts/limits';
import { hasWellFormedEscapes, matchPath } from '@shared/contracts/path';
import { authorize, type Caller, type CallerFor, type GroupAdminCaller, type ResolveCaller } from './caller';
import { clientIp } from './client-ip';
import { parseCookies, readCookie, SESSION_COOKIE } from './cookies';
import { csrfBinding, csrfTokenMatches } from './csrf';
import { errorResponse } from './error-response';
import {
  Forbidden,
  Invalid,
  InvalidSignature,
  NotFound,
  PayloadTooLarge,
  Unauthorized,
  type FieldErrors,
} from './errors';
import { groupScopeOf, type GroupScope } from './group-scope';
import type { runIdempotentRequest } from './idempotency';
import { xrayTraceId } from './invocation';
import { describeError, logger, runInvocation } from './logger';
import { isMultipart, type MultipartForm, type ReadMultipart } from './multipart';
import { checkRequestOrigin, isFormContentType } from './request-origin';
import { UNKNOWN_FIELD_MESSAGE, unknownFields } from './unknown-fields';

export { errorResponse } from './error-response';

export interface RequestInfo {
  requestId: string;
  /** The client's address (CloudFront's viewer address in AWS, see client-ip.ts). */
  ip: string;
  userAgent: string;
  cookies: Record<string, string>;
  headers: Record<string, string | undefined>;
  /** The exact body bytes (base64-decoded when API Gateway encoded them): what webhook signatures cover. */
  rawBody: Buffer;
  /**
   * `idempotent` contracts: the key this attempt's work is named after (e.g. a charge's provider key):
   * the Idempotency-Key sent, or one unique to a double-submit window; undefined when neither applies.
   */
  idempotencyKey?: string;
}

export interface HandlerInput<C extends Contract> {
  params: Infer<C['params']>;
  query: Infer<C['query']>;
  /** The JSON body; for a `multipart` contract, undefined when the request was a form (see `upload`). */
  body: C extends { multipart: object } ? Infer<C['body']> | undefined : Infer<C['body']>;
  /** For `multipart` contracts: the form's fields and file when the request was multipart/form-data. */
  upload: C extends { multipart: object } ? MultipartForm | undefined : undefined;
  caller: CallerFor<C['access']>;
  /** For `groupAdmin` contracts: the caller's own group, the scope every group data function takes. */
  group: C['access'] extends 'groupAdmin' ? GroupScope : undefined;
  request: RequestInfo;
}

/** A webhook's signature check: true (or a resolved true) accepts the request; false or a throw refuses it (400). */
export type VerifySignature = (input: {
  rawBody: Buffer;
  signature: string;
  headers: Record<string, string | undefined>;
}) => boolean | Promise<boolean>;

export interface HandlerOptions {
  verifySignature?: VerifySignature;
  /** For `multipart` contracts: the form reader (functions/lib/read-multipart.ts). Passed by their handlers so only they bundle busboy. */
  readMultipart?: ReadMultipart;
}

type OptionsFor<C> = C extends { webhook: object }
  ? [options: HandlerOptions & { verifySignature: VerifySignature }]
  : C extends { multipart: object }
    ? [options: HandlerOptions & { readMultipart: ReadMultipart }]
    : [options?: HandlerOptions];

export type HttpHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

type AnyReply = { status: number; body: unknown; headers?: Record<string, string>; cookies?: string[] };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the composition root supplies to the factory. */
export interface HttpHandlerPorts {
  /** The caller behind the session cookie; null in a factory for public routes that never read a session. */
  resolveCaller: ResolveCaller | null;
  /** Runs an `idempotent` contract once per Idempotency-Key (./idempotency.ts); a factory without it refuses such contracts. */
  runIdempotentRequest?: typeof runIdempotentRequest;
}

/**
 * The `defineHttpHandler` of this application, given its ports (built in functions/handlers/define-http-handler.ts).
 * `Routes` narrows the contracts it takes (`{ access: 'public' }` for a factory without caller resolution).
 */
export function httpHandlerFactory<Routes = unknown>(ports: HttpHandlerPorts) {
  return <C>(
    contract: C & Contract & Routes,
    impl: (input: HandlerInput<C & Contract>) => Promise<ReplyOf<C & Contract>>,
    ...options: OptionsFor<C>
  ): HttpHandler => defineHttpHandler(ports, contract, impl, ...options);
}

// C is unconstrained on purpose: with `C extends Contract` TypeScript types impl's reply from the
// constraint first and widens `status: 200` to number.
function defineHttpHandler<C>(
  ports: HttpHandlerPorts,
  contract: C & Contract,
  impl: (input: HandlerInput<C & Contract>) => Promise<ReplyOf<C & Contract>>,
  ...[options]: OptionsFor<C>
): HttpHandler {
  const route = `${contract.method} ${contract.path}`;
  if (contract.webhook && (contract.access !== 'public' || !options?.verifySignature)) {
    throw new Error(`${route}: a webhook contract is public and its handler supplies verifySignature`);
  }
  if (contract.multipart && !options?.readMultipart)
    throw new Error(`${route}: a multipart contract's handler supplies readMultipart`);
  if (!ports.resolveCaller && contract.access !== 'public')
    throw new Error(`${route}: only a public contract is built without caller resolution`);
  const { runIdempotentRequest } = ports;
  if (contract.doubleSubmitSeconds && !contract.idempotent)
    throw new Error(`${route}: doubleSubmitSeconds is for idempotent contracts`);
  if (contract.idempotent && !runIdempotentRequest)
    throw new Error(`${route}: an idempotent contract is built by the factory with the idempotency store`);

  const run = async (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    const requestId = requestIdOf(event, context);
    const headers = event.headers ?? {};
    const ip = clientIp(event);
    const form = contract.multipart && isMultipart(headers['content-type']) ? contract.multipart : undefined;
    const rawBody = readRawBody(
      event,
      form ? form.maxFileBytes + MULTIPART_OVERHEAD_BYTES : (contract.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES),
    );
    checkRequestOrigin(contract, headers, rawBody.length);
    const formFields = contract.form && isFormContentType(headers['content-type']) ? readForm(rawBody) : undefined;
    const cookies = parseCookies(event.cookies, headers.cookie);
    const request: RequestInfo = { requestId, ip, userAgent: headers['user-agent'] ?? '', cookies, headers, rawBody };

    let caller: Caller | null = null;
    if (contract.webhook) {
      await checkSignature(contract.webhook.signatureHeader, options!.verifySignature!, request);
    } else {
      caller = ports.resolveCaller ? await ports.resolveCaller(readCookie(cookies, SESSION_COOKIE)) : null;
      if (caller) logger.appendContext({ userId: caller.userId, groupId: caller.user.groupId ?? undefined });
      if (
        !SAFE_METHODS.has(contract.method) &&
        !csrfTokenMatches(
          headers[CSRF_HEADER] ?? (contract.form && formFields?.[contract.form.csrfField]),
          csrfBinding(cookies, caller !== null),
        )
      ) {
        logger.warn('Refused: CSRF token', { sent: Boolean(headers[CSRF_HEADER]), signedIn: caller !== null });
        throw new Forbidden('Invalid CSRF token');
      }
    }
    const allowed = checkAccess(contract.access, caller, contract.duringMfaSetup === true);

    // API Gateway routes `%E0%A4%A` like any segment: a malformed escape names no resource.
    if (event.rawPath && !hasWellFormedEscapes(event.rawPath)) throw new NotFound('Not found');
    const rawParams = matchPath(contract.path, event.rawPath) ?? event.pathParameters ?? {};
    const input = {
      params: parse(contract.params, rawParams),
      query: parse(contract.query, event.queryStringParameters ?? {}),
      body:
        contract.body && !form
          ? parseBody(contract.body, formFields ?? readJson(rawBody), !contract.webhook)
          : undefined,
      upload: form ? await options!.readMultipart!(rawBody, headers['content-type']!, form) : undefined,
      caller: allowed,
      group: contract.access === 'groupAdmin' ? groupScopeOf(allowed as GroupAdminCaller) : undefined,
      request,
    } as unknown as HandlerInput<C & Contract>;
    const reply = async (workKey?: string) => {
      request.idempotencyKey = workKey;
      return serialise((await impl(input)) as AnyReply, contract);
    };

    if (!contract.idempotent || !runIdempotentRequest) return reply();
    return runIdempotentRequest(
      {
        operation: route,
        owner: allowed?.userId,
        doubleSubmitSeconds: contract.doubleSubmitSeconds,
        event,
        rawBody,
        cookies,
        requestId,
      },
      reply,
    );
  };

  // The 500's request id is the one every log line of the request carries.
  const handle = middy(run).onError(async (request) => {
    request.response = errorResponse(request.error, requestIdOf(request.event, request.context));
  }) as unknown as HttpHandler;
  // The request's ids on every line it logs (its error's included), and its correlation id on every
  // reply, a replayed idempotent one too (the id is this request's); not on a reply the edge caches for
  // everyone (it would hand one caller's id to all the others).
  return (event, context) => {
    const correlationId = correlationIdOf(event, context);
    const ids = { requestId: requestIdOf(event, context), correlationId, traceId: xrayTraceId() };
    return runInvocation({ ...ids, route }, async () => {
      const response = await handle(event, context);
      if (!String(response.headers?.['cache-control'] ?? '').startsWith('public'))
        response.headers = { ...response.headers, [CORRELATION_ID_HEADER]: correlationId };
      return response;
    });
  };
}

const requestIdOf = (event: APIGatewayProxyEventV2, context: Context): string =>
  event.requestContext?.requestId ?? context.awsRequestId;

/** The caller's x-correlation-id when well formed (a client or upstream service tracing its work), else the request id. */
function correlationIdOf(event: APIGatewayProxyEventV2, context: Context): string {
  const sent = event.headers?.[CORRELATION_ID_HEADER];
  return sent && CLIENT_ID_FORMAT.test(sent) ? sent : requestIdOf(event, context);
}

/** authorize(), with every refusal logged (request id, caller id and route come from the log context). */
function checkAccess(access: Access, caller: Caller | null, duringMfaSetup: boolean): Caller | null {
  try {
    return authorize(access, caller, duringMfaSetup);
  } catch (error) {
    if (error instanceof Unauthorized) logger.info('Refused: not signed in', { access });
    else if (caller?.mfaSetupPending) logger.warn('Refused: two-step verification not set up', { access });
    else logger.warn('Refused: role', { access });
    throw error;
  }
}

async function checkSignature(header: string, verify: VerifySignature, request: RequestInfo): Promise<void> {
  const signature = request.headers[header.toLowerCase()];
  let accepted = false;
  let reason = signature ? 'rejected by the check' : `no ${header} header`;
  if (signature) {
    try {
      accepted = await verify({ rawBody: request.rawBody, signature, headers: request.headers });
    } catch (error) {
      reason = describeError(error).errorMessage as string;
    }
  }
  if (!accepted) {
    logger.warn('Refused: webhook signature', { reason });
    throw new InvalidSignature();
  }
}

/** The body's exact bytes, refused with a 413 before anything reads them when over the cap. */
function readRawBody(event: APIGatewayProxyEventV2, maxBytes: number): Buffer {
  if (!event.body) return Buffer.alloc(0);
  // Size first (base64 is 4 characters per 3 bytes), so an oversized body is never decoded.
  const size = event.isBase64Encoded ? Math.floor((event.body.length * 3) / 4) : Buffer.byteLength(event.body, 'utf8');
  if (size > maxBytes + 2) throw new PayloadTooLarge();
  const bytes = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  if (bytes.length > maxBytes) throw new PayloadTooLarge();
  return bytes;
}

const NOT_TEXT = 'The request body holds text that is not valid Unicode.';

function readJson(rawBody: Buffer): unknown {
  if (!rawBody.length) return {};
  let parsed: unknown;
  let wellFormed = true;
  try {
    // A lone surrogate (key or value) passes JSON.parse but breaks every encoder downstream: refuse it here, for every route.
    parsed = JSON.parse(rawBody.toString('utf8'), (key, value: unknown) => {
      if (hasLoneSurrogate(key) || (typeof value === 'string' && hasLoneSurrogate(value))) wellFormed = false;
      return value;
    });
  } catch {
    throw Invalid.field('base', 'The request body is not valid JSON.');
  }
  if (!wellFormed) throw Invalid.field('base', NOT_TEXT);
  return parsed;
}

/** An urlencoded form's fields (the last of a repeated name wins); text that is not Unicode is refused like JSON's. */
function readForm(rawBody: Buffer): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawBody.toString('utf8'))) {
    if (hasLoneSurrogate(name) || hasLoneSurrogate(value)) throw Invalid.field('base', NOT_TEXT);
    fields[name] = value;
  }
  return fields;
}

function parse<S extends z.ZodMiniType | undefined>(schema: S, input: unknown): Infer<S> {
  if (!schema) return undefined as Infer<S>;
  const result = schema.safeParse(input);
  if (result.success) return result.data as Infer<S>;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'base';
    const message =
      issue.code === 'invalid_type' && issue.message === 'Invalid input' ? "can't be blank" : issue.message;
    errors[field] ??= [];
    errors[field].push(message);
  }
  throw new Invalid(errors);
}

/** The JSON body through its schema; a field the schema does not take is a 422 naming it (webhooks: the provider's events carry more). */
function parseBody(schema: z.ZodMiniType, sent: unknown, refuseUnknown: boolean): unknown {
  const body = parse(schema, sent);
  const unknown = refuseUnknown ? unknownFields(sent, body) : [];
  if (unknown.length) throw new Invalid(Object.fromEntries(unknown.map((field) => [field, [UNKNOWN_FIELD_MESSAGE]])));
  return body;
}

function serialise(reply: AnyReply, contract: Contract): APIGatewayProxyStructuredResultV2 {
  const headers: Record<string, string> = { 'cache-control': 'no-store', ...reply.headers };
  if (reply.body instanceof Uint8Array) {
    headers['content-type'] ??= contract.produces ?? 'application/octet-stream';
    return {
      statusCode: reply.status,
      headers,
      cookies: reply.cookies,
      isBase64Encoded: true,
      body: Buffer.from(reply.body).toString('base64'),
    };
  }
  if (reply.body === undefined || reply.status === 204)
    return { statusCode: reply.status, headers, cookies: reply.cookies };
  if (typeof reply.body === 'string') {
    headers['content-type'] ??= contract.produces ?? 'text/plain; charset=utf-8';
    return { statusCode: reply.status, headers, cookies: reply.cookies, body: reply.body };
  }
  headers['content-type'] = 'application/json; charset=utf-8';
  return { statusCode: reply.status, headers, cookies: reply.cookies, body: JSON.stringify(reply.body) };
}
