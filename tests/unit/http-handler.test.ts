// The handler factory's primitives, invoked with API Gateway v2 events the way Lambda does:
// webhooks, the body cap, paged queries, group scope, idempotency keys, client IP behind
// CloudFront and the log lines of every refusal and 5xx. No table is touched: the caller is mocked.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineContract } from '@shared/contracts/contract';
import { messageBody, pagedReply, pageQuery, validationErrors } from '@shared/contracts/envelope';
import type { Caller, ResolveCaller } from '@functions/lib/caller';
import { parseViewerAddress } from '@functions/lib/client-ip';
import { csrfTokenFor } from '@functions/lib/csrf';
import { resetEnvForTests } from '@functions/lib/env';
import { TooManyRequests } from '@functions/lib/errors';
import { httpHandlerFactory } from '@functions/lib/http-handler';
import { runIdempotentRequest } from '@functions/lib/idempotency';
import { readMultipart } from '@functions/lib/read-multipart';
import type { User } from '@functions/data/users';
import { captureLogs } from '../support/logs';

// The caller port, filled with a stub: no session or table is involved.
const resolveCaller = vi.fn<ResolveCaller>(async () => null);
const defineHttpHandler = httpHandlerFactory({ resolveCaller, runIdempotentRequest });

const root = path.resolve(import.meta.dirname, '../..');
const recorded = (name: string) =>
  JSON.parse(readFileSync(path.join(root, 'events', name), 'utf8')) as APIGatewayProxyEventV2;
const context = { awsRequestId: 'lambda-request-1' } as Context;

interface EventInput {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  cookies?: string[];
  body?: string;
  isBase64Encoded?: boolean;
  query?: Record<string, string>;
}

/** An API Gateway HTTP API (payload 2.0) event, shaped like events/http-evaluate-auth.json. */
function event(input: EventInput): APIGatewayProxyEventV2 {
  const base = recorded('http-evaluate-auth.json');
  const method = input.method ?? 'GET';
  return {
    ...base,
    routeKey: `${method} ${input.path}`,
    rawPath: input.path,
    rawQueryString: new URLSearchParams(input.query ?? {}).toString(),
    queryStringParameters: input.query,
    headers: { 'user-agent': 'unit-test', ...input.headers },
    cookies: input.cookies,
    requestContext: {
      ...base.requestContext,
      http: { ...base.requestContext.http, method, path: input.path },
      requestId: 'api-request-1',
      routeKey: `${method} ${input.path}`,
    },
    body: input.body,
    isBase64Encoded: input.isBase64Encoded ?? false,
  };
}

const callerOf = (overrides: Partial<User> = {}): Caller => ({
  userId: 'user-1',
  sessionHash: 'hash-1',
  signedInAt: new Date().toISOString(),
  signInMethod: 'password',
  mfaSetupPending: false,
  user: { id: 'user-1', groupId: null, groupAdmin: false, contentAdmin: false, status: 'active', ...overrides } as User,
});

