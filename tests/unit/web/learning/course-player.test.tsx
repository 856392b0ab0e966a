// @vitest-environment happy-dom
// The course player: the 'Course sections' drawer (completion, current section, exam button with
// the player's tooltip), the section's content and exactly one button by the shared rule,
// completing a section (PATCH, then the reply's redirect), the variants and the narrow layout.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { EXAM_LOCKED_TOOLTIP_PLAYER } from '@shared/rules/learning';
import { CoursePlayerPage, PlainCoursePlayerPage } from '@web/features/learning/pages/course-player-page';
import { clearToasts } from '@web/lib/toast';
import { bootstrapData, button, click, flush, renderRoutes, user, type Rendered } from '../support/dom';
import { fakeApi, userCourse, userCourseSection, waitFor, type FakeApi } from './fixtures';

let api: FakeApi;
let view: Rendered | undefined;
let narrow = false;
const routes: RouteObject[] = [
  {
    path: '/user-portal/courses/:userCourseUuid/:sectionUuid',
    element: (
      <main>
        <CoursePlayerPage />
      </main>
    ),
  },
  {
    path: '/user-portal/subscriptions/:subscriptionUuid/:userCourseUuid/:sectionUuid',
    element: (
      <main>
        <CoursePlayerPage />
      </main>
    ),
  },
  { path: '/course-content-plain/:userCourseUuid/:userCourseSectionUuid', element: <PlainCoursePlayerPage /> },
  { path: '/exams/:id', element: <h1>Exam</h1> },
  { path: '/courses/:courseId/:userCourseUuid', element: <h1>Course page</h1> },
];

const CONTENT =
  '<h2>Heading</h2><p>Body text.</p><table><caption>Targets</caption><tr><th>Rate</th><td>100-120</td></tr></table>';

function sectionDetail(index: number, overrides: Record<string, unknown> = {}, courseOverrides = {}) {
  return {
    ...userCourseSection(index),
    content: CONTENT,
    nextUuid: index < 3 ? `uc1_${index + 1}` : null,
    previousUuid: index > 1 ? `uc1_${index - 1}` : null,
    lastIncompleteSection: false,
    userCourse: userCourse(courseOverrides),
    ...overrides,
  };
}

