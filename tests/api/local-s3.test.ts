// The local S3 behaves like S3 where our upload rules depend on it (infra/local/services/s3-gate.ts
// in front of s3rver): without a valid signature nothing but a claimed public object is readable,
// and a presigned PUT is held to its signed length and Content-MD5 and to its expiry. In AWS these
// are S3's own checks (and the bucket policy, tests/infra/upload-buckets.test.ts).
import { createHash, randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';

const stack = inject('stack');
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('base64');
const s3Url = () => stack.env.AWS_ENDPOINT_URL_S3!;
const code = async (reply: Response) => /<Code>([^<]+)<\/Code>/.exec(await reply.text())?.[1];

let learner: ApiClient;
let s3: S3Client;
beforeAll(async () => {
  learner = new ApiClient(stack.url);
  await learner.signIn('learner@example.com');
  await learner.bootstrap();
  s3 = new S3Client({
    region: stack.env.AWS_REGION,
    endpoint: s3Url(),
    forcePathStyle: true,
    credentials: { accessKeyId: stack.env.AWS_ACCESS_KEY_ID!, secretAccessKey: stack.env.AWS_SECRET_ACCESS_KEY! },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
});

async function presignLicence(bytes: Buffer) {
  const reply = await learner.post('/api/direct_uploads', {
    blob: { filename: 'licence.pdf', byteSize: bytes.length, contentType: 'application/pdf', checksum: md5(bytes) },
    use: 'driversLicense',
  });
  expect(reply.status).toBe(200);
  return reply.body.direct_upload as { url: string; headers: Record<string, string> };
}

const put = (direct: { url: string; headers: Record<string, string> }, body: Buffer, headers = direct.headers) =>
  fetch(direct.url, { method: 'PUT', headers, body: new Uint8Array(body) });

describe('a presigned PUT', () => {
  it('is accepted with exactly the signed length, type and MD5', async () => {
    const bytes = Buffer.from(`%PDF-1.4 ${randomUUID()}\n`);
    expect((await put(await presignLicence(bytes), bytes)).status).toBe(200);
  });

  it('refuses a body of another length (the signed Content-Length): 403 SignatureDoesNotMatch', async () => {
    const bytes = Buffer.from(`%PDF-1.4 ${randomUUID()}\n`);
    const reply = await put(
      await presignLicence(bytes),
      Buffer.concat([bytes, Buffer.from('and 169 more bytes of something else')]),
    );
    expect(reply.status).toBe(403);
    expect(await code(reply)).toBe('SignatureDoesNotMatch');
  });

  it('refuses a body of the same length but another MD5: 400 BadDigest', async () => {
    const bytes = Buffer.from(`%PDF-1.4 ${randomUUID()}\n`);
    const reply = await put(await presignLicence(bytes), Buffer.from(bytes.toString().toUpperCase()));
    expect(reply.status).toBe(400);
    expect(await code(reply)).toBe('BadDigest');
  });

  it('refuses a request without the signed Content-MD5 or with another type: 403', async () => {
    const bytes = Buffer.from(`%PDF-1.4 ${randomUUID()}\n`);
    const direct = await presignLicence(bytes);
    expect((await put(direct, bytes, { 'Content-Type': 'application/pdf' })).status).toBe(403);
    expect((await put(direct, bytes, { ...direct.headers, 'Content-Type': 'text/html' })).status).toBe(403);
  });

  it('refuses an expired signature and a tampered one: 403', async () => {
    const bytes = Buffer.from('expired');
    const command = new PutObjectCommand({
      Bucket: stack.env.PRIVATE_BUCKET,
      Key: `driversLicense/${randomUUID()}/x.pdf`,
      ContentType: 'application/pdf',
      ContentMD5: md5(bytes),
      ContentLength: bytes.length,
    });
    const expired = await getSignedUrl(s3, command, {
      expiresIn: 60,
      signingDate: new Date(Date.now() - 120_000),
      signableHeaders: new Set(['content-type', 'content-md5']),
    });
    const reply = await fetch(expired, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/pdf', 'Content-MD5': md5(bytes) },
      body: new Uint8Array(bytes),
    });
    expect(reply.status).toBe(403);
    expect(await reply.text()).toContain('Request has expired');
    const direct = await presignLicence(bytes);
    const tampered = { ...direct, url: direct.url.replace('/driversLicense/', '/externalCertification/') };
    expect((await put(tampered, bytes)).status).toBe(403);
  });

  it('refuses an unsigned PUT and a forged Authorization header: 403', async () => {
    expect(
      (
        await fetch(`${s3Url()}/${stack.env.PUBLIC_BUCKET}/courseAsset/${randomUUID()}/x.png`, {
          method: 'PUT',
          body: 'x',
        })
      ).status,
    ).toBe(403);
    const forged = new S3Client({
      region: stack.env.AWS_REGION,
      endpoint: s3Url(),
      forcePathStyle: true,
      credentials: { accessKeyId: stack.env.AWS_ACCESS_KEY_ID!, secretAccessKey: 'not-the-secret' },
    });
    await expect(
      forged.send(
        new PutObjectCommand({ Bucket: stack.env.PUBLIC_BUCKET, Key: `courseAsset/${randomUUID()}/x.png`, Body: 'x' }),
      ),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
  });
});

describe('reads', () => {
  it('refuses an unsigned GET of a private object (and of a pending public one), serves a presigned GET', async () => {
    const bytes = Buffer.from(`%PDF-1.4 ${randomUUID()}\n`);
    const direct = await presignLicence(bytes);
    expect((await put(direct, bytes)).status).toBe(200);
    const objectUrl = direct.url.split('?')[0]!;
    const unsigned = await fetch(objectUrl);
    expect(unsigned.status).toBe(403);
    expect(await code(unsigned)).toBe('AccessDenied');
    const key = decodeURIComponent(new URL(objectUrl).pathname.split('/').slice(2).join('/'));
    const signed = await getSignedUrl(s3, new GetObjectCommand({ Bucket: stack.env.PRIVATE_BUCKET, Key: key }), {
      expiresIn: 60,
    });
    expect(Buffer.from(await (await fetch(signed)).arrayBuffer()).equals(bytes)).toBe(true);
    const expired = await getSignedUrl(s3, new GetObjectCommand({ Bucket: stack.env.PRIVATE_BUCKET, Key: key }), {
      expiresIn: 60,
      signingDate: new Date(Date.now() - 120_000),
    });
    expect((await fetch(expired)).status).toBe(403);

    await s3.send(
      new PutObjectCommand({
        Bucket: stack.env.PUBLIC_BUCKET,
        Key: 'pending/courseAsset/x/waiting.png',
        Body: 'waiting',
        ContentType: 'image/png',
      }),
    );
    expect((await fetch(`${s3Url()}/${stack.env.PUBLIC_BUCKET}/pending/courseAsset/x/waiting.png`)).status).toBe(403);
    await s3.send(
      new PutObjectCommand({
        Bucket: stack.env.PUBLIC_BUCKET,
        Key: 'courseAsset/x/claimed.png',
        Body: 'claimed',
        ContentType: 'image/png',
      }),
    );
    expect((await fetch(`${s3Url()}/${stack.env.PUBLIC_BUCKET}/courseAsset/x/claimed.png`)).status).toBe(200);
  });
});

describe('hosts', () => {
  it('answers only path-style requests to its own host (no virtual-host bucket names, no rebound names)', async () => {
    const http = await import('node:http');
    const url = new URL(s3Url());
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: `/${stack.env.PUBLIC_BUCKET}/courseAsset/x/claimed.png`,
          headers: { host: `${stack.env.PRIVATE_BUCKET}.localhost:${url.port}` },
        },
        (reply) => {
          reply.resume();
          resolve(reply.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(400);
  });
});
