// Every API test's reply is checked against its contract (tests/support/contract-check.ts): these
// tests make sure the check fails loudly where it should, so the other API tests' passes mean something.
import { describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { checkReply, ContractMismatch, undeclaredFields } from '../support/contract-check';

const stack = inject('stack');
const json = 'application/json; charset=utf-8';

describe('checkReply', () => {
  it('accepts a reply that matches its status schema exactly', () => {
    expect(() =>
      checkReply({
        method: 'GET',
        path: '/api/health.json',
        status: 200,
        contentType: json,
        body: { status: 'ok', time: 'now' },
      }),
    ).not.toThrow();
  });

  it('names the contract, the status and the zod issue when the body does not match', () => {
    expect(() =>
      checkReply({
        method: 'GET',
        path: '/api/health.json',
        status: 200,
        contentType: json,
        body: { status: 'fine', time: 'now' },
      }),
    ).toThrow(
      /platform\/health \(GET \/api\/health\.json -> 200\): body does not match the schema:\n.*"path":\["status"\]/,
    );
  });

  it('refuses a field the schema does not declare (an over-shared field), however deep', () => {
    expect(() =>
      checkReply({
        method: 'GET',
        path: '/api/health.json',
        status: 200,
        contentType: json,
        body: { status: 'ok', time: 'now', secret: 1 },
      }),
    ).toThrow(/fields not in the schema \(over-shared\): \.secret/);
    expect(
      undeclaredFields({ data: [{ a: 1, ssn: 'x' }], meta: { b: 1, c: 2 } }, { data: [{ a: 1 }], meta: { b: 1 } }),
    ).toEqual(['.data[0].ssn', '.meta.c']);
  });

  it('refuses a status the contract does not declare and the handler factory never answers', () => {
    expect(() =>
      checkReply({
        method: 'GET',
        path: '/api/health.json',
        status: 404,
        contentType: json,
        body: { message: 'Not found' },
      }),
    ).toThrow(/platform\/health .*status 404 is neither declared \(200, 503\) nor one the handler factory answers/);
  });

  it("accepts the factory's refusals only where the factory can give them", () => {
    // A public GET has no session to miss and no CSRF token to check.
    expect(() =>
      checkReply({
        method: 'GET',
        path: '/api/health.json',
        status: 401,
        contentType: json,
        body: { message: 'Sign in' },
      }),
    ).toThrow(ContractMismatch);
    expect(() =>
      checkReply({
        method: 'GET',
        path: '/api/user_courses.json',
        status: 401,
        contentType: json,
        body: { message: 'Sign in' },
      }),
    ).not.toThrow();
    expect(() =>
      checkReply({
        method: 'GET',
        path: '/api/user_courses.json',
        status: 500,
        contentType: json,
        body: { message: 'x', requestId: 'r' },
      }),
    ).not.toThrow();
  });

  it('checks the content type of binary replies and refuses HTML where JSON is due', () => {
    const pdf = '/api/provider_cards/ACLS-1.pdf';
    expect(() =>
      checkReply({ method: 'GET', path: pdf, status: 200, contentType: 'application/pdf', body: '%PDF-1.7' }),
    ).not.toThrow();
    expect(() =>
      checkReply({ method: 'GET', path: pdf, status: 200, contentType: 'text/html', body: '<html>' }),
    ).toThrow(/content type text\/html is not application\/pdf/);
    expect(() =>
      checkReply({ method: 'GET', path: '/api/health.json', status: 200, contentType: 'text/html', body: '<html>' }),
    ).toThrow(/is not JSON/);
  });
});

describe('ApiClient', () => {
  it('fails a call whose route no contract declares, unless the call says why', async () => {
    const client = new ApiClient(stack.url);
    await expect(client.get('/api/does-not-exist.json')).rejects.toThrow(/no contract declares this method and path/);
    expect((await client.get('/api/does-not-exist.json', { unchecked: 'probes an unknown route' })).status).toBe(404);
  });
});