let logs: Record<string, unknown>[] = [];
beforeEach(() => {
  process.env.TABLE_NAME = 'unit-test-table';
  delete process.env.ORIGIN_VERIFY_SECRET;
  resetEnvForTests();
  logs = captureLogs().lines;
  vi.mocked(resolveCaller).mockReset().mockResolvedValue(null);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const replyOf = (result: { statusCode?: number; body?: string; headers?: Record<string, unknown> }) => ({
  status: result.statusCode,
  body: result.body ? JSON.parse(result.body) : undefined,
});

describe('webhook contracts', () => {
  const secret = 'whsec_unit';
  const sign = (bytes: Buffer) => createHmac('sha256', secret).update(bytes).digest('hex');
  const contract = defineContract({
    method: 'POST',
    path: '/api/webhooks/test-provider',
    access: 'public',
    summary: 'Synthetic webhook for the factory test.',
    webhook: { signatureHeader: 'Stripe-Signature' },
    responses: { 200: z.object({ received: z.boolean() }), 400: messageBody },
  });
  const seen: Buffer[] = [];
  const handler = defineHttpHandler(
    contract,
    async ({ request, caller }) => {
      seen.push(request.rawBody);
      expect(caller).toBeNull();
      return { status: 200, body: { received: true } };
    },
    { verifySignature: ({ rawBody, signature }) => signature === sign(rawBody) },
  );
  beforeEach(() => {
    seen.length = 0;
  });

  it('hands impl the exact raw bytes, with no session lookup and no CSRF token', async () => {
    const text = '{"id": "evt_1",\n  "name":"Zoë" }\n';
    const result = await handler(
      event({
        method: 'POST',
        path: contract.path,
        body: text,
        headers: { 'stripe-signature': sign(Buffer.from(text)) },
        cookies: ['sid=someone'],
      }),
      context,
    );
    expect(replyOf(result)).toEqual({ status: 200, body: { received: true } });
    expect(seen[0]!.toString('utf8')).toBe(text);
    expect(resolveCaller).not.toHaveBeenCalled();
  });

  it('base64-decodes a binary body before the signature check', async () => {
    const bytes = Buffer.from([0x7b, 0xff, 0x00, 0xfe, 0x7d]);
    const result = await handler(
      event({
        method: 'POST',
        path: contract.path,
        body: bytes.toString('base64'),
        isBase64Encoded: true,
        headers: { 'stripe-signature': sign(bytes) },
      }),
      context,
    );
    expect(result.statusCode).toBe(200);
    expect(seen[0]!.equals(bytes)).toBe(true);
  });

  it('answers 400 and logs when the signature is wrong or missing, and never runs impl', async () => {
    const body = '{"id":"evt_2"}';
    const forged = await handler(
      event({
        method: 'POST',
        path: contract.path,
        body,
        headers: { 'stripe-signature': sign(Buffer.from('{"id":"evt_3"}')) },
      }),
      context,
    );
    const unsigned = await handler(event({ method: 'POST', path: contract.path, body }), context);
    expect(replyOf(forged)).toEqual({ status: 400, body: { message: 'The request signature is invalid.' } });
    expect(unsigned.statusCode).toBe(400);
    expect(seen).toHaveLength(0);
    const refusals = logs.filter((line) => line.message === 'Refused: webhook signature');
    expect(refusals).toHaveLength(2);
    expect(refusals[0]).toMatchObject({
      level: 'warn',
      requestId: 'api-request-1',
      route: 'POST /api/webhooks/test-provider',
    });
    expect(refusals[1]).toMatchObject({ reason: 'no Stripe-Signature header' });
  });

  it('cannot be defined without a signature check', () => {
    const unchecked = defineHttpHandler as unknown as (c: unknown, impl: unknown) => unknown;
    expect(() => unchecked(contract, async () => ({ status: 200, body: { received: true } }))).toThrow(
      /verifySignature/,
    );
  });
});

describe('request body cap', () => {
  const contract = defineContract({
    method: 'POST',
    path: '/api/capped',
    access: 'public',
    summary: 'Synthetic write with a 1 KB cap.',
    maxBodyBytes: 1024,
    body: z.object({ note: z.string() }),
    responses: { 200: messageBody, 413: validationErrors, 422: validationErrors },
  });
  const impl = vi.fn(async () => ({ status: 200 as const, body: { message: 'ok' } }));
  const capped = defineHttpHandler(contract, impl);
  const byDefault = defineHttpHandler({ ...contract, maxBodyBytes: undefined }, impl);
  // The cap comes before the CSRF check: a refused body is never looked at, signed or not.
  const post = (body: string, isBase64Encoded = false) =>
    event({
      method: 'POST',
      path: contract.path,
      body,
      isBase64Encoded,
      headers: { 'content-type': 'application/json' },
    });

  it('refuses a body over the contract cap with 413 before parsing it (even invalid JSON)', async () => {
    expect(replyOf(await capped(post(`{${'x'.repeat(2000)}`), context))).toEqual({
      status: 413,
      body: { errors: { base: ['The request is too large.'] } },
    });
    expect(replyOf(await capped(post(Buffer.alloc(1500, 1).toString('base64'), true), context)).status).toBe(413);
    expect(impl).not.toHaveBeenCalled();
  });

  it('defaults to 64 KB', async () => {
    const note = (size: number) => JSON.stringify({ note: 'n'.repeat(size) });
    expect((await byDefault(post(note(65 * 1024)), context)).statusCode).toBe(413);
    // Under the cap the request goes on to the CSRF check (no token here: 403, not 413).
    expect((await byDefault(post(note(60 * 1024)), context)).statusCode).toBe(403);
  });
});

describe('multipart contracts', () => {
  const contract = defineContract({
    method: 'POST',
    path: '/api/imports.json',
    access: 'public',
    summary: 'Synthetic import: JSON rows or a file.',
    body: z.object({ rows: z.array(z.string()) }),
    multipart: { file: 'import_file', maxFileBytes: 1024 },
    responses: { 200: messageBody, 413: validationErrors, 422: validationErrors },
  });
  const impl = vi.fn(
    async ({
      body,
      upload,
    }: {
      body?: { rows: string[] };
      upload?: { fields: Record<string, string>; file: { filename: string; contentType: string; bytes: Buffer } };
    }) => ({
      status: 200 as const,
      body: {
        message: upload
          ? `${upload.file.filename} ${upload.file.contentType} ${upload.file.bytes.toString('utf8')} ${JSON.stringify(upload.fields)}`
          : `rows ${body!.rows.join(',')}`,
      },
    }),
  );
  const handler = defineHttpHandler(contract, impl, { readMultipart });
  const BOUNDARY = 'unit-boundary';
  const form = (parts: { name: string; filename?: string; type?: string; content: string }[]) =>
    `${parts
      .map(
        (p) =>
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n${p.content}\r\n`,
      )
      .join('')}--${BOUNDARY}--\r\n`;
  // API Gateway base64-encodes multipart bodies (they are not text).
  const post = (body: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
    handler(
      event({
        method: 'POST',
        path: contract.path,
        body: Buffer.from(body).toString('base64'),
        isBase64Encoded: true,
        cookies: ['psid=pre-session'],
        headers: { 'content-type': contentType, 'x-csrf-token': csrfTokenFor('pre-session') },
      }),
      context,
    );

  it('hands impl the file and the text fields of a base64-encoded form; JSON still goes to body', async () => {
    expect(
      replyOf(
        await post(
          form([
            { name: 'note', content: 'hi' },
            { name: 'import_file', filename: 'a.csv', type: 'text/csv', content: 'email\nx@y.z' },
          ]),
        ),
      ),
    ).toEqual({ status: 200, body: { message: 'a.csv text/csv email\nx@y.z {"note":"hi"}' } });
    expect(replyOf(await post(JSON.stringify({ rows: ['a', 'b'] }), 'application/json'))).toEqual({
      status: 200,
      body: { message: 'rows a,b' },
    });
  });

  it('422 on the file field when it is missing or over maxFileBytes; 413 when the body is over the file limit plus overhead', async () => {
    expect(replyOf(await post(form([{ name: 'note', content: 'no file' }])))).toEqual({
      status: 422,
      body: { errors: { import_file: ['A file is required'] } },
    });
    expect(
      replyOf(
        await post(form([{ name: 'import_file', filename: 'a.csv', type: 'text/csv', content: 'x'.repeat(2000) }])),
      ),
    ).toEqual({ status: 422, body: { errors: { import_file: ['The file must be at most 1 KB'] } } });
    expect(
      replyOf(
        await post(
          form([{ name: 'import_file', filename: 'a.csv', type: 'text/csv', content: 'x'.repeat(70 * 1024) }]),
        ),
      ).status,
    ).toBe(413);
    expect(replyOf(await post('--nonsense', 'multipart/form-data; boundary=other'))).toMatchObject({ status: 422 });
  });

  it("refuses to build a multipart contract's handler without the form reader (only such handlers bundle busboy)", () => {
    // @ts-expect-error: the options with readMultipart are required for a multipart contract
    expect(() => defineHttpHandler(contract, impl)).toThrow(/readMultipart/);
  });

  it('422 for a file part cut short (no closing boundary), without an uncaught stream error', async () => {
    const cut = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="import_file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nemail`;
    expect(replyOf(await post(cut))).toEqual({
      status: 422,
      body: { errors: { base: ['The request body is not valid multipart form data.'] } },
    });
  });
});

