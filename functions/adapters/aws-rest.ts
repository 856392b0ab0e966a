// A call to an AWS REST API without the service's SDK client, for routes where the client would
// weigh far more than the one or two calls they make (S3 objects in s3-rest.ts, SES mail in
// mailer.ts). Signed by the SDK's own SigV4 signer (@smithy/signature-v4, which every SDK client
// signs with) and configured like the SDK clients: region and credentials from the environment,
// AWS_ENDPOINT_URL_<SERVICE> (or AWS_ENDPOINT_URL) for a local stand-in. Each attempt has a connect
// and a request timeout; failures and retryable replies are retried a bounded number of times.
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { SignatureV4 } from '@smithy/signature-v4';

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

const awsRegion = () => {
  const value = process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION;
  if (!value) throw new Error('Missing environment variable AWS_REGION');
  return value;
};

/** The endpoint the SDK client of a service would call: its AWS_ENDPOINT_URL_<SERVICE>, AWS_ENDPOINT_URL, or `regional`. */
export function endpointOf(
  serviceEnvName: string,
  regional: (region: string) => string,
): { url: URL; custom: boolean } {
  const custom = process.env[`AWS_ENDPOINT_URL_${serviceEnvName}`] ?? process.env.AWS_ENDPOINT_URL;
  return { url: new URL(custom ?? regional(awsRegion())), custom: custom !== undefined };
}

const signers = new Map<string, SignatureV4>();

/**
 * The SigV4 signer of `service` in the current region. S3 signs the path as sent (its keys are
 * encoded once, `uriEscapePath: false`), every other service the path encoded again, as the SDK does.
 */
export function signerFor(service: string, { uriEscapePath = true }: { uriEscapePath?: boolean } = {}): SignatureV4 {
  const key = `${service} ${awsRegion()} ${uriEscapePath}`;
  let signer = signers.get(key);
  if (!signer) {
    signer = new SignatureV4({ service, region: awsRegion(), credentials: fromEnv(), sha256: Sha256, uriEscapePath });
    signers.set(key, signer);
  }
  return signer;
}

export interface AwsRequest {
  method: string;
  protocol: string;
  hostname: string;
  port?: number;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: Uint8Array;
}

/** A request to `path` at an endpoint, its host header set (the signer signs it). */
export function requestAt(
  endpoint: URL,
  { method, path, query = {}, headers = {}, body }: Pick<AwsRequest, 'method' | 'path' | 'body'> & Partial<AwsRequest>,
): AwsRequest {
  const port = endpoint.port ? Number(endpoint.port) : undefined;
  return {
    method,
    protocol: endpoint.protocol,
    hostname: endpoint.hostname,
    port,
    path: `${endpoint.pathname.replace(/\/+$/, '')}${path}`,
    query,
    headers: { host: endpoint.port ? `${endpoint.hostname}:${port}` : endpoint.hostname, ...headers },
    body,
  };
}

/** encodeURIComponent plus the characters it leaves that AWS (and the SDK) escape. */
export const escapeUri = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const queryString = (query: Record<string, string>) =>
  Object.keys(query)
    .sort()
    .map((name) => `${escapeUri(name)}=${escapeUri(query[name]!)}`)
    .join('&');

export const urlOf = (request: Pick<AwsRequest, 'protocol' | 'hostname' | 'port' | 'path' | 'query'>) => {
  const query = queryString(request.query);
  const port = request.port === undefined ? '' : `:${request.port}`;
  return `${request.protocol}//${request.hostname}${port}${request.path}${query ? `?${query}` : ''}`;
};

/** A failed AWS call, named and shaped like the SDK's errors (`name`, `$metadata.httpStatusCode`). */
export class AwsError extends Error {
  readonly $metadata: { httpStatusCode: number };
  constructor(code: string, message: string, status: number) {
    super(message);
    this.name = code;
    this.$metadata = { httpStatusCode: status };
  }
}

export interface AwsReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RetryPolicy {
  maxAttempts: number;
  /** Per attempt: until the connection is open, and until the whole reply has arrived. */
  connectTimeoutMs: number;
  requestTimeoutMs: number;
  /** A reply worth another attempt (5xx, throttling): it is returned as it is once attempts run out. */
  retryable: (reply: AwsReply) => boolean;
}

const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

function exchange(request: AwsRequest, { connectTimeoutMs, requestTimeoutMs }: RetryPolicy): Promise<AwsReply> {
  const secure = request.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(
      urlOf(request),
      {
        method: request.method,
        headers: request.headers,
        agent: secure ? agents.https : agents.http,
        signal: AbortSignal.timeout(requestTimeoutMs),
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
    // A new connection (not a kept-alive one) must open within the connect timeout.
    req.on('socket', (socket) => {
      if (!socket.connecting) return;
      const timer = setTimeout(() => {
        const message = `No connection to ${request.hostname} within ${connectTimeoutMs} ms`;
        req.destroy(Object.assign(new Error(message), { name: 'TimeoutError' }));
      }, connectTimeoutMs);
      socket.once('connect', () => clearTimeout(timer));
      socket.once('close', () => clearTimeout(timer));
    });
    req.on('error', reject);
    req.end(request.body);
  });
}

/**
 * Signs and sends the request (the payload's SHA-256 signed), retrying a network failure, a timeout
 * or a retryable reply with jittered backoff until `maxAttempts`. Returns the last reply, whatever
 * its status (the caller knows its service's errors); throws the last failure when none came.
 */
export async function sendSigned(signer: SignatureV4, request: AwsRequest, policy: RetryPolicy): Promise<AwsReply> {
  for (let attempt = 1; ; attempt += 1) {
    const signed = await signer.sign(request);
    let reply: AwsReply | undefined;
    let failure: unknown;
    try {
      reply = await exchange({ ...request, headers: signed.headers as Record<string, string> }, policy);
    } catch (error) {
      failure = error;
    }
    if (attempt < policy.maxAttempts && (reply === undefined || policy.retryable(reply))) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 100 * 2 ** attempt));
      continue;
    }
    if (reply === undefined) throw failure;
    return reply;
  }
}
