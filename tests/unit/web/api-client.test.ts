// @vitest-environment happy-dom
// The web API client applies the spec's envelope: CSRF header, toaster (once), redirect,
// 401/403 to /login, typed 422 replies and a generic toast for 5xx.
import { CSRF_HEADER, TIME_ZONE_HEADER } from '@shared/contracts/headers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, GENERIC_ERROR, callApi, fieldErrorsOf, firstError, setCsrfToken } from '@web/lib/api';
import { registerNavigator } from '@web/lib/navigation';
import { clearToasts, currentToasts as readToasts } from '@web/lib/toast';
import { jsonResponse } from './support/dom';
import { apiRoute } from '@web/lib/api-route';
const evaluateAuth = apiRoute('auth/evaluate-auth');
const bootstrap = apiRoute('auth/bootstrap');
const login = apiRoute('auth/login');
const logout = apiRoute('auth/logout');
const signUp = apiRoute('profile/sign-up');

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  navigate.mockReset();
  registerNavigator(navigate);
  setCsrfToken('token-1');
  clearToasts();
  window.history.replaceState(null, '', '/dashboard?tab=1');
});
afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('sends JSON with the CSRF header on writes, same-origin credentials, and types the reply', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { verifyBy: 'password' }));
    const reply = await callApi(evaluateAuth, { body: { userauth: 'a@b.co' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/evaluate_auth.json');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect((init!.headers as Record<string, string>)[CSRF_HEADER]).toBe('token-1');
    expect(init?.body).toBe(JSON.stringify({ userauth: 'a@b.co' }));
    expect(reply.status === 200 && reply.body.verifyBy).toBe('password');
  });

  it('sends a FormData body as it is (multipart, no JSON content type) to a route whose contract declares multipart', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { invited: ['a@b.co'], skipped: [] }));
    const form = new FormData();
    form.append('import_file', new Blob(['email\na@b.co\n'], { type: 'text/csv' }), 'staff.csv');
    const reply = await callApi(apiRoute('groups/invite-members'), { body: form });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBe(form);
    expect((init!.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect((init!.headers as Record<string, string>)[CSRF_HEADER]).toBe('token-1');
    expect(reply.status === 200 && reply.body.invited).toEqual(['a@b.co']);
  });

  // The zone is read once per page load, so each of these loads the client afresh.
  const freshClient = async () => {
    vi.resetModules();
    return import('@web/lib/api');
  };
  const zoneSent = (call: number) =>
    (fetchMock.mock.calls[call]![1]!.headers as Record<string, string>)[TIME_ZONE_HEADER];

  it("sends the browser's IANA time zone on every call, reads and writes alike (Temporal's, where there is one)", async () => {
    // The zone the server dates passes and cards by; stubbed so the test does not depend on the machine's.
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'America/Chicago' } });
    const client = await freshClient();
    client.setCsrfToken('token-1');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { csrfToken: 'x' })).mockResolvedValueOnce(jsonResponse(204));
    await client.callApi(bootstrap);
    await client.callApi(logout);
    expect([zoneSent(0), zoneSent(1)]).toEqual(['America/Chicago', 'America/Chicago']);
  });

  it('reads the zone from Intl where there is no Temporal, once', async () => {
    const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
    const read = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolvedOptions.call(this), timeZone: 'America/Denver' };
    });
    try {
      const client = await freshClient();
      fetchMock
        .mockResolvedValueOnce(jsonResponse(200, { csrfToken: 'x' }))
        .mockResolvedValueOnce(jsonResponse(200, { csrfToken: 'y' }));
      await client.callApi(bootstrap);
      await client.callApi(bootstrap);
      expect([zoneSent(0), zoneSent(1)]).toEqual(['America/Denver', 'America/Denver']);
      expect(read).toHaveBeenCalledTimes(1);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('sends no time zone header when the browser cannot tell its zone', async () => {
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new RangeError('no Intl');
    });
    try {
      const client = await freshClient();
      fetchMock.mockResolvedValueOnce(jsonResponse(200, { csrfToken: 'x' }));
      await client.callApi(bootstrap);
      expect(fetchMock.mock.calls[0]![1]?.headers as Record<string, string>).not.toHaveProperty(TIME_ZONE_HEADER);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('sends an Idempotency-Key on idempotent writes only: a new one per call unless given, the same one when the CSRF repair resends', async () => {
    const body = {
      firstName: 'Lena',
      lastName: 'Learner',
      email: 'lena@example.com',
      phone: '+1 555 555 0123',
      password: 'Password123!',
    };
    const keyOf = (call: number) =>
      (fetchMock.mock.calls[call]![1]!.headers as Record<string, string>)['Idempotency-Key'];
    fetchMock
      .mockResolvedValueOnce(jsonResponse(422, { errors: { email: ['has already been taken'] } }))
      .mockResolvedValueOnce(jsonResponse(422, { errors: { email: ['has already been taken'] } }))
      .mockResolvedValueOnce(jsonResponse(422, { errors: { email: ['has already been taken'] } }))
      .mockResolvedValueOnce(jsonResponse(200, { verifyBy: 'password' }));
    await callApi(signUp, { body });
    await callApi(signUp, { body });
    await callApi(signUp, { body, idempotencyKey: 'retry-of-attempt-1' });
    await callApi(evaluateAuth, { body: { userauth: 'a@b.co' } });
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keyOf(1)).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keyOf(1)).not.toBe(keyOf(0));
    expect(keyOf(2)).toBe('retry-of-attempt-1');
    expect(keyOf(3)).toBeUndefined();

    fetchMock.mockReset();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(403, { message: 'Invalid CSRF token' }))
      .mockResolvedValueOnce(jsonResponse(200, { csrfToken: 'token-2' }))
      .mockResolvedValueOnce(jsonResponse(422, { errors: {} }));
    await callApi(signUp, { body });
    expect(keyOf(2)).toBe(keyOf(0));
  });

  it('takes the new CSRF token a sign-in or logout reply hands over in its header', async () => {
    fetchMock
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ currentUser: {}, group: null }), {
          status: 200,
          headers: { 'content-type': 'application/json', 'x-csrf-token': 'rotated-1' },
        }),
      )
      .mockResolvedValueOnce(jsonResponse(204));
    await callApi(login, { body: { userauth: 'a', password: 'b' }, followRedirect: false });
    await callApi(logout);
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>)[CSRF_HEADER]).toBe('token-1');
    expect((fetchMock.mock.calls[1]![1]!.headers as Record<string, string>)[CSRF_HEADER]).toBe('rotated-1');
  });

  it('does not send the CSRF header on reads', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { csrfToken: 'x' }));
    await callApi(bootstrap);
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>)[CSRF_HEADER]).toBeUndefined();
  });

  it("shows a reply's toaster once even when it arrives twice, then follows its redirect", async () => {
    const body = { verifyBy: 'otp', toaster: { type: 'success', message: 'Sent' }, redirect: '/somewhere' };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, body)).mockResolvedValueOnce(jsonResponse(200, body));
    await callApi(evaluateAuth, { body: { userauth: 'x' } });
    await callApi(evaluateAuth, { body: { userauth: 'x' } });
    expect(readToasts().map((t) => t.message)).toEqual(['Sent']);
    expect(navigate).toHaveBeenCalledWith('/somewhere', {});
  });

  it('runs onReply before following the redirect, and can skip the redirect', async () => {
    const order: string[] = [];
    navigate.mockImplementation(() => order.push('navigate'));
    fetchMock.mockImplementation(async () =>
      jsonResponse(200, { currentUser: {}, group: null, redirect: '/dashboard' }),
    );
    await callApi(login, { body: { userauth: 'a', password: 'b' }, onReply: () => order.push('onReply') });
    expect(order).toEqual(['onReply', 'navigate']);
    navigate.mockClear();
    await callApi(login, { body: { userauth: 'a', password: 'b' }, followRedirect: false });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('returns 422 as a typed reply with field errors for the form', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(422, { errors: { password: ['Wrong', 'Second'] } }));
    const reply = await callApi(login, { body: { userauth: 'a', password: 'b' } });
    expect(reply.status).toBe(422);
    const errors = fieldErrorsOf<'password' | 'userauth'>(reply);
    expect(firstError(errors, 'password')).toBe('Wrong');
    expect(firstError(errors, 'userauth')).toBeUndefined();
  });

  it('sends a 401 to /login, remembering the page', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { message: 'Please sign in to continue.' }));
    await expect(callApi(logout)).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith('/login?returnTo=%2Fdashboard%3Ftab%3D1', { replace: true });
  });

  it('leaves 401 handling to the caller when asked to', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { message: 'no' }));
    await expect(callApi(logout, { redirectOnUnauthorized: false })).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('repairs a stale CSRF token once and retries the write', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(403, { message: 'Invalid CSRF token' }))
      .mockResolvedValueOnce(jsonResponse(200, { csrfToken: 'token-2' }))
      .mockResolvedValueOnce(jsonResponse(204));
    const reply = await callApi(logout);
    expect(reply.status).toBe(204);
    expect((fetchMock.mock.calls[2]![1]!.headers as Record<string, string>)[CSRF_HEADER]).toBe('token-2');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows one generic error toast for a 500 and rejects', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(500, { message: 'Something went wrong. Please try again.', requestId: 'r1' }),
    );
    await expect(callApi(logout)).rejects.toMatchObject({ status: 500 });
    await expect(callApi(logout)).rejects.toMatchObject({ status: 500 });
    expect(readToasts()).toMatchObject([{ type: 'error', message: GENERIC_ERROR }]);
  });

  it("shows a 503's own message (a dependency is down: what to do) and rejects", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(503, { message: 'The payment service is not answering.' }));
    await expect(callApi(logout)).rejects.toMatchObject({
      status: 503,
      message: 'The payment service is not answering.',
    });
    expect(readToasts()).toMatchObject([{ type: 'error', message: 'The payment service is not answering.' }]);
  });

  it('fills path parameters and query strings', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
    const contract = {
      key: 'test/things',
      method: 'GET',
      path: '/api/things/:id.json',
      idempotent: false,
      statuses: [200],
    } as const;
    await callApi(
      contract as never,
      { params: { id: 'a b' }, query: { page: 2, tags: ['x', 'y'], skip: undefined } } as never,
    );
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/things/a%20b.json?page=2&tags=x&tags=y');
  });
});