beforeEach(() => {
  narrow = false;
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query.includes('max-width'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  clearToasts();
  api.on('GET /api/user_course_sections.json', {
    status: 200,
    body: {
      data: [userCourseSection(1, { completedAt: '2026-01-02T00:00:00Z' }), userCourseSection(2), userCourseSection(3)],
      userCourse: userCourse(),
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
const actions = () =>
  Array.from(view!.container.querySelectorAll('.section-actions a, .section-actions button')).map((el) =>
    el.textContent?.trim(),
  );
const actionLink = () => view!.container.querySelector('.section-actions a');

describe('course player', () => {
  it('lists the sections in a "Course sections" nav with completion, the current one and the locked exam', async () => {
    api.on('GET /api/user_course_sections/uc1_2.json', { status: 200, body: sectionDetail(2) });
    const root = await show('/user-portal/courses/uc1/uc1_2');
    const nav = root.querySelector('nav[aria-label="Course sections"]')!;
    const links = Array.from(nav.querySelectorAll('ol a'));
    expect(links.map((a) => a.textContent)).toEqual(['✓Section 1 (completed)', '2Section 2', '3Section 3']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/user-portal/courses/uc1/uc1_1',
      '/user-portal/courses/uc1/uc1_2',
      '/user-portal/courses/uc1/uc1_3',
    ]);
    expect(nav.querySelector('a[aria-current="page"]')?.textContent).toContain('Section 2');
    const exam = button(nav as HTMLElement, 'Launch Exam');
    expect(exam.disabled).toBe(false);
    expect(exam.getAttribute('aria-disabled')).toBe('true');
    expect(nav.querySelector(`#${CSS.escape(exam.getAttribute('aria-describedby')!)}`)?.textContent).toBe(
      EXAM_LOCKED_TOOLTIP_PLAYER,
    );

    // The section: one h1, its HTML in an article, tables in a labelled scroll region.
    expect(root.querySelectorAll('h1')).toHaveLength(1);
    const article = root.querySelector('article')!;
    expect(article.querySelector('h1')?.textContent).toBe('Section 2');
    expect(article.textContent).toContain('Body text.');
    const region = article.querySelector('.table-scroll')!;
    expect(region.getAttribute('role')).toBe('region');
    expect(region.getAttribute('aria-label')).toBe('Targets');
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(actions()).toEqual(['Complete Section']);
  });

  it("puts the content's headings right under the section's h1 when its title heading was dropped", async () => {
    api.on('GET /api/user_course_sections/uc1_1.json', {
      status: 200,
      body: sectionDetail(1, {
        content: '<aside>Note</aside><p>Intro</p><h3 id="a">Layers</h3><p>x</p><h4>Detail</h4><h3>More</h3>',
      }),
    });
    const page = await show('/user-portal/courses/uc1/uc1_1');
    const levels = [...page.querySelectorAll('h1, h2, h3, h4, h5, h6')]
      .filter((h) => h.closest('article'))
      .map((h) => `${h.tagName} ${h.textContent}`);
    expect(levels).toEqual(['H1 Section 1', 'H2 Layers', 'H3 Detail', 'H2 More']);
    expect(page.querySelector('.section-content h2')?.id).toBe('a');
  });

  it('completes a section with PATCH and follows the reply to the next section', async () => {
    api.on('GET /api/user_course_sections/uc1_2.json', { status: 200, body: sectionDetail(2) });
    api.on('GET /api/user_course_sections/uc1_3.json', {
      status: 200,
      body: sectionDetail(3, { lastIncompleteSection: true }),
    });
    api.on('PATCH /api/user_course_sections/uc1_2.json', {
      status: 200,
      body: {
        ...sectionDetail(2, { completedAt: '2026-01-03T00:00:00Z' }),
        redirect: '/user-portal/courses/uc1/uc1_3',
      },
    });
    const root = await show('/user-portal/courses/uc1/uc1_2');
    await click(button(root, 'Complete Section'));
    expect(api.calls('PATCH /api/user_course_sections/uc1_2.json')[0]?.body).toEqual({ completed: true });
    await waitFor(() => path() === '/user-portal/courses/uc1/uc1_3' && actions()[0] === 'Complete Section!', flush);
    expect(actions()).toEqual(['Complete Section!']);
  });

  it("goes to the exam after the last incomplete section ('Complete Section!')", async () => {
    api.on('GET /api/user_course_sections/uc1_3.json', {
      status: 200,
      body: sectionDetail(3, { lastIncompleteSection: true }),
    });
    api.on('PATCH /api/user_course_sections/uc1_3.json', {
      status: 200,
      body: {
        ...sectionDetail(3, { completedAt: '2026-01-03T00:00:00Z' }, { canStart: true, userExamUuid: 'ex1' }),
        redirect: '/exams/ex1',
        toaster: { type: 'success', message: 'All sections complete' },
      },
    });
    const root = await show('/user-portal/courses/uc1/uc1_3');
    await click(button(root, 'Complete Section!'));
    await waitFor(() => path() === '/exams/ex1', flush);
  });

  it('shows Next Section, Launch Exam or Back To Index for a completed section', async () => {
    api.on('GET /api/user_course_sections/uc1_1.json', {
      status: 200,
      body: sectionDetail(1, { completedAt: '2026-01-02T00:00:00Z' }),
    });
    await show('/user-portal/courses/uc1/uc1_1');
    expect(actions()).toEqual(['Next Section']);
    expect(actionLink()?.getAttribute('href')).toBe('/user-portal/courses/uc1/uc1_2');
    view!.unmount();

    api.on('GET /api/user_course_sections/uc1_3.json', {
      status: 200,
      body: sectionDetail(3, { completedAt: '2026-01-02T00:00:00Z' }, { canStart: true, userExamUuid: 'ex1' }),
    });
    await show('/user-portal/courses/uc1/uc1_3');
    expect(actions()).toEqual(['Launch Exam']);
    expect(actionLink()?.getAttribute('href')).toBe('/exams/ex1');
    // With every section complete the drawer's exam button is a link too.
    const drawerExam = Array.from(view!.container.querySelectorAll('nav[aria-label="Course sections"] a')).find(
      (a) => a.textContent === 'Launch Exam',
    );
    expect(drawerExam?.getAttribute('href')).toBe('/exams/ex1');
    view!.unmount();

    api.on('GET /api/user_course_sections/uc1_3.json', {
      status: 200,
      body: sectionDetail(3, { completedAt: '2026-01-02T00:00:00Z' }),
    });
    await show('/user-portal/courses/uc1/uc1_3');
    expect(actions()).toEqual(['Back To Index']);
    expect(actionLink()?.getAttribute('href')).toBe('/courses/acls/uc1');
  });

  it('keeps the subscription player when following a redirect', async () => {
    api.on('GET /api/user_course_sections/uc1_2.json', { status: 200, body: sectionDetail(2) });
    api.on('GET /api/user_course_sections/uc1_3.json', { status: 200, body: sectionDetail(3) });
    api.on('PATCH /api/user_course_sections/uc1_2.json', {
      status: 200,
      body: {
        ...sectionDetail(2, { completedAt: '2026-01-03T00:00:00Z' }),
        redirect: '/user-portal/courses/uc1/uc1_3',
      },
    });
    const root = await show('/user-portal/subscriptions/sub1/uc1/uc1_2');
    expect(root.querySelector('nav[aria-label="Course sections"] ol a')?.getAttribute('href')).toBe(
      '/user-portal/subscriptions/sub1/uc1/uc1_1',
    );
    await click(button(root, 'Complete Section'));
    await waitFor(() => path() === '/user-portal/subscriptions/sub1/uc1/uc1_3', flush);
  });

  it('renders the plain player as its own main region', async () => {
    api.on('GET /api/user_course_sections/uc1_1.json', {
      status: 200,
      body: sectionDetail(1, { completedAt: '2026-01-02T00:00:00Z' }),
    });
    const root = await show('/course-content-plain/uc1/uc1_1');
    expect(root.querySelectorAll('main')).toHaveLength(1);
    expect(root.querySelector('main article h1')?.textContent).toBe('Section 1');
    expect(actionLink()?.getAttribute('href')).toBe('/course-content-plain/uc1/uc1_2');
  });

  it('folds the drawer behind a toggle under 1100 px', async () => {
    narrow = true;
    api.on('GET /api/user_course_sections/uc1_2.json', { status: 200, body: sectionDetail(2) });
    const root = await show('/user-portal/courses/uc1/uc1_2');
    expect(root.querySelector('nav[aria-label="Course sections"]')).toBeNull();
    const toggle = button(root, '▸Course sections');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const nav = root.querySelector('nav[aria-label="Course sections"]')!;
    expect(toggle.getAttribute('aria-controls')).toBe(nav.id);
  });

  it('says so when the section is not found', async () => {
    api.on('GET /api/user_course_sections/zzz.json', { status: 404, body: { message: 'Section not found' } });
    const root = await show('/user-portal/courses/uc1/zzz');
    expect(root.querySelector('h1')?.textContent).toBe('Section not found');
  });
});
