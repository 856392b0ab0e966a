// The S3 calls the routes make without the S3 client (functions/adapters/s3-rest.ts): presigned
// URLs byte for byte as the SDK's getSignedUrl makes them, in AWS (virtual-hosted, path-style for
// a dotted bucket) and locally (AWS_ENDPOINT_URL_S3, path-style); signed requests retried on 5xx
// and failing with the SDK's error shape. The local S3 gate checks their signatures in tests/api.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportLink } from '@functions/adapters/export-files';
import { objectRequest, S3Error, send } from '@functions/adapters/s3-rest';
import { deleteObject, headObject, presignGet, presignPut, publicObjectUrl } from '@functions/adapters/storage';
import { resetEnvForTests } from '@functions/lib/env';

const VARS = [
  'AWS_REGION',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'AWS_ENDPOINT_URL_S3',
  'S3_FORCE_PATH_STYLE',
  'PUBLIC_BUCKET',
  'PRIVATE_BUCKET',
  'ASSETS_BASE_URL',
  'TABLE_NAME',
] as const;
type Vars = Partial<Record<(typeof VARS)[number], string>>;
const saved = Object.fromEntries(VARS.map((name) => [name, process.env[name]]));
const useEnv = (values: Vars) => {
  for (const name of VARS) delete process.env[name];
  Object.assign(
    process.env,
    { TABLE_NAME: 'unit', AWS_ACCESS_KEY_ID: 'AKIDUNIT', AWS_SECRET_ACCESS_KEY: 's3cr3t' },
    values,
  );
  resetEnvForTests();
};
afterEach(() => {
  vi.useRealTimers();
  for (const name of VARS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetEnvForTests();
});

/** The SDK's S3 client as storage.ts configured it before, for the same environment. */
const sdkClient = () =>
  new S3Client({
    forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

const settings: [string, Vars][] = [
  ['AWS, us-east-1, with a session token', { AWS_REGION: 'us-east-1', AWS_SESSION_TOKEN: 'session/token+=' }],
  ['AWS, eu-west-2', { AWS_REGION: 'eu-west-2' }],
  ['AWS, a dotted bucket (path-style)', { AWS_REGION: 'us-west-2', PRIVATE_BUCKET: 'files.example.com' }],
  [
    'the local stand-in',
    { AWS_REGION: 'us-east-1', AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:4569', S3_FORCE_PATH_STYLE: 'true' },
  ],
];
const keys = ['pending/5f0c/heart rhythm #1.png', "drivers-license/u1/ünï cödé (1)*!'~.pdf", 'exports/g1/x1.csv'];

describe.each(settings)('presigned URLs as getSignedUrl makes them: %s', (_name, vars) => {
  const at = new Date('2026-03-04T05:06:07Z');
  const env = () => {
    useEnv({ PUBLIC_BUCKET: 'public-uploads', PRIVATE_BUCKET: 'private-files', ...vars });
    vi.useFakeTimers({ toFake: ['Date'], now: at });
  };

  it.each(keys)('a PUT signing Content-MD5, Content-Type and Content-Length: %s', async (key) => {
    env();
    const file = { contentType: 'image/png', checksum: 'XrY7u+Ae7tCTyyK7j1rNww==', byteSize: 1234 };
    const ours = await presignPut('private', key, file, 300);
    const sdk = await getSignedUrl(
      sdkClient(),
      new PutObjectCommand({
        Bucket: process.env.PRIVATE_BUCKET,
        Key: key,
        ContentType: file.contentType,
        ContentMD5: file.checksum,
        ContentLength: file.byteSize,
      }),
      { expiresIn: 300, signableHeaders: new Set(['content-type', 'content-md5']) },
    );
    expect(ours.url).toBe(sdk);
    expect(ours.headers).toEqual({ 'Content-Type': 'image/png', 'Content-MD5': file.checksum });
  });

  it.each(keys)('a GET with its disposition, and the export link: %s', async (key) => {
    env();
    const bucket = process.env.PRIVATE_BUCKET;
    expect(await presignGet('private', key, { filename: 'a "b".pdf', expiresIn: 300 })).toBe(
      await getSignedUrl(
        sdkClient(),
        new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: 'inline; filename="a _b_.pdf"' }),
        { expiresIn: 300 },
      ),
    );
    expect(await exportLink(key, 'members.csv')).toBe(
      await getSignedUrl(
        sdkClient(),
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ResponseContentDisposition: 'attachment; filename="members.csv"',
          ResponseContentType: 'text/csv',
        }),
        { expiresIn: 600 },
      ),
    );
  });

  it("a public file's bucket URL is the presigned one without its query", async () => {
    env();
    const sdk = await getSignedUrl(sdkClient(), new GetObjectCommand({ Bucket: 'public-uploads', Key: keys[0] }), {
      expiresIn: 60,
    });
    expect(await publicObjectUrl(keys[0]!)).toBe(sdk.slice(0, sdk.indexOf('?')));
  });
});