describe('malformed escapes', () => {
  const contract = defineContract({
    method: 'GET',
    path: '/api/things/:id.json',
    access: 'public',
    summary: 'Synthetic read by id.',
    params: z.object({ id: z.string() }),
    responses: { 200: messageBody, 404: messageBody },
  });
  const handler = defineHttpHandler(contract, async ({ params }) => ({
    status: 200,
    body: { message: `id ${params.id}` },
  }));

  it('skips a cookie with a bad escape instead of failing the request', async () => {
    expect(
      replyOf(await handler(event({ path: '/api/things/1.json', cookies: ['x=%', 'y=%E0%A4%A'] }), context)),
    ).toEqual({ status: 200, body: { message: 'id 1' } });
    expect(
      replyOf(await handler(event({ path: '/api/things/1.json', headers: { cookie: 'x=%; z=ok' } }), context)).status,
    ).toBe(200);
  });

  it('refuses a JSON body with a lone surrogate (escaped, in a value or a key) with a 422 on base', async () => {
    const write = defineContract({
      method: 'POST',
      path: '/api/notes.json',
      access: 'public',
      summary: 'Synthetic write.',
      body: z.object({ note: z.string().check(z.maxLength(50)) }),
      responses: { 200: messageBody, 422: validationErrors },
    });
    const writer = defineHttpHandler(write, async ({ body }) => ({ status: 200, body: { message: body.note } }));
    const post = (body: string) =>
      writer(
        event({
          method: 'POST',
          path: write.path,
          body,
          cookies: ['psid=pre-session'],
          headers: { 'content-type': 'application/json', 'x-csrf-token': csrfTokenFor('pre-session') },
        }),
        context,
      );
    const refused = {
      status: 422,
      body: { errors: { base: ['The request body holds text that is not valid Unicode.'] } },
    };
    expect(replyOf(await post('{"note":"a\\ud800b"}'))).toEqual(refused);
    expect(replyOf(await post('{"note":"ok","\\udc00":1}'))).toEqual(refused);
    expect(replyOf(await post('{"note":"\\ud83d\\ude00"}'))).toEqual({ status: 200, body: { message: '\u{1F600}' } });
  });

  it('answers a path with a malformed percent escape with 404', async () => {
    expect(replyOf(await handler(event({ path: '/api/things/%E0%A4%A.json' }), context)).status).toBe(404);
    expect(replyOf(await handler(event({ path: '/api/things/a%2Fb.json' }), context))).toEqual({
      status: 200,
      body: { message: 'id a/b' },
    });
  });
});

