// In front of s3rver, which checks neither signatures nor Content-MD5: makes the local S3 refuse
// what real S3 refuses, so local tests prove the upload rules instead of trusting them.
// - A presigned URL's or an Authorization header's SigV4 signature is recomputed with the AWS SDK's
//   own signer (@smithy/signature-v4) and compared; a wrong one is 403 SignatureDoesNotMatch, an
//   expired URL 403 AccessDenied. Every signed header must arrive as signed, so a PUT whose body is
//   not the signed Content-Length is refused.
// - A body that does not match its Content-MD5 is 400 BadDigest (and a hex x-amz-content-sha256
//   that does not match is 400 XAmzContentSHA256Mismatch).
// - Without a signature only GET/HEAD of the public bucket is allowed, and never under `pending/`
//   (the bucket policy in infra/stacks/data-stack.ts); anything else is 403 AccessDenied.
import { createHash, createHmac, timingSafeEqual, type Hash, type Hmac } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { SignatureV4 } from '@smithy/signature-v4';
import { PENDING_UPLOADS_PREFIX } from '@functions/adapters/storage';
import { allowedHosts, isAllowedHost } from '../host-check';

export interface S3GateOptions {
  port: number;
  upstreamPort: number;
  publicBucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** For tests: the clock the expiry is checked against. */
  now?: () => number;
}

type Refusal = { status: number; code: string; message: string };

/** The hash the SDK's signer needs (`new Sha256(secret?)`, update, digest), on node:crypto. */
class Sha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', toBuffer(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(toBuffer(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}

function toBuffer(data: string | ArrayBuffer | ArrayBufferView): Buffer {
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(data);
}

/** S3's largest clock skew for a header-signed request. */
const MAX_SKEW_MS = 15 * 60 * 1000;
const PRESIGN_PARAMS = [
  'X-Amz-Algorithm',
  'X-Amz-Credential',
  'X-Amz-Date',
  'X-Amz-Expires',
  'X-Amz-SignedHeaders',
  'X-Amz-Signature',
  'X-Amz-Security-Token',
];

const refuse = (status: number, code: string, message: string): Refusal => ({ status, code, message });
const denied = (message = 'Access Denied') => refuse(403, 'AccessDenied', message);
const mismatch = () =>
  refuse(
    403,
    'SignatureDoesNotMatch',
    'The request signature we calculated does not match the signature you provided.',
  );

/** 20260101T120000Z → Date. */
function parseAmzDate(value: string | null | undefined): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  return match ? new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!, +match[4]!, +match[5]!, +match[6]!)) : null;
}

