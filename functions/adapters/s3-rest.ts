// S3's REST API for one object at a time, signed by the AWS SDK's own SigV4 signer through
// aws-rest.ts: presigned URLs as getSignedUrl makes them (tests/unit/s3-rest.test.ts compares them
// byte for byte), and HEAD, PUT, COPY and DELETE. The S3 client would add ~150 KB to every route that
// touches a file (its XML protocol, the rules of every S3 endpoint, checksums, multipart and event
// streams) for these few calls; only the CSV export worker streams a multipart upload and keeps it
// (export-files.ts). Like the SDK clients: region and credentials from the environment,
// AWS_ENDPOINT_URL_S3 for a local stand-in, bounded retries of 5xx, throttling and network failures.
import { createHash } from 'node:crypto';
import { OBJECTS_BUDGET } from '../lib/call-budgets';
import { env } from '../lib/env';
import {
  AwsError,
  type AwsReply,
  type AwsRequest,
  endpointOf,
  escapeUri,
  sendSigned,
  signerFor,
  urlOf,
} from './aws-rest';

// S3 signs the path as sent (its keys are encoded once), like the SDK's S3 client.
const signer = () => signerFor('s3', { uriEscapePath: false });

/** An object's key as a URL path: each segment escaped, the slashes kept. */
const keyPath = (key: string) => key.split('/').map(escapeUri).join('/');

/** A bucket name that can be a host name label (no dots: TLS certificates cover one level). */
const virtualHostable = (bucket: string) => /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(bucket);

export interface ObjectRequest extends AwsRequest {
  method: 'GET' | 'HEAD' | 'PUT' | 'DELETE';
}

/**
 * The request for one object, at S3's regional virtual-hosted endpoint as the SDK builds it, or at
 * AWS_ENDPOINT_URL_S3 (path-style when S3_FORCE_PATH_STYLE is true or the endpoint is an address).
 */
export function objectRequest(
  method: ObjectRequest['method'],
  bucket: string,
  key: string,
  { query = {}, headers = {} }: { query?: Record<string, string>; headers?: Record<string, string> } = {},
): ObjectRequest {
  const { url, custom } = endpointOf('S3', (region) => `https://s3.${region}.amazonaws.com`);
  const pathStyle =
    !virtualHostable(bucket) || (custom && (env().S3_FORCE_PATH_STYLE === 'true' || /^[\d.]+$|^\[/.test(url.hostname)));
  const hostname = pathStyle ? url.hostname : `${bucket}.${url.hostname}`;
  const port = url.port ? Number(url.port) : undefined;
  const base = url.pathname.replace(/\/+$/, '');
  return {
    method,
    protocol: url.protocol,
    hostname,
    port,
    path: `${base}${pathStyle ? `/${bucket}` : ''}/${keyPath(key)}`,
    query,
    headers: { host: port === undefined ? hostname : `${hostname}:${port}`, ...headers },
  };
}

/**
 * A presigned URL for the request, as the SDK's getSignedUrl makes it: the payload unsigned, the
 * Content-Type signed only when listed in `signableHeaders`, every other header (Content-Length,
 * Content-MD5, host) signed, so the request must be made with exactly those values.
 */
export async function presign(
  request: ObjectRequest,
  { expiresIn, signableHeaders, signingDate }: { expiresIn: number; signableHeaders?: Set<string>; signingDate?: Date },
): Promise<string> {
  const signed = await signer().presign(
    // Named as the SDK's presigner names it: the signer moves it to the query string under this name.
    { ...request, headers: { ...request.headers, 'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD' } },
    { expiresIn, signableHeaders, unsignableHeaders: new Set(['content-type']), signingDate },
  );
  return urlOf({ ...request, query: signed.query as Record<string, string> });
}

/** A failed S3 request, named and shaped like the SDK's errors (`name`, `$metadata.httpStatusCode`). */
export class S3Error extends AwsError {}

export type S3Reply = AwsReply;

const xmlField = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];

/** S3's error of a reply: its XML Code and Message, or for a HEAD (no body) the status alone. */
function errorOf(reply: S3Reply): S3Error {
  const code = xmlField(reply.body, 'Code') ?? (reply.status === 404 ? 'NotFound' : `HTTP${reply.status}`);
  return new S3Error(code, xmlField(reply.body, 'Message') ?? code, reply.status);
}

/** S3 answers some failures of a copy with a 200 whose body is an <Error> (a 500 in all but status). */
const isErrorDocument = (body: string) => /^(<\?xml[^>]*\?>\s*)?<Error>/.test(body);
const ok = (reply: S3Reply) => reply.status >= 200 && reply.status <= 299 && !isErrorDocument(reply.body);
const retryable = (reply: S3Reply) => reply.status >= 500 || reply.status === 429 || (reply.status < 300 && !ok(reply));

/** S3 answers an object request in well under a second: the objects budget (1 s to connect, 3.5 s a try, two tries). */
const S3_RETRIES = { ...OBJECTS_BUDGET, retryable };

/**
 * Signs and sends the request (the payload's SHA-256 signed), retrying a 5xx, a 429 or a network
 * failure once with jittered backoff. Every object call we make is idempotent, so a retry is safe.
 * A non-2xx reply throws S3Error; so does a 200 whose body is an <Error> (S3 does that for a copy).
 */
export async function send(request: ObjectRequest): Promise<S3Reply> {
  const payload = createHash('sha256')
    .update(request.body ?? new Uint8Array())
    .digest('hex');
  const headers = {
    ...request.headers,
    'x-amz-content-sha256': payload,
    ...(request.method === 'PUT' ? { 'content-length': String(request.body?.byteLength ?? 0) } : {}),
  };
  const reply = await sendSigned(signer(), { ...request, headers }, S3_RETRIES);
  if (!ok(reply)) throw errorOf(reply);
  return reply;
}