describe('paged list query', () => {
  const contract = defineContract({
    method: 'GET',
    path: '/api/paged-things.json',
    access: 'public',
    summary: 'Synthetic paged list.',
    query: pageQuery,
    responses: { 200: pagedReply(z.object({ id: z.string() })), 422: validationErrors },
  });
  const handler = defineHttpHandler(contract, async ({ query }) => ({
    status: 200,
    body: {
      data: [],
      pagination: {
        page: query.page,
        perPage: query.perPage,
        totalPages: 0,
        totalEntries: 0,
        cursor: query.cursor ?? null,
      },
    },
  }));
  const get = async (query: Record<string, string>) =>
    replyOf(await handler(event({ path: contract.path, query }), context));

  it('defaults to page 1 of 10 and accepts the spec page sizes', async () => {
    expect((await get({})).body.pagination).toMatchObject({ page: 1, perPage: 10 });
    expect((await get({ page: '3', perPage: '100' })).body.pagination).toMatchObject({ page: 3, perPage: 100 });
  });

  it('answers 422 per field for a bad page, page size or cursor', async () => {
    expect(await get({ page: '0' })).toEqual({
      status: 422,
      body: { errors: { page: ['must be a whole number of 1 or more'] } },
    });
    expect(await get({ page: 'two' })).toEqual({
      status: 422,
      body: { errors: { page: ['must be a whole number of 1 or more'] } },
    });
    expect(await get({ page: '1.5' })).toMatchObject({ status: 422 });
    expect(await get({ perPage: '25' })).toEqual({
      status: 422,
      body: { errors: { perPage: ['must be one of 10, 30, 100'] } },
    });
    expect(await get({ cursor: 'not a cursor!' })).toEqual({
      status: 422,
      body: { errors: { cursor: ['is invalid'] } },
    });
  });
});

