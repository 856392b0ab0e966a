// @vitest-environment happy-dom
// The session store (web/src/lib/session.ts): only the latest bootstrap reply is kept (CSRF token
// included), a failed refresh keeps the session on screen, a failure a retry can fix is retried,
// and a new user never sees the previous user's cached reads.
import { CSRF_HEADER } from '@shared/contracts/headers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '@web/lib/api';
import { apiRoute } from '@web/lib/api-route';
import { queryClient } from '@web/lib/query-client';
import { loadSession, reloadSession, sessionData, setSessionData, setSignedIn } from '@web/lib/session';
import { bootstrapData, jsonResponse, user } from './support/dom';
import { deferred } from './exams/fixtures';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  setSessionData(bootstrapData({ csrfToken: 'csrf-0' }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const csrfSent = async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse(204));
  await callApi(apiRoute('auth/logout'));
  return (fetchMock.mock.calls.at(-1)![1]!.headers as Record<string, string>)[CSRF_HEADER];
};

describe('session store', () => {
  it('keeps the latest reply: an older refresh that answers last changes nothing, CSRF token included', async () => {
    const older = deferred<Response>();
    const newer = deferred<Response>();
    fetchMock.mockReturnValueOnce(older.promise).mockReturnValueOnce(newer.promise);
    const first = reloadSession();
    const second = reloadSession();
    newer.resolve(jsonResponse(200, bootstrapData({ csrfToken: 'csrf-new', currentUser: user({ firstName: 'New' }) })));
    await second;
    older.resolve(jsonResponse(200, bootstrapData({ csrfToken: 'csrf-old', currentUser: user({ firstName: 'Old' }) })));
    await first;
    expect(sessionData()?.currentUser?.firstName).toBe('New');
    expect(await csrfSent()).toBe('csrf-new');
  });

  it('a failed refresh keeps the session shown, and loadSession still answers with it', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { message: 'gone' }));
    await expect(reloadSession()).rejects.toBeDefined();
    expect(sessionData()?.csrfToken).toBe('csrf-0');
    await expect(loadSession()).resolves.toMatchObject({ isSignedIn: false });
  });

  it('retries a bootstrap that got no answer or a 5xx (after 1 s and 2 s), not a 4xx', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(503, { message: 'busy' }))
      .mockResolvedValueOnce(jsonResponse(200, bootstrapData({ csrfToken: 'csrf-3' })));
    const reload = reloadSession();
    await vi.advanceTimersByTimeAsync(3000);
    await expect(reload).resolves.toMatchObject({ csrfToken: 'csrf-3' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("signing in drops the previous user's cached reads and refreshes the session", async () => {
    queryClient.setQueryData(['GET /api/user_courses.json'], { data: ['someone else'] });
    fetchMock.mockResolvedValue(jsonResponse(200, bootstrapData({ csrfToken: 'csrf-lena', currentUser: user() })));
    setSignedIn({ currentUser: user(), group: null });
    expect(sessionData()?.currentUser?.firstName).toBe('Lena');
    expect(queryClient.getQueryData(['GET /api/user_courses.json'])).toBeUndefined();
    await vi.waitFor(() => expect(sessionData()?.csrfToken).toBe('csrf-lena'));
  });
});
