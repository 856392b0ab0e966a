// The outbox worker's SES call without the SDK client (functions/adapters/ses.ts): the request the
// SDK's SESv2Client sends for the same SendEmail (path, JSON body, a SigV4 signature for `ses` that
// checks out), SES's errors named as the SDK names them, one attempt per delivery (the outbox tries
// again later), an attempt that gets no reply cut at its timeout, and the GetAccount probe that says
// whether SES answers at all. The API tests read what it sends from the local outbox.
import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AwsError, requestAt, sendSigned, signerFor } from '@functions/adapters/aws-rest';
import { deliverEmail, MAIL_DELIVERY, sesAnswers } from '@functions/adapters/ses';
import { resetEnvForTests } from '@functions/lib/env';

const VARS = [
  'AWS_REGION',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'AWS_ENDPOINT_URL',
  'AWS_ENDPOINT_URL_SESV2',
  'MAIL_FROM',
  'TABLE_NAME',
] as const;
const saved = Object.fromEntries(VARS.map((name) => [name, process.env[name]]));
afterEach(() => {
  for (const name of VARS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetEnvForTests();
});

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
type Reply = { status: number; body?: string; headers?: Record<string, string> } | 'hang';
const replies: Reply[] = [];
const seen: Seen[] = [];
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    seen.push({
      method: req.method!,
      url: req.url!,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    });
    const reply = replies.shift() ?? { status: 200, body: '{"MessageId":"m-1"}' };
    if (reply === 'hang') return;
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(reply.body);
  });
});
beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
const endpoint = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeEach(() => {
  for (const name of VARS) delete process.env[name];
  Object.assign(process.env, {
    TABLE_NAME: 'unit',
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'AKIDUNIT',
    AWS_SECRET_ACCESS_KEY: 's3cr3t',
    AWS_SESSION_TOKEN: 'session/token+=',
    AWS_ENDPOINT_URL_SESV2: endpoint(),
    MAIL_FROM: 'CertifyMed <no-reply@certifymed.example>',
  });
  resetEnvForTests();
  replies.length = 0;
  seen.length = 0;
});

const email = { subject: 'Your receipt — Grüße', html: '<p>Paid ✓</p>', text: 'Paid ✓' };
const sdkClient = () => new SESv2Client({ maxAttempts: 1 });
const sdkSend = () =>
  sdkClient().send(
    new SendEmailCommand({
      FromEmailAddress: 'CertifyMed <no-reply@certifymed.example>',
      Destination: { ToAddresses: ['nurse@example.com'] },
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: email.html, Charset: 'UTF-8' }, Text: { Data: email.text, Charset: 'UTF-8' } },
        },
      },
    }),
  );

/**
 * Signs the request as received again (SigV4 for ses, the environment's credentials) with its own
 * date and signed headers: the signature matches only when nothing signed changed on the way.
 */
async function signatureChecksOut(request: Seen): Promise<boolean> {
  const authorization = String(request.headers.authorization);
  const signedHeaders = /SignedHeaders=([^,]+)/.exec(authorization)![1]!.split(';');
  const amzDate = String(request.headers['x-amz-date']);
  const signingDate = new Date(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  );
  const resigned = await signerFor('ses').sign(
    {
      method: request.method,
      protocol: 'http:',
      hostname: '127.0.0.1',
      path: request.url,
      query: {},
      headers: Object.fromEntries(signedHeaders.map((name) => [name, String(request.headers[name])])),
      body: request.body,
    },
    { signingDate },
  );
  // A signed x-amz-content-sha256 stands for the body in the signature: it must be the body's.
  const payloadHash = request.headers['x-amz-content-sha256'];
  const bodyHash = createHash('sha256').update(request.body).digest('hex');
  return resigned.headers.authorization === authorization && (payloadHash === undefined || payloadHash === bodyHash);
}