describe('group-scoped access', () => {
  const contract = defineContract({
    method: 'GET',
    path: '/api/groups/scoped.json',
    access: 'groupAdmin',
    summary: 'Synthetic group route.',
    responses: { 200: z.object({ groupId: z.string() }) },
  });
  const handler = defineHttpHandler(contract, async ({ group, caller }) => {
    // Both are typed non-null for groupAdmin contracts: no `?.` and no `!` needed.
    const scope: string = group.id;
    const own: string = caller.groupId;
    expect(own).toBe(scope);
    return { status: 200, body: { groupId: scope } };
  });
  const get = () => handler(event({ path: contract.path, cookies: ['sid=token'] }), context);

  it("gives impl the group admin's own group as the scope", async () => {
    vi.mocked(resolveCaller).mockResolvedValue(callerOf({ groupId: 'group-7', groupAdmin: true }));
    expect(replyOf(await get())).toEqual({ status: 200, body: { groupId: 'group-7' } });
  });

  it('refuses members (403) and learners outside any group, and logs each refusal with the caller', async () => {
    vi.mocked(resolveCaller).mockResolvedValue(callerOf({ groupId: 'group-7', groupAdmin: false }));
    expect((await get()).statusCode).toBe(403);
    vi.mocked(resolveCaller).mockResolvedValue(callerOf({ groupId: null, groupAdmin: true }));
    expect((await get()).statusCode).toBe(403);
    const refusals = logs.filter((line) => line.message === 'Refused: role');
    expect(refusals).toHaveLength(2);
    expect(refusals[0]).toMatchObject({
      requestId: 'api-request-1',
      userId: 'user-1',
      route: 'GET /api/groups/scoped.json',
      access: 'groupAdmin',
    });
  });
});

