// @vitest-environment happy-dom
// On a fresh page load the page's first reads start as soon as its module and the session are in,
// not after React has rendered the page; signed-out visitors ask for no signed-in data.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { preloadRoute, routes } from '@web/app/router';
import { userExamQueryOptions } from '@web/features/exams/api/get-user-exam';
import { queryClient } from '@web/lib/query-client';
import { setSessionData } from '@web/lib/session';
import { bootstrapData, flush, jsonResponse, renderRoutes, user, type Rendered } from './support/dom';
import { userCourse, userCourseSection, waitFor } from './learning/fixtures';

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

  it("starts My Learning's reads: the learner's courses, subscriptions, offers and the catalogue", async () => {
    preloadRoute(
      { pathname: '/dashboard', search: '' },
      Promise.resolve({ isSignedIn: true, currentUser: { groupId: null } }),
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4), { timeout: 5000 });
    expect(await requested()).toEqual([
      '/api/ad_tiles.json',
      '/api/courses/search.json?search=',
      '/api/subscriptions.json',
      '/api/user_courses.json',
    ]);
  });

  it('asks a group member for no offers on My Learning (a group sees none)', async () => {
    preloadRoute(
      { pathname: '/dashboard', search: '' },
      Promise.resolve({ isSignedIn: true, currentUser: { groupId: 'g1' } }),
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3), { timeout: 5000 });
    await settle();
    expect(await requested()).toEqual([
      '/api/courses/search.json?search=',
      '/api/subscriptions.json',
      '/api/user_courses.json',
    ]);
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
    await vi.waitFor(
      () => expect(queryClient.getQueryState(userExamQueryOptions('e1').queryKey)?.status).toBe('success'),
      { timeout: 5000 },
    );
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

// A page's prefetch re-derives the cache keys its hooks read; if the two drift, the page reads
// everything twice. A fresh load as main.tsx does it: preload, then render the app's routes.
describe("a fresh load reads each of the page's first reads once", () => {
  let view: Rendered | undefined;
  afterEach(() => {
    view?.unmount();
    view = undefined;
  });

  async function freshLoad(
    path: string,
    replies: Record<string, unknown>,
    session = bootstrapData({ currentUser: user() }),
  ) {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      return url in replies ? jsonResponse(200, replies[url]) : jsonResponse(404, { message: `No reply for ${url}` });
    });
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    setSessionData(session);
    const [pathname, search = ''] = path.split('?');
    preloadRoute(
      { pathname: pathname!, search: search && `?${search}` },
      Promise.resolve({ isSignedIn: !!session.currentUser, currentUser: session.currentUser }),
    );
    view = await renderRoutes(routes, path, session, { keepCache: true });
    await waitFor(
      () => !!view!.container.querySelector('h1') && !view!.container.textContent?.includes('Loading'),
      flush,
    );
    await settle();
    await flush();
    const reads = new Map<string, number>();
    for (const [url] of fetchMock.mock.calls) reads.set(String(url), (reads.get(String(url)) ?? 0) + 1);
    return Object.fromEntries(reads);
  }

  it('the course player', async () => {
    const detail = {
      ...userCourseSection(2),
      content: '<p>Body.</p>',
      nextUuid: 'uc1_3',
      previousUuid: 'uc1_1',
      lastIncompleteSection: false,
      userCourse: userCourse(),
    };
    const reads = await freshLoad('/user-portal/courses/uc1/uc1_2', {
      '/api/user_course_sections/uc1_2.json': detail,
      '/api/user_course_sections.json?user_course_uuid=uc1': {
        data: [userCourseSection(1), userCourseSection(2), userCourseSection(3)],
        userCourse: userCourse(),
      },
    });
    expect(view!.container.querySelector('h1')?.textContent).toContain('Section 2');
    expect(reads).toEqual({
      '/api/user_course_sections/uc1_2.json': 1,
      '/api/user_course_sections.json?user_course_uuid=uc1': 1,
    });
  });

  it('My Learning, with the offers of a learner without subscriptions', async () => {
    const reads = await freshLoad('/dashboard', {
      '/api/user_courses.json': { data: [userCourse()] },
      '/api/subscriptions.json': { data: [] },
      '/api/ad_tiles.json': { data: [] },
      '/api/courses/search.json?search=': { data: [] },
    });
    expect(view!.container.querySelector('h1')?.textContent).toBe('My Learning');
    expect(reads).toEqual({
      '/api/user_courses.json': 1,
      '/api/subscriptions.json': 1,
      '/api/ad_tiles.json': 1,
      '/api/courses/search.json?search=': 1,
    });
  });

  it('the public verification page', async () => {
    const card = {
      cardId: 'BLS-1',
      holderName: 'Zoë Ødegård',
      courseName: 'Basic Life Support',
      issuedOn: '2026-05-04',
      expiresOn: '2028-05-04',
      standing: 'valid',
    };
    const reads = await freshLoad(
      '/verify/BLS-1?token=t0k',
      { '/api/verifications/BLS-1.json?token=t0k': card },
      bootstrapData(),
    );
    expect(view!.container.textContent).toContain('Zoë Ødegård');
    expect(reads).toEqual({ '/api/verifications/BLS-1.json?token=t0k': 1 });
  });
});
