// Every header name of our own that the API, the browser, the edge (CloudFront) and tests agree on,
// declared once. No zod here: the browser imports this. API Gateway lower-cases request header
// names, so the server reads them through the lower-case constants below.

/** Request header of idempotent writes (contracts with `idempotent: true`); named as the spec writes it. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/**
 * The correlation id of a request (docs/operations.md, "Finding a request"): taken from the caller
 * when well formed (CLIENT_ID_FORMAT), else API Gateway's request id; on every log line the request
 * writes and on its reply, whatever its status.
 */
export const CORRELATION_ID_HEADER = 'x-correlation-id';
/** An id a client chooses (an Idempotency-Key, a correlation id): 8 to 255 letters, digits, '-', '_', ':' or '.'. */
export const CLIENT_ID_FORMAT = /^[A-Za-z0-9._:-]{8,255}$/;
/** Reply header set when a stored idempotent reply is replayed. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** The CSRF token: sent by the server with every session change, echoed by the browser on writes. */
export const CSRF_HEADER = 'x-csrf-token';
/** The browser's IANA time zone, sent on every API call (the learner's calendar day). */
export const TIME_ZONE_HEADER = 'x-time-zone';
/** The secret CloudFront adds to every /api/* request (infra/stacks/web-stack.ts). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
/** Set by browsers on every request: same-origin, same-site, cross-site or none (typed URL, bookmark). */
export const FETCH_SITE_HEADER = 'sec-fetch-site';
/** The viewer's own address, as CloudFront forwards it. */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';