describe('idempotent contracts', () => {
  const contract = defineContract({
    method: 'POST',
    path: '/api/idempotent-things.json',
    access: 'public',
    summary: 'Synthetic idempotent write.',
    idempotent: true,
    responses: { 201: messageBody, 422: validationErrors },
  });
  const impl = vi.fn(async () => ({ status: 201 as const, body: { message: 'created' } }));
  const handler = defineHttpHandler(contract, impl);
  const post = (headers: Record<string, string>) =>
    handler(
      event({
        method: 'POST',
        path: contract.path,
        body: '{}',
        cookies: ['psid=pre-session'],
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrfTokenFor('pre-session'), ...headers },
      }),
      context,
    );

  it('refuses a malformed Idempotency-Key header (422 on the header name) before running anything', async () => {
    expect(replyOf(await post({ 'idempotency-key': 'short' }))).toMatchObject({
      status: 422,
      body: { errors: { 'Idempotency-Key': [expect.stringMatching(/^must be 8 to 255/)] } },
    });
    expect(replyOf(await post({ 'idempotency-key': 'has spaces in it' }))).toMatchObject({ status: 422 });
    expect(impl).not.toHaveBeenCalled();
  });

  it("runs the spec's request without a key (no store touched: the write's own conditional writes make a repeat safe)", async () => {
    impl.mockClear();
    expect(replyOf(await post({}))).toEqual({ status: 201, body: { message: 'created' } });
    expect(replyOf(await post({}))).toEqual({ status: 201, body: { message: 'created' } });
    expect(impl).toHaveBeenCalledTimes(2);
  });

  it('refuses, when the handler is defined, a double-submit window on a contract that is not idempotent', () => {
    expect(() => defineHttpHandler({ ...contract, idempotent: undefined, doubleSubmitSeconds: 30 }, impl)).toThrow(
      /doubleSubmitSeconds is for idempotent contracts/,
    );
  });
});

describe('unknown body fields', () => {
  const contract = defineContract({
    method: 'POST',
    path: '/api/strict-things.json',
    access: 'public',
    summary: 'Synthetic write with nested objects, an array and a map.',
    body: z.object({
      name: z.string(),
      user: z.optional(z.object({ email: z.string() })),
      users: z.optional(z.array(z.object({ email: z.string() }))),
      cart: z.optional(z.record(z.string(), z.number())),
    }),
    responses: { 201: messageBody, 422: validationErrors },
  });
  const impl = vi.fn(async () => ({ status: 201 as const, body: { message: 'created' } }));
  const handler = defineHttpHandler(contract, impl);
  const post = (body: unknown) =>
    handler(
      event({
        method: 'POST',
        path: contract.path,
        body: JSON.stringify(body),
        cookies: ['psid=pre-session'],
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrfTokenFor('pre-session') },
      }),
      context,
    );

  it('answers 422 naming every field the contract does not take, at any depth, and runs nothing', async () => {
    const reply = replyOf(
      await post({
        name: 'a',
        nickname: 'b',
        user: { email: 'e', role: 'admin' },
        users: [{ email: 'e' }, { email: 'f', x: 1 }],
      }),
    );
    expect(reply).toEqual({
      status: 422,
      body: {
        errors: {
          nickname: ['is not a field of this request'],
          'user.role': ['is not a field of this request'],
          'users.1.x': ['is not a field of this request'],
        },
      },
    });
    expect(impl).not.toHaveBeenCalled();
  });

  it("accepts the declared fields and any key of a map (the cart's product ids)", async () => {
    expect(replyOf(await post({ name: 'a', user: { email: 'e' }, cart: { 'acls-cert': 3, 'bls-cert': 1 } }))).toEqual({
      status: 201,
      body: { message: 'created' },
    });
  });
});

describe('a factory without caller resolution or idempotency store (defineSessionlessHttpHandler)', () => {
  const sessionless = httpHandlerFactory({ resolveCaller: null });
  const read = defineContract({
    method: 'GET',
    path: '/api/sessionless.json',
    access: 'public',
    summary: 'Synthetic public read.',
    responses: { 200: messageBody },
  });

  it('answers a public route with no caller, whatever session cookie comes', async () => {
    resolveCaller.mockClear();
    const impl = vi.fn(async ({ caller }: { caller: unknown }) => ({
      status: 200 as const,
      body: { message: String(caller) },
    }));
    const handler = sessionless(read, impl);
    const reply = await handler(event({ path: read.path, cookies: ['sid=some-session'] }), context);
    expect(replyOf(reply)).toEqual({ status: 200, body: { message: 'null' } });
    expect(resolveCaller).not.toHaveBeenCalled();
  });

  it('refuses, when the handler is defined, a contract that needs a caller or the idempotency store', () => {
    const impl = async () => ({ status: 200 as const, body: { message: 'ok' } });
    expect(() => sessionless({ ...read, access: 'learner' } as unknown as typeof read, impl)).toThrow(
      /only a public contract/,
    );
    expect(() => sessionless({ ...read, method: 'POST', idempotent: true }, impl)).toThrow(/idempotency store/);
  });
});

