// S3's REST API for one object at a time, signed by the AWS SDK's own SigV4 signer
// (@smithy/signature-v4, which the SDK's S3 client and presigner sign with): presigned URLs as
// getSignedUrl makes them (tests/unit/s3-rest.test.ts compares them byte for byte), and HEAD, PUT,
// COPY and DELETE. The S3 client would add ~150 KB to every route that touches a file (its XML
// protocol, the rules of every S3 endpoint, checksums, multipart and event streams) for these few
// calls; only the CSV export worker streams a multipart upload and keeps it (export-files.ts).
// Like the SDK clients: region and credentials from the environment, AWS_ENDPOINT_URL_S3 for a
// local stand-in, bounded retries of 5xx, throttling and network failures.
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { SignatureV4 } from '@smithy/signature-v4';
import { env } from '../lib/env';

/** `new Sha256(secret?)`, update, digest: the hash the signer takes, on node:crypto. */
class Sha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(bytes(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}

function bytes(data: string | ArrayBuffer | ArrayBufferView): Buffer {
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(data);
}

const region = () => {
  const value = process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION;
  if (!value) throw new Error('Missing environment variable AWS_REGION');
  return value;
};

let signerOf: { region: string; signer: SignatureV4 } | undefined;
const signer = () => {
  if (signerOf?.region !== region())
    signerOf = {
      region: region(),
      // S3 signs the path as sent (its keys are encoded once), like the SDK's S3 client.
      signer: new SignatureV4({
        service: 's3',
        region: region(),
        credentials: fromEnv(),
        sha256: Sha256,
        uriEscapePath: false,
      }),
    };
  return signerOf.signer;
};

/** encodeURIComponent plus the characters it leaves that S3 (and the SDK) escape. */
const escapeUri = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** An object's key as a URL path: each segment escaped, the slashes kept. */
const keyPath = (key: string) => key.split('/').map(escapeUri).join('/');

/** A bucket name that can be a host name label (no dots: TLS certificates cover one level). */
const virtualHostable = (bucket: string) => /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(bucket);

export interface ObjectRequest {
  method: 'GET' | 'HEAD' | 'PUT' | 'DELETE';
  protocol: string;
  hostname: string;
  port?: number;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: Uint8Array;
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
  const endpoint = process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL;
  const url = new URL(endpoint ?? `https://s3.${region()}.amazonaws.com`);
  const pathStyle =
    !virtualHostable(bucket) ||
    (endpoint !== undefined && (env().S3_FORCE_PATH_STYLE === 'true' || /^[\d.]+$|^\[/.test(url.hostname)));
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

const queryString = (query: Record<string, string>) =>
  Object.keys(query)
    .sort()
    .map((name) => `${escapeUri(name)}=${escapeUri(query[name]!)}`)
    .join('&');

const urlOf = (request: Pick<ObjectRequest, 'protocol' | 'hostname' | 'port' | 'path' | 'query'>) => {
  const query = queryString(request.query);
  const port = request.port === undefined ? '' : `:${request.port}`;
  return `${request.protocol}//${request.hostname}${port}${request.path}${query ? `?${query}` : ''}`;
};

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
export class S3Error extends Error {
  readonly $metadata: { httpStatusCode: number };
  constructor(code: string, message: string, status: number) {
    super(message);
    this.name = code;
    this.$metadata = { httpStatusCode: status };
  }
}

export interface S3Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const MAX_ATTEMPTS = 3;
/** Per attempt: S3 answers an object request in well under a second; a hung connection fails fast. */
const ATTEMPT_TIMEOUT_MS = 5000;
const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

function exchange(request: ObjectRequest): Promise<S3Reply> {
  const secure = request.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(
      urlOf(request),
      {
        method: request.method,
        headers: request.headers,
        agent: secure ? agents.https : agents.http,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

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

/**
 * Signs and sends the request (the payload's SHA-256 signed), retrying a 5xx, a 429 or a network
 * failure twice with jittered backoff. Every object call we make is idempotent, so a retry is safe.
 * A non-2xx reply throws S3Error; so does a 200 whose body is an <Error> (S3 does that for a copy).
 */
export async function send(request: ObjectRequest): Promise<S3Reply> {
  const payload = createHash('sha256')
    .update(request.body ?? new Uint8Array())
    .digest('hex');
  for (let attempt = 1; ; attempt += 1) {
    const signed = await signer().sign({
      ...request,
      headers: {
        ...request.headers,
        'x-amz-content-sha256': payload,
        ...(request.method === 'PUT' ? { 'content-length': String(request.body?.byteLength ?? 0) } : {}),
      },
    });
    let reply: S3Reply | undefined;
    let failure: unknown;
    try {
      reply = await exchange({ ...request, headers: signed.headers as Record<string, string> });
    } catch (error) {
      failure = error;
    }
    const again = attempt < MAX_ATTEMPTS && (failure !== undefined || retryable(reply!));
    if (again) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 100 * 2 ** attempt));
      continue;
    }
    if (failure !== undefined) throw failure;
    if (!ok(reply!)) throw errorOf(reply!);
    return reply!;
  }
}
