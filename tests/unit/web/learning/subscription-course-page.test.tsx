// @vitest-environment happy-dom
// A subscription's course page: the app's routes send its URLs here (not to the subscription
// player), the index opens Details (by its absolute path), Disclosures is a tab, Direct Board
// Reporting is a tab of a course with CE only (the course's reports, inside the page, refused with
// the page's not-found states), the learner's user course of it shows its review materials with
// sections in the subscription's player, Start enrolls through the subscription, and a course
// outside the subscription is refused.
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes, Outlet, type RouteObject } from 'react-router-dom';
import { paths } from '@shared/paths';
import { routes as appRoutes } from '@web/app/signed-in-routes';
import {
  SubscriptionCourseDetailsTab,
  SubscriptionCourseDisclosuresTab,
  SubscriptionCourseIndex,
  SubscriptionCourseMaterialsTab,
  SubscriptionCoursePage,
} from '@web/features/learning/pages/subscription-course-page';
import { clearToasts } from '@web/lib/toast';
import { bootstrapData, button, click, flush, renderRoutes, user, type Rendered } from '../support/dom';
import {
  courseDetail,
  courseSummary,
  fakeApi,
  subscription,
  userCourse,
  userCourseSection,
  waitFor,
  type FakeApi,
} from './fixtures';

let api: FakeApi;
let view: Rendered | undefined;
const routes: RouteObject[] = [
  {
    path: paths.subscriptionCourse,
    element: <SubscriptionCoursePage />,
    children: [
      { index: true, element: <SubscriptionCourseIndex /> },
      { path: paths.subscriptionCourseDetails, element: <SubscriptionCourseDetailsTab /> },
      { path: paths.subscriptionCourseDisclosures, element: <SubscriptionCourseDisclosuresTab /> },
      { path: paths.subscriptionCourseUserCourse, element: <SubscriptionCourseMaterialsTab /> },
      { path: paths.subscriptionCourseUserCourseSection, element: <SubscriptionCourseMaterialsTab /> },
    ],
  },
  { path: paths.subscriptionCoursePlayer, element: <h1>Subscription player</h1> },
];

beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
  clearToasts();
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
});

const BASE = '/user-portal/subscriptions/sub1/courses/acls';
const path = () => view!.router.state.location.pathname;
const links = (root: ParentNode, nav: string) =>
  Array.from(root.querySelectorAll(`nav[aria-label="${nav}"] a`)).map((a) => ({
    text: a.textContent,
    href: a.getAttribute('href'),
    current: a.getAttribute('aria-current'),
  }));

async function show(at: string, data = subscription()) {
  api.on('GET /api/subscriptions/sub1.json', { status: 200, body: { data } });
  api.on('GET /api/courses/acls.json', { status: 200, body: courseDetail() });
  view = await renderRoutes(routes, at, bootstrapData({ currentUser: user() }));
  await waitFor(() => !view!.container.textContent?.includes('Loading'), flush);
  return view.container;
}

describe('subscription course routes', () => {
  it("match the subscription course page, not the subscription player, and leave the player's own URLs alone", () => {
    const last = (pathname: string) => matchRoutes(appRoutes, pathname)?.at(-1)?.route.path;
    expect(last(`${BASE}`)).toBeUndefined(); // the index route
    expect(matchRoutes(appRoutes, BASE)?.at(-2)?.route.path).toBe(paths.subscriptionCourse);
    expect(last(`${BASE}/details`)).toBe(paths.subscriptionCourseDetails);
    expect(last(`${BASE}/disclosures`)).toBe(paths.subscriptionCourseDisclosures);
    // The board-reporting tab is a child of the page (its not-found states apply), not a page of its own.
    expect(
      matchRoutes(appRoutes, `${BASE}/direct-board-reporting`)
        ?.slice(-2)
        .map((m) => m.route.path),
    ).toEqual([paths.subscriptionCourse, paths.subscriptionCourseBoardReporting]);
    expect(last(`${BASE}/direct-board-reporting/state-licenses/edit/l1`)).toBe('state-licenses/edit/:stateLicenseId');
    // The detour page of every report is gone (the spec names only the tab): the app's 404.
    expect(last('/user-portal/board-reporting')).toBe('*');
    expect(last(`${BASE}/uc1`)).toBe(paths.subscriptionCourseUserCourse);
    expect(last(`${BASE}/uc1/acls-s2`)).toBe(paths.subscriptionCourseUserCourseSection);
    expect(last('/user-portal/subscriptions/sub1/uc1/uc1_2')).toBe(paths.subscriptionCoursePlayer);
  });
});