describe('signed requests', () => {
  const replies: { status: number; body?: string; headers?: Record<string, string> }[] = [];
  const seen: http.IncomingMessage[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req);
    req.resume();
    const reply = replies.shift() ?? { status: 500 };
    res.writeHead(reply.status, reply.headers);
    res.end(reply.body);
  });
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const local = () => {
    useEnv({
      AWS_REGION: 'us-east-1',
      AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      S3_FORCE_PATH_STYLE: 'true',
      PRIVATE_BUCKET: 'private-files',
    });
    replies.length = 0;
    seen.length = 0;
  };

  it('signs with the payload hash and the session token, path-style on the local endpoint', async () => {
    local();
    process.env.AWS_SESSION_TOKEN = 'tok';
    replies.push({ status: 204 });
    await deleteObject('private', 'a b/c.pdf');
    expect(seen[0]).toMatchObject({ method: 'DELETE', url: '/private-files/a%20b/c.pdf?x-id=DeleteObject' });
    expect(seen[0]!.headers).toMatchObject({
      'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      'x-amz-security-token': 'tok',
      authorization: expect.stringMatching(
        /^AWS4-HMAC-SHA256 Credential=AKIDUNIT\/\d{8}\/us-east-1\/s3\/aws4_request, /,
      ),
    });
  });

  it('answers a HEAD with size and MD5, null when the object is not there, after retrying a 503', async () => {
    local();
    replies.push(
      { status: 503 },
      { status: 200, headers: { etag: '"0123456789abcdef0123456789abcdef"', 'content-length': '42' } },
      { status: 404 },
    );
    expect(await headObject('private', 'k')).toEqual({ byteSize: 42, md5Hex: '0123456789abcdef0123456789abcdef' });
    expect(await headObject('private', 'k')).toBeNull();
    expect(seen.map((req) => req.method)).toEqual(['HEAD', 'HEAD', 'HEAD']);
  });

  it("fails as the SDK's errors do: S3's code as the name, the status in $metadata, after two tries of a 5xx", async () => {
    local();
    const error =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';
    replies.push({ status: 403, body: error });
    const refused = await send(objectRequest('DELETE', 'private-files', 'k')).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(S3Error);
    expect(refused).toMatchObject({
      name: 'AccessDenied',
      message: 'Access Denied',
      $metadata: { httpStatusCode: 403 },
    });
    // A copy can fail with a 200 whose body is an error: retried, then thrown.
    const internal = '<Error><Code>InternalError</Code><Message>We encountered an internal error.</Message></Error>';
    replies.push({ status: 500 }, { status: 200, body: internal });
    await expect(send(objectRequest('PUT', 'private-files', 'k'))).rejects.toMatchObject({ name: 'InternalError' });
    expect(seen).toHaveLength(3);
  });
});
