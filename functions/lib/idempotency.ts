// Idempotent writes (contracts with `idempotent: true`): the first request with an Idempotency-Key
// runs and its reply is stored; a retry with the same key and request replays it; the same key with
// another request is a 422; while the first still runs, others get a 409. The key is optional (the
// spec's requests carry none): without it, a contract's `doubleSubmitSeconds` makes the same request
// within that window one request, keyed by its content (sameRequestKey). See docs/api-primitives.md.
import { createHash, randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import {
  CLIENT_ID_FORMAT,
  CSRF_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@shared/contracts/headers';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  getIdempotencyRecord,
  releaseIdempotencyKey,
  type IdempotencyId,
  type StoredReply,
} from '../data/idempotency';
import { PRESESSION_COOKIE, readCookie } from './cookies';
import { hashToken } from './crypto';
import { errorResponse } from './error-response';
import { Conflict, DomainError, Invalid, ServiceUnavailable, TooManyRequests } from './errors';
import { describeError, logger } from './logger';

const TTL_SECONDS = 24 * 3600;
/** Longer than any attempt can run (API Gateway gives up at 30 s). */
const LEASE_SECONDS = 60;

/** Belong to the browser that made the first request, never to whoever replays it. */
const SESSION_HEADERS = new Set(['set-cookie', CSRF_HEADER]);

export const IN_PROGRESS_MESSAGE = 'A request with this Idempotency-Key is still being processed.';
export const SAME_REQUEST_IN_PROGRESS_MESSAGE = 'The same request is still being processed. Please try again.';
/** How long a repeat without a key waits for the first request's reply before answering 409. */
const SAME_REQUEST_WAIT_MS = 8000;
const POLL_MS = 150;

/** The key sent, or undefined when none is (the spec's requests); a malformed one is a 422. */
function readIdempotencyKey(headers: Record<string, string | undefined>): string | undefined {
  const value = headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]?.trim();
  if (!value) return undefined;
  if (!CLIENT_ID_FORMAT.test(value))
    throw Invalid.field(IDEMPOTENCY_KEY_HEADER, "must be 8 to 255 letters, digits, '-', '_', ':' or '.'");
  return value;
}

/** What makes two requests "the same": path, query and the exact body bytes. */
function requestHash(rawPath: string, rawQueryString: string | undefined, rawBody: Buffer): string {
  return createHash('sha256')
    .update(`${rawPath}?${rawQueryString ?? ''}\n`)
    .update(rawBody)
    .digest('hex');
}

/**
 * The key of a request sent without one, for contracts with `doubleSubmitSeconds`: its content hash
 * (owner and operation are the id's other parts). `=` is not allowed in a sent key, so the two never meet.
 */
export const sameRequestKey = (hash: string) => `${SAME_REQUEST_PREFIX}${hash}`;
const SAME_REQUEST_PREFIX = 'same-request=';

/** What the handler factory hands its idempotency port about an `idempotent` contract's request. */
export interface IdempotentRequest {
  /** The route (`POST /api/...`): keys are per operation. */
  operation: string;
  /** The caller's user id; none for an anonymous caller (see anonymousOwner). */
  owner: string | undefined;
  /** The contract's double-submit window, when it names one. */
  doubleSubmitSeconds: number | undefined;
  event: APIGatewayProxyEventV2;
  rawBody: Buffer;
  cookies: Record<string, string>;
  requestId: string;
}

/**
 * The handler factory's idempotency port (functions/handlers/define-http-handler.ts fills it, so
 * bundles of sessionless routes carry none of this): `reply` once per Idempotency-Key sent, or per
 * request content within the contract's double-submit window. Without either, the write's own
 * conditional writes make a repeat safe, and `reply` just runs.
 */
export function runIdempotentRequest(
  request: IdempotentRequest,
  reply: (workKey?: string) => Promise<APIGatewayProxyStructuredResultV2>,
): Promise<APIGatewayProxyStructuredResultV2> {
  const sentKey = readIdempotencyKey(request.event.headers ?? {});
  if (!sentKey && !request.doubleSubmitSeconds) return reply();
  const hash = requestHash(request.event.rawPath, request.event.rawQueryString, request.rawBody);
  const id = {
    owner: request.owner ?? anonymousOwner(request.cookies),
    operation: request.operation,
    key: sentKey ?? sameRequestKey(hash),
  };
  return sentKey
    ? runIdempotently(id, hash, request.requestId, reply)
    : runIdempotently(id, hash, request.requestId, reply, {
        ttlSeconds: request.doubleSubmitSeconds,
        waitMs: SAME_REQUEST_WAIT_MS,
      });
}