describe('logging', () => {
  const write = defineContract({
    method: 'POST',
    path: '/api/logged-write.json',
    access: 'learner',
    summary: 'Synthetic write that fails.',
    body: z.object({ ssn: z.string() }),
    responses: { 200: messageBody },
  });
  const handler = defineHttpHandler(write, async () => {
    throw new Error('connect ECONNREFUSED db-host');
  });
  const post = (csrf: string) =>
    handler(
      event({
        method: 'POST',
        path: write.path,
        body: JSON.stringify({ ssn: '123-45-6789' }),
        cookies: ['sid=session-token'],
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      }),
      context,
    );

  it('logs a refused CSRF token with the request id, the caller and the route', async () => {
    vi.mocked(resolveCaller).mockResolvedValue(callerOf());
    // The token of another session (or the pre-session one) does not match this session.
    expect(replyOf(await post(csrfTokenFor('another-session')))).toEqual({
      status: 403,
      body: { message: 'Invalid CSRF token' },
    });
    expect(logs.find((line) => line.message === 'Refused: CSRF token')).toMatchObject({
      level: 'warn',
      requestId: 'api-request-1',
      userId: 'user-1',
      route: 'POST /api/logged-write.json',
    });
  });

  it('logs every 5xx with the request id, the caller and the route, never the body', async () => {
    vi.mocked(resolveCaller).mockResolvedValue(callerOf());
    const result = await post(csrfTokenFor('session-token'));
    // The request id in the reply is the one in the log line, so support can find it.
    expect(replyOf(result)).toEqual({
      status: 500,
      body: { message: 'Something went wrong. Please try again.', requestId: 'api-request-1' },
    });
    expect(logs.find((line) => line.level === 'error')).toMatchObject({
      requestId: 'api-request-1',
      userId: 'user-1',
      route: 'POST /api/logged-write.json',
      errorMessage: 'connect ECONNREFUSED db-host',
    });
    expect(JSON.stringify(logs)).not.toContain('123-45-6789');
  });
});

describe('logging of refusals and failures that could carry personal data', () => {
  const contract = defineContract({
    method: 'POST',
    path: '/api/limited-write.json',
    access: 'public',
    summary: 'Synthetic write that is rate limited or fails quoting its caller.',
    body: z.object({ userauth: z.string() }),
    responses: { 200: messageBody, 429: validationErrors },
  });
  let failure: Error;
  const handler = defineHttpHandler(contract, async () => {
    throw failure;
  });
  const post = () =>
    handler(
      event({
        method: 'POST',
        path: contract.path,
        body: JSON.stringify({ userauth: 'learner@example.com' }),
        cookies: ['psid=pre-session'],
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrfTokenFor('pre-session') },
      }),
      context,
    );

  it('logs every 429 with the route and the limit that refused, never the identity or the body', async () => {
    failure = TooManyRequests.over('login:identity');
    expect((await post()).statusCode).toBe(429);
    expect(logs.find((line) => line.message === 'Refused: rate limit')).toMatchObject({
      level: 'warn',
      requestId: 'api-request-1',
      route: 'POST /api/limited-write.json',
      limit: 'login:identity',
    });
    expect(JSON.stringify(logs)).not.toContain('learner@example.com');
  });

  it('logs a 5xx whose message quotes an email address or phone number with both redacted', async () => {
    failure = Object.assign(
      new Error(
        'Email address is not verified. The following identities failed the check: learner@example.com, +15555550123',
      ),
      { name: 'MessageRejected' },
    );
    expect((await post()).statusCode).toBe(500);
    expect(logs.find((line) => line.level === 'error')).toMatchObject({
      errorName: 'MessageRejected',
      errorMessage: 'Email address is not verified. The following identities failed the check: [email], [phone]',
    });
    expect(JSON.stringify(logs)).not.toMatch(/learner@example\.com|5555550123/);
  });
});