describe('subscription course page', () => {
  it('opens Details from the index, with the tabs as links and a breadcrumb back to the subscription', async () => {
    const root = await show(BASE);
    expect(path()).toBe(`${BASE}/details`);
    expect(root.querySelector('h1')?.textContent).toBe('Advanced Cardiovascular Life Support');
    expect(root.textContent).toContain('ACLS in depth.');
    expect(links(root, 'Course pages')).toEqual([
      { text: 'Details', href: `${BASE}/details`, current: 'page' },
      { text: 'Disclosures', href: `${BASE}/disclosures`, current: null },
      { text: 'Direct Board Reporting', href: `${BASE}/direct-board-reporting`, current: null },
    ]);
    expect(root.querySelectorAll('h1')).toHaveLength(1);
    expect(links(root, 'Breadcrumb')[0]).toMatchObject({
      text: 'ACLS Certification',
      href: '/user-portal/subscriptions/sub1',
    });
  });

  it('shows the disclosures on their tab', async () => {
    const root = await show(`${BASE}/disclosures`);
    expect(root.textContent).toContain('No relevant financial relationships within the past 24 months.');
    expect(links(root, 'Course pages').find((l) => l.current === 'page')?.text).toBe('Disclosures');
  });

  it("starts the course through the subscription, into the subscription's player", async () => {
    const root = await show(`${BASE}/details`);
    api.on('POST /api/user_courses.json', {
      status: 201,
      body: { uuid: 'n1', courseId: 'acls', firstUserCourseSectionUuid: 'n1_1', currentUserCourseSectionUuid: 'n1_1' },
    });
    await click(button(root, 'Start Class'));
    await flush();
    expect(api.calls('POST /api/user_courses.json')[0]?.body).toEqual({ courseId: 'acls', subscriptionUuid: 'sub1' });
    expect(path()).toBe('/user-portal/subscriptions/sub1/n1/n1_1');
  });

  it("shows a user course's review materials: sections in the subscription's player, the section in the path marked", async () => {
    const passed = userCourse({
      uuid: 'uc1',
      subscriptionUuid: 'sub1',
      status: 'passed',
      passedAt: '2026-02-01T00:00:00Z',
      progress: 100,
      canStart: true,
      examProgress: 100,
      scoredAt: '2026-02-01T00:00:00Z',
      userExamUuid: 'ex1',
    });
    api.on('GET /api/user_course_sections.json', {
      status: 200,
      body: {
        data: [1, 2].map((i) => userCourseSection(i, { completedAt: '2026-01-31T00:00:00Z' })),
        userCourse: passed,
      },
    });
    const root = await show(`${BASE}/uc1/acls-s2`, subscription({ userCourses: [passed] }));
    await waitFor(() => root.querySelectorAll('.section-item').length === 2, flush);
    expect(root.querySelector('h2')?.textContent).toBe('Review materials');
    expect(links(root, 'Course pages')[0]).toEqual({ text: 'Materials', href: `${BASE}/uc1`, current: 'page' });
    const sectionLinks = Array.from(root.querySelectorAll('.section-item a')).map((a) => a.getAttribute('href'));
    expect(sectionLinks).toEqual([
      '/user-portal/subscriptions/sub1/uc1/uc1_1',
      '/user-portal/subscriptions/sub1/uc1/uc1_2',
    ]);
    expect(root.querySelector('.section-item[aria-current="true"]')?.textContent).toContain('Section 2');
    expect(Array.from(root.querySelectorAll('a')).some((a) => a.textContent === 'Review Exam')).toBe(true);
    expect(
      Array.from(root.querySelectorAll('a'))
        .find((a) => a.textContent === 'Course Resources')
        ?.getAttribute('href'),
    ).toBe('/user-portal/courses/uc1/passed');
    // Retaking a passed course creates a new user course.
    expect(button(root, 'Retake Class')).toBeTruthy();
  });

  it('says so for a user course that is not this subscription course', async () => {
    const root = await show(`${BASE}/someone-else`);
    await waitFor(() => root.textContent?.includes('Enrollment not found') ?? false, flush);
    expect(root.querySelector('h2')?.textContent).toBe('Enrollment not found');
  });

  it('refuses a course the subscription does not offer', async () => {
    api.on('GET /api/subscriptions/sub1.json', { status: 200, body: { data: subscription() } });
    api.on('GET /api/courses/pals.json', { status: 200, body: courseDetail({ id: 'pals', title: 'PALS' }) });
    view = await renderRoutes(
      routes,
      '/user-portal/subscriptions/sub1/courses/pals/details',
      bootstrapData({ currentUser: user() }),
    );
    await waitFor(() => view!.container.querySelector('h1')?.textContent === 'Course not in this subscription', flush);
  });

  it('says so when the subscription is not found', async () => {
    api.on('GET /api/subscriptions/sub1.json', { status: 404, body: { message: 'Subscription not found' } });
    api.on('GET /api/courses/acls.json', { status: 200, body: courseDetail() });
    view = await renderRoutes(routes, `${BASE}/details`, bootstrapData({ currentUser: user() }));
    await waitFor(() => view!.container.querySelector('h1')?.textContent === 'Subscription not found', flush);
  });
});

