// SECURITY-REVIEW L4: a cross-site write is refused on Sec-Fetch-Site, and a body is read only as JSON
// (or as the form a multipart contract declares); webhooks are exempt. Checked alone and through the factory.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import * as z from 'zod/mini';
import { defineContract } from '@shared/contracts/contract';
import { messageBody, validationErrors } from '@shared/contracts/envelope';
import { csrfTokenFor } from '@functions/lib/csrf';
import { resetEnvForTests } from '@functions/lib/env';
import { Forbidden, UnsupportedMediaType } from '@functions/lib/errors';
import { httpHandlerFactory } from '@functions/lib/http-handler';
import { checkRequestOrigin, CROSS_SITE_REFUSAL, isJsonContentType } from '@functions/lib/request-origin';
import { captureLogs } from '../support/logs';

const write = defineContract({
  method: 'POST',
  path: '/api/notes.json',
  access: 'public',
  summary: 'Synthetic write.',
  body: z.object({ note: z.string() }),
  responses: { 200: messageBody, 422: validationErrors },
});
const read = defineContract({
  method: 'GET',
  path: '/api/notes.json',
  access: 'public',
  summary: 'Synthetic read.',
  responses: { 200: messageBody },
});
const upload = { ...write, multipart: { file: 'import_file', maxFileBytes: 1024 } };
const webhook = defineContract({
  method: 'POST',
  path: '/api/webhooks/test',
  access: 'public',
  summary: 'Synthetic webhook.',
  webhook: { signatureHeader: 'Stripe-Signature' },
  responses: { 200: messageBody },
});

beforeEach(() => {
  process.env.TABLE_NAME = 'unit-test-table';
  delete process.env.ORIGIN_VERIFY_SECRET;
  resetEnvForTests();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const check =
  (contract: Parameters<typeof checkRequestOrigin>[0], headers: Record<string, string>, bodyBytes = 10) =>
  () =>
    checkRequestOrigin(contract, headers, bodyBytes);
const JSON_HEADERS = { 'content-type': 'application/json' };

describe('Sec-Fetch-Site on writes', () => {
  it('refuses a cross-site write with a 403 and its reason, and logs it', () => {
    const logs = captureLogs().lines;
    expect(check(write, { ...JSON_HEADERS, 'sec-fetch-site': 'cross-site' })).toThrow(Forbidden);
    expect(check(write, { ...JSON_HEADERS, 'sec-fetch-site': ' Cross-Site ' })).toThrow(CROSS_SITE_REFUSAL);
    expect(check(write, { 'sec-fetch-site': 'cross-site' }, 0)).toThrow(Forbidden);
    expect(logs.filter((line) => line.message === 'Refused: cross-site write')).toHaveLength(3);
  });

  it('lets same-origin, same-site, none and an absent header (non-browser clients) through', () => {
    for (const site of ['same-origin', 'same-site', 'none'])
      expect(check(write, { ...JSON_HEADERS, 'sec-fetch-site': site })).not.toThrow();
    expect(check(write, JSON_HEADERS)).not.toThrow();
  });

  it('lets cross-site reads through (links from other sites), and webhooks', () => {
    expect(check(read, { 'sec-fetch-site': 'cross-site' }, 0)).not.toThrow();
    expect(check(webhook, { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' })).not.toThrow();
  });
});

describe('the body content type', () => {
  it('accepts application/json and any +json type, with parameters', () => {
    for (const type of [
      'application/json',
      'Application/JSON; charset=utf-8',
      'application/merge-patch+json',
      'application/vnd.api+json;charset=UTF-8',
    ]) {
      expect(isJsonContentType(type), type).toBe(true);
      expect(check(write, { 'content-type': type })).not.toThrow();
    }
  });

  it('refuses any other type, or none, with a 415, and logs the type', () => {
    const logs = captureLogs().lines;
    for (const type of [
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'application/jsonx',
      'text/json',
      'application/json-seq',
      `multipart/form-data; boundary=x`,
    ]) {
      expect(isJsonContentType(type), type).toBe(false);
      expect(check(write, { 'content-type': type }), type).toThrow(UnsupportedMediaType);
    }
    expect(check(write, {})).toThrow('Send the request body as application/json.');
    expect(logs.find((line) => line.message === 'Refused: content type')).toMatchObject({
      level: 'info',
      contentType: 'text/plain',
    });
  });

  it('takes multipart/form-data only on a contract that declares multipart', () => {
    expect(check(upload, { 'content-type': 'multipart/form-data; boundary=x' })).not.toThrow();
    expect(check(upload, JSON_HEADERS)).not.toThrow();
    expect(check(upload, { 'content-type': 'text/plain' })).toThrow(UnsupportedMediaType);
  });

  it('asks no type of an empty body, and none of a webhook (its provider picks the type)', () => {
    expect(check(write, { 'content-type': 'text/plain' }, 0)).not.toThrow();
    expect(check(write, {}, 0)).not.toThrow();
    expect(check(webhook, {})).not.toThrow();
  });
});

describe('through the handler factory', () => {
  const impl = vi.fn(async ({ body }: { body: { note: string } }) => ({
    status: 200 as const,
    body: { message: body.note },
  }));
  const handler = httpHandlerFactory({ resolveCaller: async () => null })(write, impl);
  const post = async (headers: Record<string, string>) => {
    const event = {
      rawPath: write.path,
      headers: { 'x-csrf-token': csrfTokenFor('pre-session'), ...headers },
      cookies: ['psid=pre-session'],
      body: '{"note":"hello"}',
      isBase64Encoded: false,
      requestContext: { requestId: 'req-1', http: { method: 'POST', path: write.path } },
    } as unknown as APIGatewayProxyEventV2;
    const reply = await handler(event, { awsRequestId: 'lambda-1' } as Context);
    return { status: reply.statusCode, body: JSON.parse(reply.body!) as unknown };
  };

  it('answers a JSON-looking text/plain body with 415 and a cross-site write with 403, before impl runs', async () => {
    captureLogs();
    expect(await post({ 'content-type': 'text/plain' })).toEqual({
      status: 415,
      body: { errors: { base: ['Send the request body as application/json.'] } },
    });
    expect(await post({ 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' })).toEqual({
      status: 403,
      body: { message: CROSS_SITE_REFUSAL },
    });
    expect(impl).not.toHaveBeenCalled();
    expect(await post({ 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' })).toEqual({
      status: 200,
      body: { message: 'hello' },
    });
  });
});
