// @vitest-environment happy-dom
// The subscription page: certify / recertify cards by the shared rule, enrollment through the
// subscription (201 new, 200 the unfinished one), the learner's courses of it, and the 'ce' list.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { SubscriptionPage } from '@web/features/learning/pages/subscription-page';
import { clearToasts } from '@web/lib/toast';
import { bootstrapData, button, click, flush, renderRoutes, user, type Rendered } from '../support/dom';
import { courseSummary, fakeApi, subscription, userCourse, waitFor, type FakeApi } from './fixtures';

let api: FakeApi;
let view: Rendered | undefined;
const routes: RouteObject[] = [
  { path: '/user-portal/subscriptions/:subscriptionUuid', element: <SubscriptionPage /> },
  { path: '/user-portal/courses/:a/:b', element: <h1>Player</h1> },
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

async function show(data: ReturnType<typeof subscription>) {
  api.on('GET /api/subscriptions/sub1.json', { status: 200, body: { data } });
  view = await renderRoutes(routes, '/user-portal/subscriptions/sub1', bootstrapData({ currentUser: user() }));
  await waitFor(() => !view!.container.textContent?.includes('Loading'), flush);
  return view.container;
}
const path = () => view!.router.state.location.pathname;
const reply = (status: number, uuid: string, current: string) => ({
  status,
  body: { uuid, courseId: 'acls', firstUserCourseSectionUuid: `${uuid}_1`, currentUserCourseSectionUuid: current },
});

describe('subscription page', () => {
  it('offers Certify when the learner has no course of it; 201 opens the new user course', async () => {
    const root = await show(subscription());
    expect(root.querySelector('h1')?.textContent).toBe('ACLS Certification');
    expect(() => button(root, 'Recertify')).toThrow();
    api.on('POST /api/user_courses.json', reply(201, 'n1', 'n1_1'));
    await click(button(root, 'Certify'));
    await flush();
    expect(api.calls('POST /api/user_courses.json')[0]?.body).toEqual({ courseId: 'acls', subscriptionUuid: 'sub1' });
    expect(path()).toBe('/user-portal/courses/n1/n1_1');
  });

  it('opens the existing user course on 200', async () => {
    const root = await show(subscription());
    api.on('POST /api/user_courses.json', reply(200, 'old', 'old_4'));
    await click(button(root, 'Certify'));
    await flush();
    expect(path()).toBe('/user-portal/courses/old/old_4');
  });

  it('shows the refusal under the card', async () => {
    const root = await show(subscription());
    api.on('POST /api/user_courses.json', {
      status: 422,
      body: { errors: { courseId: ['This course is not part of your subscription.'] } },
    });
    await click(button(root, 'Certify'));
    expect(root.querySelector('article.offer-card')?.textContent).toContain(
      'This course is not part of your subscription.',
    );
  });

  it('offers Recertify when every course of it is passed, and lists the passed course', async () => {
    const passed = userCourse({
      uuid: 'p1',
      status: 'passed',
      passedAt: '2025-02-01T00:00:00Z',
      subscriptionUuid: 'sub1',
      progress: 100,
    });
    const root = await show(subscription({ userCourses: [passed] }));
    expect(() => button(root, 'Certify')).toThrow();
    expect(button(root, 'Recertify')).toBeTruthy();
    const card = root.querySelector('article.user-course-card')!;
    expect(card.textContent).toContain('February 1, 2027');
    expect(
      Array.from(card.querySelectorAll('a'))
        .find((a) => a.textContent === 'Resources')
        ?.getAttribute('href'),
    ).toBe('/user-portal/courses/p1/passed');
  });

  it('offers no card while a course of it is unfinished, and lists that course to continue', async () => {
    const root = await show(subscription({ userCourses: [userCourse({ subscriptionUuid: 'sub1' })] }));
    expect(root.querySelector('article.offer-card')).toBeNull();
    const launch = Array.from(root.querySelectorAll('a')).find((a) => a.textContent === 'Launch Course');
    expect(launch?.getAttribute('href')).toBe('/user-portal/courses/uc1/uc1_2');
  });

  it("uses a plain list for the 'ce' layout: Start Class, Resume Class or Retake Class per course", async () => {
    const root = await show(
      subscription({
        layout: 'ce',
        courses: [
          courseSummary(),
          courseSummary({ id: 'pals', title: 'PALS' }),
          courseSummary({ id: 'bls', title: 'BLS' }),
        ],
        userCourses: [
          userCourse({
            subscriptionUuid: 'sub1',
            courseId: 'pals',
            uuid: 'pa1',
            currentUserCourseSectionUuid: 'pa1_3',
          }),
          userCourse({
            subscriptionUuid: 'sub1',
            courseId: 'bls',
            uuid: 'bl1',
            status: 'passed',
            passedAt: '2025-01-01T00:00:00Z',
          }),
        ],
      }),
    );
    expect(root.querySelector('article.offer-card')).toBeNull();
    const items = Array.from(root.querySelectorAll('.ce-list__item'));
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'Advanced Cardiovascular Life Support',
      'PALS',
      'BLS',
    ]);
    expect(button(items[0] as HTMLElement, 'Start Class')).toBeTruthy();
    expect(items[1]!.querySelector('a.button-link')?.textContent).toBe('Resume Class');
    expect(items[1]!.querySelector('a.button-link')?.getAttribute('href')).toBe('/user-portal/courses/pa1/pa1_3');
    api.on('POST /api/user_courses.json', {
      status: 201,
      body: {
        uuid: 'bl2',
        courseId: 'bls',
        firstUserCourseSectionUuid: 'bl2_1',
        currentUserCourseSectionUuid: 'bl2_1',
      },
    });
    await click(button(items[2] as HTMLElement, 'Retake Class'));
    await flush();
    expect(api.calls('POST /api/user_courses.json')[0]?.body).toEqual({ courseId: 'bls', subscriptionUuid: 'sub1' });
    expect(path()).toBe('/user-portal/courses/bl2/bl2_1');
  });

  it('says so when the subscription is not found', async () => {
    api.on('GET /api/subscriptions/sub1.json', { status: 404, body: { message: 'Subscription not found' } });
    view = await renderRoutes(routes, '/user-portal/subscriptions/sub1', bootstrapData({ currentUser: user() }));
    await waitFor(() => view!.container.querySelector('h1')?.textContent === 'Subscription not found', flush);
  });
});