// The page as the app composes it: its own route from the app's table (lazy modules, the
// board-reporting tab among its children), under a Suspense boundary as the app's root has.
const findRoute = (list: RouteObject[], path: string): RouteObject | undefined => {
  for (const route of list) {
    if (route.path === path) return route;
    const found = route.children && findRoute(route.children, path);
    if (found) return found;
  }
  return undefined;
};
const appPage: RouteObject[] = [
  {
    element: (
      <Suspense fallback={<p>Loading page…</p>}>
        <Outlet />
      </Suspense>
    ),
    children: [findRoute(appRoutes, paths.subscriptionCourse)!],
  },
];
const TAB = `${BASE}/direct-board-reporting`;

function boardReport(overrides: Record<string, unknown> = {}) {
  return {
    id: 'r1',
    board: 'CE Broker',
    boardName: 'Florida Board of Nursing',
    userCourseUuid: 'uc1',
    courseId: 'acls',
    courseName: 'Advanced Cardiovascular Life Support',
    certificate: { id: 'ancc', name: 'Nursing Contact Hours' },
    license: { id: 'l1', stateName: 'Florida', licenseName: 'Registered Nurse', license: 'RN999999' },
    status: 'accepted',
    attempts: 1,
    submission: {
      licenseeName: 'Jane Doe',
      licenseNumber: 'RN999999',
      professionCode: 'RN',
      stateId: 'FL',
      courseNumber: '20-1000101',
      courseName: 'Advanced Cardiovascular Life Support',
      completedOn: '2026-02-01',
      creditHours: 8,
      sentAt: '2026-02-01T10:00:00.000Z',
    },
    nextAttemptAt: null,
    ceBrokerId: '30-12345678',
    reply: { code: null, message: 'Accepted', at: '2026-02-01T10:00:01.000Z' },
    problem: null,
    canRetry: false,
    createdAt: '2026-02-01T09:00:00.000Z',
    updatedAt: '2026-02-01T10:00:01.000Z',
    ...overrides,
  };
}