/**
 * Whose anonymous Idempotency-Key it is: the browser's pre-session (hashed, like every cookie secret
 * we store), so one anonymous browser never gets another's stored reply. Only a caller without any
 * pre-session (a webhook) shares the plain 'anonymous'.
 */
function anonymousOwner(cookies: Record<string, string>): string {
  const presession = readCookie(cookies, PRESESSION_COOKIE);
  return presession ? `anonymous:${hashToken(presession)}` : 'anonymous';
}

interface IdempotencyOptions {
  /** How long the reply answers repeats: 24 h for a sent key, the contract's `doubleSubmitSeconds` for a content key. */
  ttlSeconds?: number;
  /** A repeat arriving while the first still runs waits this long for its reply before answering 409 (content keys). */
  waitMs?: number;
}

/**
 * Runs `run` once per key, giving it the key the work is named after (the sent key; for a content key,
 * one unique to this window's first request). Its reply, including 4xx replies of domain errors, is
 * stored and replayed; an unexpected error (5xx) or a 429 releases the claim so that a retry can run.
 */
export async function runIdempotently(
  id: IdempotencyId,
  hash: string,
  requestId: string,
  run: (workKey: string) => Promise<APIGatewayProxyStructuredResultV2>,
  { ttlSeconds = TTL_SECONDS, waitMs = 0 }: IdempotencyOptions = {},
): Promise<APIGatewayProxyStructuredResultV2> {
  const claimToken = randomUUID();
  // A content key names no single request for good (the same body later is new work): its work is
  // named after the window's first claim, and a retry after a failed attempt in the window keeps that name.
  const proposed = id.key.startsWith(SAME_REQUEST_PREFIX) ? `same-request-${claimToken}` : id.key;
  const deadline = Date.now() + waitMs;
  let workKey: string;
  for (;;) {
    const claim = await claimIdempotencyKey(id, {
      requestHash: hash,
      claimToken,
      now: new Date(),
      leaseSeconds: LEASE_SECONDS,
      ttlSeconds,
      workKey: proposed,
    });
    if (claim.claimed) {
      workKey = claim.workKey;
      break;
    }
    let { record } = claim;
    while (record?.state === 'pending' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      record = await getIdempotencyRecord(id);
    }
    if (record && record.requestHash !== hash)
      throw Invalid.field(IDEMPOTENCY_KEY_HEADER, 'was already used for a different request');
    if (record?.state === 'done' && record.reply)
      return {
        ...record.reply,
        headers: { ...record.reply.headers, [IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]: 'true' },
      };
    // Released by a first attempt that failed (a retry runs), or still running past the wait.
    if (record?.state === 'pending' || Date.now() >= deadline)
      throw new Conflict(waitMs ? SAME_REQUEST_IN_PROGRESS_MESSAGE : IN_PROGRESS_MESSAGE);
  }

  let result: APIGatewayProxyStructuredResultV2;
  try {
    result = await run(workKey);
  } catch (error) {
    if (!(error instanceof DomainError) || error instanceof TooManyRequests || error instanceof ServiceUnavailable) {
      // A release that fails too leaves the claim to its lease; the error to report is the first one.
      await releaseIdempotencyKey(id, claimToken).catch((releaseError: unknown) =>
        logger.error('Could not release an Idempotency-Key', describeError(releaseError)),
      );
      throw error;
    }
    result = errorResponse(error, requestId);
  }
  const stored: StoredReply = {
    statusCode: result.statusCode ?? 200,
    headers: Object.fromEntries(
      Object.entries(result.headers ?? {})
        .filter(([name]) => !SESSION_HEADERS.has(name.toLowerCase()))
        .map(([name, value]) => [name, String(value)]),
    ),
    body: result.body,
    isBase64Encoded: result.isBase64Encoded,
  };
  // The work is done: a failed store must not turn its reply into an error. Retries then get 409
  // until the lease runs out, and run again (the write itself must tolerate that, as sign-up does).
  await completeIdempotencyKey(id, claimToken, stored).catch((error: unknown) =>
    logger.error('Could not store an idempotent reply', describeError(error)),
  );
  return result;
}
