// @vitest-environment happy-dom
// A subscription's course page: the app's routes send its URLs here (not to the subscription
// player), the index opens Details, Disclosures is a tab, Direct Board Reporting is a link, the
// learner's user course of it shows its review materials with sections in the subscription's
// player, Start enrolls through the subscription, and a course outside the subscription is refused.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
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
import { courseDetail, fakeApi, subscription, userCourse, userCourseSection, waitFor, type FakeApi } from './fixtures';

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
