// @vitest-environment happy-dom
// On a fresh page load the page's first reads start as soon as its module and the session are in,
// not after React has rendered the page; signed-out visitors ask for no signed-in data.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { preloadRoute } from '@web/app/router';
import { userExamQueryOptions } from '@web/features/exams/api/get-user-exam';
import { queryClient } from '@web/lib/query-client';
import { jsonResponse } from './support/dom';

const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { data: [] }));
beforeEach(() => {
  queryClient.clear();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const requested = async () => {
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled(), { timeout: 5000 });
  return fetchMock.mock.calls.map(([url]) => String(url)).sort();
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('preloadRoute', () => {
  it("starts an in-progress exam's reads", async () => {
    preloadRoute({ pathname: '/exams/e1/in_progress', search: '' }, Promise.resolve({ isSignedIn: true }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2), { timeout: 5000 });
    expect(await requested()).toEqual(['/api/user_exams/e1.json', '/api/user_questions.json?userExamUuid=e1']);
  });

  it("starts My Learning's reads: the learner's courses, subscriptions and the catalogue", async () => {
    preloadRoute({ pathname: '/dashboard', search: '' }, Promise.resolve({ isSignedIn: true }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3), { timeout: 5000 });
    expect(await requested()).toEqual(['/api/courses/search.json?search=', '/api/subscriptions.json', '/api/user_courses.json']);
  });

  it('starts the QR code look-up on the public verification page', async () => {
    preloadRoute({ pathname: '/verify/BLS-1', search: '?token=t0k' }, Promise.resolve({ isSignedIn: false }));
    expect(await requested()).toEqual(['/api/verifications/BLS-1.json?token=t0k']);
  });

  it('asks for no signed-in data without a session', async () => {
    preloadRoute({ pathname: '/user-portal/courses/uc1/s1', search: '' }, Promise.resolve({ isSignedIn: false }));
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a page that reads on every visit does not read again what its prefetch has just read', async () => {
    preloadRoute({ pathname: '/exams/e1/in_progress', search: '' }, Promise.resolve({ isSignedIn: true }));
    await vi.waitFor(() => expect(queryClient.getQueryState(userExamQueryOptions('e1').queryKey)?.status).toBe('success'), { timeout: 5000 });
    const mount = () => new QueryObserver(queryClient, userExamQueryOptions('e1')).subscribe(() => {});
    const unmount = mount();
    await settle();
    const examReads = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/user_exams/e1.json').length;
    expect(examReads()).toBe(1);
    unmount();
    // A later visit reads it again.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    mount()();
    await vi.waitFor(() => expect(examReads()).toBe(2), { timeout: 5000 });
    vi.restoreAllMocks();
  });
});