async function showApp(at: string, { data = subscription(), course = courseDetail() } = {}) {
  api.on('GET /api/subscriptions/sub1.json', { status: 200, body: { data } });
  api.on(`GET /api/courses/${course.id}.json`, { status: 200, body: course });
  view = await renderRoutes(appPage, at, bootstrapData({ currentUser: user() }));
  await waitFor(() => !/Loading/.test(view!.container.textContent ?? ''), flush, 100);
  return view.container;
}
const boardReportCalls = () => api.calls('GET /api/board_reports.json');

describe('the Direct Board Reporting tab', () => {
  it("shows the course's reports inside the course page, as its current tab", async () => {
    api.on('GET /api/board_reports.json?courseId=acls', {
      status: 200,
      body: {
        data: [boardReport()],
        licenses: [
          {
            id: 'l1',
            stateName: 'Florida',
            professionName: 'Registered Nurse (RN)',
            license: 'RN999999',
            boardName: 'Florida Board of Nursing',
            problem: null,
            ceBrokerId: 'L1',
          },
        ],
      },
    });
    const root = await showApp(TAB);
    await waitFor(() => root.querySelector('article') !== null, flush);
    expect(root.querySelector('h1')?.textContent).toBe('Advanced Cardiovascular Life Support');
    expect(root.querySelectorAll('h1')).toHaveLength(1);
    expect(links(root, 'Course pages').find((l) => l.current === 'page')?.text).toBe('Direct Board Reporting');
    expect(Array.from(root.querySelectorAll('h2')).map((h) => h.textContent)).toEqual([
      'Your state licenses',
      'Reports',
    ]);
    expect(root.querySelector('article h3')?.textContent).toBe(
      'Advanced Cardiovascular Life Support: Nursing Contact Hours',
    );
    // The course's reports only, the caller's from the session (no user id in the request).
    expect(boardReportCalls().map((c) => c.url)).toEqual(['/api/board_reports.json?courseId=acls']);
  });

  it('is not found for an unknown subscription or one not the caller’s, without reading any report', async () => {
    api.on('GET /api/subscriptions/sub1.json', { status: 404, body: { message: 'Subscription not found' } });
    api.on('GET /api/courses/acls.json', { status: 200, body: courseDetail() });
    view = await renderRoutes(appPage, TAB, bootstrapData({ currentUser: user() }));
    await waitFor(() => view!.container.querySelector('h1')?.textContent === 'Subscription not found', flush, 100);
    expect(boardReportCalls()).toEqual([]);
  });

  it('is not found for a course not in the subscription', async () => {
    const root = await showApp('/user-portal/subscriptions/sub1/courses/pals/direct-board-reporting', {
      course: courseDetail({ id: 'pals', title: 'PALS' }),
    });
    expect(root.querySelector('h1')?.textContent).toBe('Course not in this subscription');
    expect(boardReportCalls()).toEqual([]);
  });

  it('is only a tab of a course with CE: none for NRP, and its URL says there is nothing to report', async () => {
    const nrp = courseSummary({ id: 'nrp', title: 'Neonatal Resuscitation', courseType: 'NRP' });
    const data = subscription({ courses: [nrp] });
    const course = courseDetail({ id: 'nrp', title: 'Neonatal Resuscitation', courseType: 'NRP' });
    let root = await showApp('/user-portal/subscriptions/sub1/courses/nrp/details', { data, course });
    expect(links(root, 'Course pages').map((l) => l.text)).toEqual(['Details', 'Disclosures']);
    view!.unmount();
    root = await showApp('/user-portal/subscriptions/sub1/courses/nrp/direct-board-reporting', { data, course });
    await waitFor(() => root.querySelector('h2')?.textContent === 'No board reporting for this course', flush);
    expect(root.querySelector('h1')?.textContent).toBe('Neonatal Resuscitation');
    expect(boardReportCalls()).toEqual([]);
  });

  it('opens Details from the index by its absolute path, with or without a trailing slash', async () => {
    for (const at of [BASE, `${BASE}/`]) {
      await showApp(at);
      expect(path()).toBe(`${BASE}/details`);
      view!.unmount();
      view = undefined;
    }
  });
});
