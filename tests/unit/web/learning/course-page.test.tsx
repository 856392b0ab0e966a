// @vitest-environment happy-dom
// The course page: redirect to the latest user course, Start / Resume / Retake Class (+ Course
// Resources), the enrollment refusal, accessible tabs and the Content tab's sections and exam button.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { EXAM_LOCKED_TOOLTIP } from '@shared/rules/learning';
import { CoursePage } from '@web/features/learning/pages/course-page';
import { clearToasts } from '@web/lib/toast';
import { bootstrapData, button, click, flush, renderRoutes, user, type Rendered } from '../support/dom';
import { courseDetail, fakeApi, subscription, userCourse, userCourseSection, waitFor, type FakeApi } from './fixtures';

let api: FakeApi;
let view: Rendered | undefined;
const routes: RouteObject[] = [
  { path: '/courses/:courseId', element: <CoursePage /> },
  { path: '/courses/:courseId/:userCourseUuid', element: <CoursePage /> },
  { path: '/courses/:courseId/:userCourseUuid/:sectionId', element: <CoursePage /> },
  { path: '/user-portal/courses/:a/:b', element: <h1>Player</h1> },
];

beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
  clearToasts();
  api.on('GET /api/subscriptions.json', { status: 200, body: { data: [] } });
  api.on('GET /api/course_sections.json', {
    status: 200,
    body: {
      data: [1, 2, 3].map((i) => ({
        id: `acls-s${i}`,
        title: `Section ${i}`,
        about: `About ${i}`,
        duration: 30,
        position: i,
      })),
    },
  });
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
});

async function show(path: string) {
  view = await renderRoutes(routes, path, bootstrapData({ currentUser: user() }));
  await waitFor(() => !view!.container.textContent?.includes('Loading'), flush);
  return view.container;
}
const path = () => view!.router.state.location.pathname;
const link = (root: ParentNode, text: string) =>
  Array.from(root.querySelectorAll('a')).find((a) => a.textContent?.trim() === text);