describe('client IP and the origin check (CloudFront in front of API Gateway)', () => {
  const contract = defineContract({
    method: 'GET',
    path: '/api/bootstrap.json',
    access: 'public',
    summary: 'Echoes the client IP.',
    responses: { 200: z.object({ ip: z.string() }) },
  });
  const handler = defineHttpHandler(contract, async ({ request }) => ({ status: 200, body: { ip: request.ip } }));
  const ipOf = async (input: APIGatewayProxyEventV2) => replyOf(await handler(input, context));
  const configure = (secret: string) => {
    process.env.ORIGIN_VERIFY_SECRET = secret;
    resetEnvForTests();
  };
  const withHeaders = (name: string, headers: Record<string, string | undefined>) => {
    const recordedEvent = recorded(name);
    return {
      ...recordedEvent,
      headers: Object.fromEntries(
        Object.entries({ ...recordedEvent.headers, ...headers }).filter(([, v]) => v !== undefined),
      ),
    } as APIGatewayProxyEventV2;
  };

  it('takes the viewer address from CloudFront-Viewer-Address when the origin secret matches', async () => {
    configure('example-origin-verify-secret');
    expect(await ipOf(recorded('http-via-cloudfront.json'))).toEqual({ status: 200, body: { ip: '198.51.100.23' } });
    expect(await ipOf(recorded('http-via-cloudfront-ipv6.json'))).toEqual({
      status: 200,
      body: { ip: '2001:db8:85a3::8a2e:370:7334' },
    });
    expect(
      await ipOf(withHeaders('http-via-cloudfront-ipv6.json', { 'cloudfront-viewer-address': '[2001:db8::7]:443' })),
    ).toEqual({ status: 200, body: { ip: '2001:db8::7' } });
  });

  it('refuses requests that did not come through CloudFront (403, logged) once the secret is configured', async () => {
    configure('example-origin-verify-secret');
    expect((await ipOf(withHeaders('http-via-cloudfront.json', { 'x-origin-verify': undefined }))).status).toBe(403);
    expect((await ipOf(withHeaders('http-via-cloudfront.json', { 'x-origin-verify': 'guessed' }))).status).toBe(403);
    // A forged viewer address straight to execute-api does not get through either.
    expect(
      (await ipOf(withHeaders('http-bootstrap.json', { 'cloudfront-viewer-address': '192.0.2.1:1234' }))).status,
    ).toBe(403);
    expect(logs.filter((line) => line.message === 'Refused: request did not come through CloudFront')).toHaveLength(3);
  });

  it('uses the source IP locally, where no secret is configured, and ignores a viewer-address header', async () => {
    expect(await ipOf(recorded('http-bootstrap.json'))).toEqual({ status: 200, body: { ip: '203.0.113.10' } });
    expect(await ipOf(recorded('http-via-cloudfront.json'))).toEqual({ status: 200, body: { ip: '130.176.129.71' } });
  });

  it('parses both IPv4 and IPv6 viewer addresses, with or without brackets', () => {
    expect(parseViewerAddress('198.51.100.10:46532')).toBe('198.51.100.10');
    expect(parseViewerAddress('2001:db8::1:443')).toBe('2001:db8::1');
    expect(parseViewerAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(parseViewerAddress('[198.51.100.10]:443')).toBeNull();
    expect(parseViewerAddress('nonsense')).toBeNull();
    expect(parseViewerAddress('198.51.100.10')).toBeNull();
    expect(parseViewerAddress(undefined)).toBeNull();
  });
});