describe('the SES call', () => {
  it("sends what the SDK's SESv2Client sends for the same SendEmail, signed for ses", async () => {
    await sdkSend();
    await deliverEmail('nurse@example.com', email);
    const [sdk, ours] = seen as [Seen, Seen];
    expect(ours.method).toBe(sdk.method);
    expect(ours.url).toBe(sdk.url);
    expect(ours.url).toBe('/v2/email/outbound-emails');
    expect(ours.headers['content-type']).toBe(sdk.headers['content-type']);
    expect(JSON.parse(ours.body)).toEqual(JSON.parse(sdk.body));
    // The same check passes the SDK's request: the signer is configured as the SDK configures it.
    for (const request of [sdk, ours]) {
      expect(request.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDUNIT\/\d{8}\/eu-west-1\/ses\/aws4_request, SignedHeaders=\S*host\S*, Signature=[0-9a-f]{64}$/,
      );
      expect(request.headers['x-amz-security-token']).toBe('session/token+=');
      expect(await signatureChecksOut(request)).toBe(true);
    }
    expect(await signatureChecksOut({ ...ours, body: `${ours.body} ` })).toBe(false);
  });

  it('goes to the regional SES endpoint without an endpoint override', async () => {
    delete process.env.AWS_ENDPOINT_URL_SESV2;
    const urls: string[] = [];
    const offline = vi.spyOn(https, 'request').mockImplementation(((url: string) => {
      urls.push(url);
      throw new Error('offline');
    }) as never);
    await expect(deliverEmail('nurse@example.com', email)).rejects.toMatchObject({ message: 'offline' });
    offline.mockRestore();
    expect(urls).toEqual(['https://email.eu-west-1.amazonaws.com/v2/email/outbound-emails']);
  });

  it("fails as the SDK does: SES's error type as the name, its message, the status", async () => {
    const rejected = {
      status: 400,
      headers: { 'x-amzn-errortype': 'MessageRejected:http://internal.amazon.com/coral/com.amazonaws.sesv2/' },
      body: '{"message":"Email address is not verified. The following identities failed the check: nurse@example.com"}',
    };
    replies.push(rejected, rejected);
    const sdkError = (await sdkSend().then(
      () => new Error('the SDK took it'),
      (error: unknown) => error,
    )) as Error;
    const ours = await deliverEmail('nurse@example.com', email).catch((error: unknown) => error);
    expect(ours).toBeInstanceOf(AwsError);
    expect(ours).toMatchObject({ name: sdkError.name, message: sdkError.message, $metadata: { httpStatusCode: 400 } });
    expect((ours as Error).name).toBe('MessageRejected');
    expect(seen).toHaveLength(2);
  });

  it('tries once: a 5xx or a throttle is thrown as it is, for the outbox to try again later', async () => {
    replies.push({
      status: 429,
      headers: { 'x-amzn-errortype': 'TooManyRequestsException' },
      body: '{"message":"slow"}',
    });
    await expect(deliverEmail('nurse@example.com', email)).rejects.toMatchObject({
      name: 'TooManyRequestsException',
      $metadata: { httpStatusCode: 429 },
    });
    replies.push({ status: 500, headers: { 'x-amzn-errortype': 'InternalFailure' }, body: '{"message":"internal"}' });
    await expect(deliverEmail('nurse@example.com', email)).rejects.toMatchObject({
      name: 'InternalFailure',
      $metadata: { httpStatusCode: 500 },
    });
    expect(seen).toHaveLength(2);
  });

  it('gives up on a reply that does not come at the request timeout, after one attempt', async () => {
    expect(MAIL_DELIVERY).toMatchObject({ maxAttempts: 1, connectTimeoutMs: 1000, requestTimeoutMs: 3000 });
    replies.push('hang');
    const started = Date.now();
    const request = requestAt(new URL(endpoint()), {
      method: 'POST',
      path: '/v2/email/outbound-emails',
      body: Buffer.from('{}'),
    });
    await expect(sendSigned(signerFor('ses'), request, { ...MAIL_DELIVERY, requestTimeoutMs: 200 })).rejects.toThrow();
    expect(seen).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('whether SES answers (asked before a run sends)', () => {
  it('asks GetAccount, signed for ses; any reply counts, even a refusal', async () => {
    expect(await sesAnswers()).toBe(true);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/v2/email/account' });
    expect(await signatureChecksOut(seen.at(-1)!)).toBe(true);
    replies.push({ status: 403, headers: { 'x-amzn-errortype': 'AccessDeniedException' }, body: '{}' });
    expect(await sesAnswers()).toBe(true);
  });

  it('is false when no reply comes (a stalled SES), after one attempt', async () => {
    replies.push('hang');
    const started = Date.now();
    expect(await sesAnswers()).toBe(false);
    expect(seen).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