function sameSignature(a: string | undefined, b: string): boolean {
  return typeof a === 'string' && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

export function createS3Gate(options: S3GateOptions) {
  const now = options.now ?? Date.now;
  const signerFor = (region: string, service: string) =>
    new SignatureV4({
      credentials: options.credentials,
      region,
      service,
      sha256: Sha256,
      uriEscapePath: false,
      applyChecksum: false,
    });

  /** Credential scope `AKID/yyyymmdd/region/service/aws4_request`, or a refusal. */
  function scopeOf(credential: string | null | undefined): { region: string; service: string } | Refusal {
    const [accessKeyId, , region, service, terminator] = (credential ?? '').split('/');
    if (accessKeyId !== options.credentials.accessKeyId)
      return refuse(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    if (!region || !service || terminator !== 'aws4_request')
      return refuse(400, 'AuthorizationQueryParametersError', 'The credential scope is malformed.');
    return { region, service };
  }

  /** The request as the SDK built it before signing: only the signed headers, the query without the signature. */
  function unsignedRequest(req: IncomingMessage, url: URL, signedHeaders: string[], query: Record<string, string>) {
    const headers: Record<string, string> = {};
    for (const name of signedHeaders) {
      const value = headerValue(req, name);
      if (value === undefined) return null;
      headers[name] = value;
    }
    const [hostname, port] = (req.headers.host ?? '').split(':');
    return {
      method: req.method ?? 'GET',
      protocol: 'http:',
      hostname: hostname ?? '',
      port: port ? Number(port) : undefined,
      path: url.pathname,
      query,
      headers,
    };
  }

  async function checkPresigned(req: IncomingMessage, url: URL): Promise<Refusal | null> {
    const params = url.searchParams;
    if (params.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256')
      return refuse(400, 'AuthorizationQueryParametersError', 'Only AWS4-HMAC-SHA256 is supported.');
    const scope = scopeOf(params.get('X-Amz-Credential'));
    if ('status' in scope) return scope;
    const signedAt = parseAmzDate(params.get('X-Amz-Date'));
    const expiresIn = Number(params.get('X-Amz-Expires'));
    if (!signedAt || !Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > 7 * 24 * 3600)
      return refuse(400, 'AuthorizationQueryParametersError', 'X-Amz-Date or X-Amz-Expires is malformed.');
    if (now() > signedAt.getTime() + expiresIn * 1000) return denied('Request has expired');
    // Headers the presigner hoisted into the query (x-amz-*) go back to the headers: it hoists them again.
    const query: Record<string, string> = {};
    const hoisted: Record<string, string> = {};
    for (const [name, value] of params) {
      if (PRESIGN_PARAMS.includes(name)) continue;
      if (name.toLowerCase().startsWith('x-amz-')) hoisted[name] = value;
      else query[name] = value;
    }
    const signedHeaders = (params.get('X-Amz-SignedHeaders') ?? '').split(';').filter(Boolean);
    const request = unsignedRequest(req, url, signedHeaders, query);
    if (!request || !signedHeaders.includes('host')) return mismatch();
    const expected = await signerFor(scope.region, scope.service).presign(
      { ...request, headers: { ...request.headers, ...hoisted } },
      {
        signingDate: signedAt,
        expiresIn,
        signableHeaders: new Set(signedHeaders),
        signingRegion: scope.region,
        signingService: scope.service,
      },
    );
    const recomputed = expected.query?.['X-Amz-Signature'];
    return typeof recomputed === 'string' &&
      sameSignature(params.get('X-Amz-Signature') ?? undefined, recomputed) &&
      expected.query?.['X-Amz-SignedHeaders'] === signedHeaders.join(';')
      ? null
      : mismatch();
  }

  async function checkAuthorizationHeader(
    req: IncomingMessage,
    url: URL,
    authorization: string,
  ): Promise<Refusal | null> {
    const match = /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/.exec(
      authorization.trim(),
    );
    if (!match) return refuse(400, 'InvalidArgument', 'Unsupported Authorization Type');
    const scope = scopeOf(match[1]);
    if ('status' in scope) return scope;
    const signedAt = parseAmzDate(headerValue(req, 'x-amz-date'));
    if (!signedAt) return denied('AWS authentication requires a valid x-amz-date header');
    if (Math.abs(now() - signedAt.getTime()) > MAX_SKEW_MS)
      return refuse(
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      );
    const signedHeaders = match[2]!.split(';');
    const request = unsignedRequest(req, url, signedHeaders, Object.fromEntries(url.searchParams));
    if (!request || !signedHeaders.includes('host')) return mismatch();
    const signed = await signerFor(scope.region, scope.service).sign(request, {
      signingDate: signedAt,
      signableHeaders: new Set(signedHeaders),
      signingRegion: scope.region,
      signingService: scope.service,
    });
    const recomputed = /Signature=([0-9a-f]{64})$/.exec(String(signed.headers.authorization ?? ''))?.[1];
    return recomputed && sameSignature(match[3], recomputed) ? null : mismatch();
  }

  /** What an unsigned caller may do: read the public bucket's served objects (the bucket policy). */
  function checkAnonymous(req: IncomingMessage, url: URL): Refusal | null {
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const reading = req.method === 'GET' || req.method === 'HEAD';
    if (reading && bucket === options.publicBucket && key && !key.startsWith(PENDING_UPLOADS_PREFIX)) return null;
    return denied();
  }

  function checkBody(req: IncomingMessage, body: Buffer): Refusal | null {
    const md5 = headerValue(req, 'content-md5');
    if (md5 !== undefined && createHash('md5').update(body).digest('base64') !== md5)
      return refuse(400, 'BadDigest', 'The Content-MD5 you specified did not match what we received.');
    const sha = headerValue(req, 'x-amz-content-sha256');
    if (sha && /^[0-9a-f]{64}$/.test(sha) && createHash('sha256').update(body).digest('hex') !== sha)
      return refuse(
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      );
    return null;
  }

  // Path-style requests to this port only: no virtual-host bucket names that the checks below would
  // read differently from s3rver, and no rebound DNS names (as the gateway, infra/local/host-check.ts).
  const hosts = allowedHosts(options.port);

  async function check(req: IncomingMessage, url: URL, body: Buffer): Promise<Refusal | null> {
    if (!isAllowedHost(req.headers.host, hosts))
      return refuse(400, 'InvalidRequest', 'Only path-style requests to this endpoint are served.');
    if (req.method === 'OPTIONS') return null; // CORS preflight: s3rver answers it from the bucket's CORS rules.
    const authorization = headerValue(req, 'authorization');
    const refusal = url.searchParams.has('X-Amz-Signature')
      ? await checkPresigned(req, url)
      : authorization
        ? await checkAuthorizationHeader(req, url, authorization)
        : checkAnonymous(req, url);
    return refusal ?? checkBody(req, body);
  }

  function sendRefusal(req: IncomingMessage, res: ServerResponse, refusal: Refusal): void {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code><Message>${refusal.message}</Message></Error>`;
    // As S3 does under a matching CORS rule, so a browser can read why its upload was refused.
    const cors = req.headers.origin
      ? { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'ETag' }
      : {};
    res.writeHead(refusal.status, { 'content-type': 'application/xml', ...cors });
    res.end(req.method === 'HEAD' ? undefined : xml);
  }

  return http.createServer(async (req, res) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://s3.local');
      const refusal = await check(req, url, body);
      if (refusal) return sendRefusal(req, res, refusal);
      const upstream = http.request(
        { host: '127.0.0.1', port: options.upstreamPort, method: req.method, path: req.url, headers: req.headers },
        (reply) => {
          res.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(res);
        },
      );
      upstream.on('error', (error) => {
        if (!res.headersSent) sendRefusal(req, res, refuse(503, 'ServiceUnavailable', error.message));
        else res.end();
      });
      upstream.end(body);
    } catch (error) {
      if (!res.headersSent) sendRefusal(req, res, refuse(400, 'InvalidRequest', (error as Error).message));
      else res.end();
    }
  });
}

/** Starts the gate on its port; resolves with a stop function. */
export async function startS3Gate(options: S3GateOptions): Promise<() => Promise<void>> {
  const server = createS3Gate(options);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