describe('course page actions', () => {
  it('offers Start Class without a user course; enrolling opens the player at the first section', async () => {
    api.on('GET /api/courses/acls.json', { status: 200, body: courseDetail() });
    const root = await show('/courses/acls');
    expect(root.querySelectorAll('h1')).toHaveLength(1);
    expect(root.querySelector('h1')?.textContent).toBe('Advanced Cardiovascular Life Support');
    api.on('POST /api/user_courses.json', {
      status: 201,
      body: {
        uuid: 'new',
        courseId: 'acls',
        firstUserCourseSectionUuid: 'new_1',
        currentUserCourseSectionUuid: 'new_1',
      },
    });
    await click(button(root, 'Start Class'));
    await flush();
    expect(api.calls('POST /api/user_courses.json')[0]?.body).toEqual({ courseId: 'acls' });
    expect(path()).toBe('/user-portal/courses/new/new_1');
  });

  it('shows the refusal when the learner is not entitled to the course', async () => {
    api.on('GET /api/courses/acls.json', { status: 200, body: courseDetail() });
    api.on('POST /api/user_courses.json', {
      status: 422,
      body: { errors: { courseId: ['Purchase this course to start it.'] } },
    });
    const root = await show('/courses/acls');
    await click(button(root, 'Start Class'));
    expect(root.textContent).toContain('Purchase this course to start it.');
    expect(link(root, 'Purchase Courses')?.getAttribute('href')).toBe('/cart');
    expect(path()).toBe('/courses/acls');
  });

  it('starts through a subscription that offers the course', async () => {
    api.on('GET /api/courses/acls.json', { status: 200, body: courseDetail() });
    api.on('GET /api/subscriptions.json', { status: 200, body: { data: [subscription()] } });
    api.on('POST /api/user_courses.json', {
      status: 201,
      body: {
        uuid: 'new',
        courseId: 'acls',
        firstUserCourseSectionUuid: 'new_1',
        currentUserCourseSectionUuid: 'new_1',
      },
    });
    const root = await show('/courses/acls');
    await click(button(root, 'Start Class'));
    expect(api.calls('POST /api/user_courses.json')[0]?.body).toEqual({ courseId: 'acls', subscriptionUuid: 'sub1' });
  });

  it('redirects to the latest user course and offers Resume Class to its current section', async () => {
    api.on('GET /api/courses/acls.json', {
      status: 200,
      body: courseDetail({ latestUserCourse: { uuid: 'uc1', passedAt: null, status: 'in_progress' } }),
    });
    api.on('GET /api/user_courses/uc1.json', { status: 200, body: { ...userCourse(), userExam: null } });
    api.on('GET /api/user_course_sections.json', {
      status: 200,
      body: {
        data: [
          userCourseSection(1, { completedAt: '2026-01-02T00:00:00Z' }),
          userCourseSection(2),
          userCourseSection(3),
        ],
        userCourse: userCourse(),
      },
    });
    const root = await show('/courses/acls');
    expect(path()).toBe('/courses/acls/uc1');
    await waitFor(() => Boolean(link(root, 'Resume Class')), flush);
    expect(link(root, 'Resume Class')?.getAttribute('href')).toBe('/user-portal/courses/uc1/uc1_2');
    expect(() => button(root, 'Start Class')).toThrow();

    // Content: sections with completion, each opening the player; the exam locked until all are done.
    const items = Array.from(root.querySelectorAll('.section-list > li'));
    expect(items.map((li) => li.querySelector('h3')?.textContent)).toEqual(['Section 1', 'Section 2', 'Section 3']);
    expect(items[0]!.textContent).toContain('Completed');
    expect(items[1]!.textContent).toContain('Not completed');
    expect(items[1]!.querySelector('a')?.getAttribute('href')).toBe('/user-portal/courses/uc1/uc1_2');
    const exam = button(root, 'Launch Exam');
    expect(exam.getAttribute('aria-disabled')).toBe('true');
    expect(root.querySelector(`#${CSS.escape(exam.getAttribute('aria-describedby')!)}`)?.textContent).toBe(
      EXAM_LOCKED_TOOLTIP,
    );
  });

  it('marks the section named in the path', async () => {
    api.on('GET /api/courses/acls.json', {
      status: 200,
      body: courseDetail({ latestUserCourse: { uuid: 'uc1', passedAt: null, status: 'in_progress' } }),
    });
    api.on('GET /api/user_courses/uc1.json', { status: 200, body: { ...userCourse(), userExam: null } });
    api.on('GET /api/user_course_sections.json', {
      status: 200,
      body: { data: [userCourseSection(1), userCourseSection(2)], userCourse: userCourse() },
    });
    const root = await show('/courses/acls/uc1/acls-s2');
    await waitFor(() => root.querySelectorAll('.section-list > li').length === 2, flush);
    expect(root.querySelector('[aria-current="true"] h3')?.textContent).toBe('Section 2');
  });

  it('offers Retake Class and Course Resources once passed; retaking creates a new user course', async () => {
    const passed = userCourse({
      uuid: 'b1',
      courseId: 'bls',
      status: 'passed',
      passedAt: '2025-01-01T00:00:00Z',
      progress: 100,
      canStart: true,
      examProgress: 100,
      scoredAt: '2025-01-01T00:00:00Z',
      userExamUuid: 'ex1',
    });
    api.on('GET /api/courses/bls.json', {
      status: 200,
      body: courseDetail({
        id: 'bls',
        title: 'Basic Life Support',
        latestUserCourse: { uuid: 'b1', passedAt: passed.passedAt, status: 'passed' },
      }),
    });
    api.on('GET /api/user_courses/b1.json', { status: 200, body: { ...passed, userExam: null } });
    api.on('GET /api/user_course_sections.json', {
      status: 200,
      body: { data: [userCourseSection(1, { uuid: 'b1_1', completedAt: '2025-01-01T00:00:00Z' })], userCourse: passed },
    });
    api.on('POST /api/user_courses.json', {
      status: 201,
      body: { uuid: 'b2', courseId: 'bls', firstUserCourseSectionUuid: 'b2_1', currentUserCourseSectionUuid: 'b2_1' },
    });
    const root = await show('/courses/bls/b1');
    expect(link(root, 'Course Resources')?.getAttribute('href')).toBe('/user-portal/courses/b1/passed');
    await waitFor(() => Boolean(link(root, 'Review Exam')), flush);
    expect(link(root, 'Review Exam')?.getAttribute('href')).toBe('/exams/ex1');
    await click(button(root, 'Retake Class'));
    await flush();
    expect(api.calls('POST /api/user_courses.json')[0]?.body).toEqual({ courseId: 'bls' });
    expect(path()).toBe('/user-portal/courses/b2/b2_1');
  });

  it('says so when the course does not exist', async () => {
    api.on('GET /api/courses/nope.json', { status: 404, body: { message: 'Course not found' } });
    const root = await show('/courses/nope');
    expect(root.querySelector('h1')?.textContent).toBe('Course not found');
  });
});

describe('course page tabs', () => {
  it('has Content, Details and Disclosures as keyboard-operable tabs', async () => {
    api.on('GET /api/courses/acls.json', { status: 200, body: courseDetail() });
    const root = await show('/courses/acls');
    const tablist = root.querySelector('[role="tablist"]')!;
    expect(tablist.getAttribute('aria-label')).toBe('Course information');
    const tabs = () => Array.from(root.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
    expect(tabs().map((t) => t.textContent)).toEqual(['Content', 'Details', 'Disclosures']);
    expect(tabs().map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs().map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    const panel = () => root.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])')!;
    expect(panel().getAttribute('aria-labelledby')).toBe(tabs()[0]!.id);
    // The outline without a user course: titles, no links.
    expect(Array.from(panel().querySelectorAll('h3')).map((h) => h.textContent)).toEqual([
      'Section 1',
      'Section 2',
      'Section 3',
    ]);

    await act(async () => {
      tabs()[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(tabs()[1]!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs()[1]);
    expect(panel().textContent).toContain('Learning objectives');
    expect(panel().textContent).toContain('Helena Marsh, MD');
    expect(panel().textContent).toContain('CME Council');

    await act(async () => {
      tabs()[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    });
    expect(panel().getAttribute('aria-labelledby')).toBe(tabs()[2]!.id);
    expect(panel().textContent).toContain('No relevant financial relationships within the past 24 months.');
    await act(async () => {
      tabs()[2]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(tabs()[0]!.getAttribute('aria-selected')).toBe('true');
  });
});
