// @vitest-environment happy-dom
// My Learning: the cards the learner holds (expiry, warning, Renew), the learner's unfinished own courses (exam button by the shared rule), subscription
// tiles, ad tiles only without subscriptions outside a group, the empty message by role, and the
// catalogue composed in (featured hero, In Progress, category rows by position).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import type { CardRenewal, UserCourse } from '@shared/contracts/learning';
import { formatIsoDate } from '@shared/rules/date-format';
import { addDays } from '@shared/rules/dates';
import { EXAM_LOCKED_TOOLTIP } from '@shared/rules/learning';
import { UserLayout } from '@web/app/layouts/user-layout';
import { CourseCatalog } from '@web/features/catalog/components/course-catalog';
import { DashboardPage, prefetch } from '@web/features/learning/pages/dashboard-page';
import { queryClient } from '@web/lib/query-client';
import { setSessionData } from '@web/lib/session';
import { viewerToday } from '@web/lib/viewer-day';
import { clearToasts } from '@web/lib/toast';
import { bootstrapData, button, click, flush, renderRoutes, user, type Rendered } from '../support/dom';
import { courseSummary, fakeApi, subscription, userCourse, waitFor, type FakeApi } from './fixtures';

let api: FakeApi;
let view: Rendered | undefined;
const routes: RouteObject[] = [
  {
    element: <UserLayout />,
    children: [{ path: '/dashboard', element: <DashboardPage catalog={<CourseCatalog />} /> }],
  },
];

beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  clearToasts();
  api.on('GET /api/user_courses.json', { status: 200, body: { data: [] } });
  api.on('GET /api/subscriptions.json', { status: 200, body: { data: [] } });
  api.on('GET /api/ad_tiles.json', { status: 200, body: { data: [] } });
  api.on('GET /api/courses/search.json', { status: 200, body: { data: [] } });
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
});

async function show(session = bootstrapData({ currentUser: user() })) {
  view = await renderRoutes(routes, '/dashboard', session);
  await waitFor(() => !view!.container.textContent?.includes('Loading'), flush);
  return view.container;
}
const main = () => view!.container.querySelector('main')!;
const links = (root: ParentNode, text: string) =>
  Array.from(root.querySelectorAll('a')).filter((a) => a.textContent?.trim() === text);

describe('dashboard: empty message by role', () => {
  const emptyLinks = (root: HTMLElement) =>
    Array.from(root.querySelectorAll('section.empty-state a')).map((a) => a.getAttribute('href'));

  it('offers the cart to a learner, and always the Completed Courses button', async () => {
    const root = await show();
    expect(root.querySelectorAll('h1')).toHaveLength(1);
    expect(root.querySelector('h1')?.textContent).toBe('My Learning');
    expect(emptyLinks(root)).toEqual(['/cart']);
    expect(links(root, 'Completed Courses')[0]?.getAttribute('href')).toBe('/user-portal/manage-ce');
  });

  it('offers course selection and a quote to a group admin', async () => {
    const root = await show(bootstrapData({ currentUser: user({ groupAdmin: true, groupId: 'g1' }) }));
    expect(emptyLinks(root)).toEqual(['/group-portal/course-selection', '/group-portal/purchase-quote']);
  });

  it('tells a group member their administrator may still be enrolling them, and shows no ads', async () => {
    const root = await show(bootstrapData({ currentUser: user({ groupId: 'g1' }) }));
    expect(emptyLinks(root)).toEqual([]);
    expect(root.textContent).toContain('administrator may still be enrolling you');
    expect(api.calls('GET /api/ad_tiles.json')).toHaveLength(0);
  });

  it('says nothing is in progress when every course is passed', async () => {
    api.on('GET /api/user_courses.json', {
      status: 200,
      body: { data: [userCourse({ passedAt: '2025-01-02T10:00:00.000Z', status: 'passed' })] },
    });
    const root = await show();
    expect(root.querySelector('section.empty-state h2')?.textContent).toBe('You have no courses in progress');
  });
});

describe("dashboard: the learner's courses", () => {
  it('lists only unfinished courses outside subscriptions, with progress, Launch Course and the exam button', async () => {
    api.on('GET /api/user_courses.json', {
      status: 200,
      body: {
        data: [
          userCourse(),
          userCourse({
            uuid: 'uc2',
            courseId: 'pals',
            name: 'Pediatric Advanced Life Support',
            canStart: true,
            userExamUuid: 'ex2',
            examProgress: 40,
            currentUserCourseSectionUuid: 'uc2_8',
          }),
          userCourse({ uuid: 'uc3', name: 'Passed course', passedAt: '2025-01-02T10:00:00.000Z', status: 'passed' }),
          userCourse({ uuid: 'uc4', name: 'Subscription course', subscriptionUuid: 'sub1' }),
        ],
      },
    });
    const root = await show();
    const cards = Array.from(main().querySelectorAll('article.user-course-card'));
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'Advanced Cardiovascular Life Support',
      'Pediatric Advanced Life Support',
    ]);
    expect(root.querySelector('section.empty-state')).toBeNull();

    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(first.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('33');
    expect(links(first, 'Launch Course')[0]?.getAttribute('href')).toBe('/user-portal/courses/uc1/uc1_2');
    // Sections not all complete: a focusable locked 'Launch Exam' whose reason is its description.
    const locked = button(first, 'Launch Exam');
    expect(locked.disabled).toBe(false);
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    expect(first.querySelector(`#${CSS.escape(locked.getAttribute('aria-describedby')!)}`)?.textContent).toBe(
      EXAM_LOCKED_TOOLTIP,
    );
    // Every section complete and answers started: Continue Exam, a link to the exam.
    expect(links(second, 'Continue Exam')[0]?.getAttribute('href')).toBe('/exams/ex2');
  });

  it('shows certification and renewal dates and Resources on a passed card', async () => {
    const { UserCourseCard } = await import('@web/features/learning/components/user-course-card');
    view = await renderRoutes(
      [
        {
          path: '/x',
          element: (
            <UserCourseCard userCourse={userCourse({ passedAt: '2025-03-10T15:20:00.000Z', status: 'passed' })} />
          ),
        },
      ],
      '/x',
      bootstrapData({ currentUser: user() }),
    );
    const text = view.container.textContent ?? '';
    expect(text).toContain('Certification date');
    expect(text).toContain('March 10, 2025');
    expect(text).toContain('Renewal date');
    expect(text).toContain('March 10, 2027');
    expect(links(view.container, 'Resources')[0]?.getAttribute('href')).toBe('/user-portal/courses/uc1/passed');
    expect(view.container.querySelector('[role="progressbar"]')).toBeNull();
  });

  it('shows the confirmed issue date and the card expiry when the learner chose a later issue date', async () => {
    const { UserCourseCard } = await import('@web/features/learning/components/user-course-card');
    const passed = userCourse({
      passedAt: '2025-03-10T15:20:00.000Z',
      issuedOn: '2025-03-25',
      expirationDate: '2027-03-25',
      status: 'passed',
    });
    view = await renderRoutes(
      [{ path: '/x', element: <UserCourseCard userCourse={passed} /> }],
      '/x',
      bootstrapData({ currentUser: user() }),
    );
    const text = view.container.textContent ?? '';
    expect(text).toContain('March 25, 2025');
    expect(text).toContain('March 25, 2027');
    expect(text).not.toContain('March 10, 2027');
  });

  it('shows an error with Try again when the courses cannot be loaded', async () => {
    api.on('GET /api/user_courses.json', { status: 400, body: { message: 'nope' } });
    const root = await show();
    expect(root.textContent).toContain('We could not load your courses.');
    api.on('GET /api/user_courses.json', { status: 200, body: { data: [userCourse()] } });
    await click(button(root, 'Try again'));
    await waitFor(() => main().querySelectorAll('article.user-course-card').length === 1, flush);
  });
});

describe('dashboard: the cards the learner holds', () => {
  const today = viewerToday();
  const card = (
    uuid: string,
    courseId: string,
    name: string,
    expiresIn: number,
    extra: Partial<UserCourse> & { renewal?: CardRenewal } = {},
  ) => ({
    ...userCourse({
      uuid,
      courseId,
      name,
      courseType: courseId.toUpperCase(),
      status: expiresIn < 0 ? 'expired' : 'passed',
      passedAt: `${addDays(today, expiresIn - 730)}T15:20:00.000Z`,
      issuedOn: addDays(today, expiresIn - 730),
      expirationDate: addDays(today, expiresIn),
      providerCardId: `${courseId.toUpperCase()}-2025-418207`,
      progress: 100,
    }),
    ...extra,
  });
  const section = () => main().querySelector('section[aria-labelledby="my-certifications-title"]') as HTMLElement;
  const cardOf = (name: string) =>
    [...section().querySelectorAll('article')].find((a) => a.querySelector('h3')?.textContent === name) as HTMLElement;

  it('lists each card first, soonest expiry first, with its dates; a valid card shows no warning', async () => {
    api.on('GET /api/user_courses.json', {
      status: 200,
      body: {
        data: [
          userCourse({ name: 'Unfinished course' }),
          card('acls1', 'acls', 'Advanced Cardiovascular Life Support', 400),
          card('bls1', 'bls', 'Basic Life Support', 58),
          card('bls0', 'bls', 'Basic Life Support', -672),
        ],
      },
    });
    await show();
    const headings = [...main().querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings.slice(0, 2)).toEqual(['My Certifications', 'My Courses']);
    expect([...section().querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Basic Life Support',
      'Advanced Cardiovascular Life Support',
    ]);
    const acls = cardOf('Advanced Cardiovascular Life Support');
    expect(acls.textContent).toContain('Card ACLS-2025-418207');
    expect(acls.textContent).toContain(`Renewal date${formatIsoDate(addDays(today, 400))}`);
    expect(acls.querySelector('.renewal-warning')).toBeNull();
    expect(links(acls, 'Renew now')).toHaveLength(0);
    expect(links(acls, 'Resources')[0]?.getAttribute('href')).toBe('/user-portal/courses/acls1/passed');
  });

  it('warns from 90 days before expiry and renews straight into the cart holding the recertification', async () => {
    api.on('GET /api/user_courses.json', {
      status: 200,
      body: {
        data: [
          card('bls1', 'bls', 'Basic Life Support', 58, {
            renewal: { state: 'purchase', path: '/cart/add/bls-recert', productName: 'BLS Recertification' },
          }),
          card('pals1', 'pals', 'Pediatric Advanced Life Support', -35, {
            renewal: { state: 'purchase', path: '/cart/add/pals-recert', productName: 'PALS Recertification' },
          }),
        ],
      },
    });
    await show();
    const pals = cardOf('Pediatric Advanced Life Support');
    const bls = cardOf('Basic Life Support');
    expect(pals.querySelector('.renewal-warning--expired')?.textContent).toBe(
      'Expired 35 days ago. Renew with PALS Recertification.',
    );
    expect(bls.querySelector('.renewal-warning--expiring')?.textContent).toBe(
      'Expires in 58 days. Renew with BLS Recertification.',
    );
    const renew = links(bls, 'Renew now')[0]!;
    expect(renew.getAttribute('href')).toBe('/cart/add/bls-recert');
    // Described by the course and the warning: "Basic Life Support, Expires in 58 days...".
    const described = renew
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => bls.querySelector(`#${CSS.escape(id)}`)?.textContent);
    expect(described).toEqual(['Basic Life Support', 'Expires in 58 days. Renew with BLS Recertification.']);
    expect(links(pals, 'Renew now')[0]?.getAttribute('href')).toBe('/cart/add/pals-recert');
    // The first expiry to come is the first card: the expired PALS card.
    expect(section().querySelector('h3')?.textContent).toBe('Pediatric Advanced Life Support');
  });

  it('starts a renewal already paid for on the course page, and sends a group member to their administrator', async () => {
    api.on('GET /api/user_courses.json', {
      status: 200,
      body: {
        data: [
          card('bls1', 'bls', 'Basic Life Support', 10, {
            renewal: { state: 'entitled', path: '/courses/bls', productName: null },
          }),
          card('cpr1', 'cpr', 'CPR and First Aid', 30, {
            renewal: { state: 'group', path: null, productName: null },
          }),
        ],
      },
    });
    await show();
    const bls = cardOf('Basic Life Support');
    expect(bls.querySelector('.renewal-warning')?.textContent).toBe(
      'Expires in 10 days. Your renewal is paid for: start it now.',
    );
    expect(links(bls, 'Start renewal')[0]?.getAttribute('href')).toBe('/courses/bls');
    const cpr = cardOf('CPR and First Aid');
    expect(cpr.querySelector('.renewal-warning')?.textContent).toBe(
      'Expires in 30 days. Ask your group administrator for a seat to renew.',
    );
    expect(cpr.querySelectorAll('a.amplify-button--primary')).toHaveLength(0);
  });
});

describe('dashboard: subscriptions and ad tiles', () => {
  it('shows subscription tiles with Launch to the subscription page, and no ad tiles', async () => {
    api.on('GET /api/subscriptions.json', { status: 200, body: { data: [subscription()] } });
    const root = await show();
    const tile = root.querySelector('article.subscription-tile')!;
    expect(tile.querySelector('h3')?.textContent).toBe('ACLS Certification');
    expect(links(tile, 'Launch')[0]?.getAttribute('href')).toBe('/user-portal/subscriptions/sub1');
    expect(api.calls('GET /api/ad_tiles.json')).toHaveLength(0);
    expect(root.querySelector('section.empty-state')).toBeNull();
  });

  it('shows ad tiles to a learner outside a group without subscriptions, outside links in a new tab, in-app paths in the app', async () => {
    api.on('GET /api/ad_tiles.json', {
      status: 200,
      body: {
        data: [
          {
            id: 'ad1',
            title: 'For Life',
            mainAd: 'Certify once',
            paragraphText: 'Recertify free every two years.',
            backgroundImage: { url: '/ad.png' },
            adLinks: [
              { title: 'Learn more', url: 'https://example.com/for-life' },
              { title: 'Create a free group account', url: '/join-group/signup' },
            ],
          },
        ],
      },
    });
    const root = await show();
    const tile = root.querySelector('article.ad-tile') as HTMLElement;
    expect(tile.querySelector('h3')?.textContent).toBe('For Life');
    expect(tile.textContent).toContain('Certify once');
    expect(tile.textContent).toContain('Recertify free every two years.');
    expect(tile.style.backgroundImage).toContain('/ad.png');
    const [link, inApp] = [...tile.querySelectorAll('a')];
    expect(link!.getAttribute('href')).toBe('https://example.com/for-life');
    expect(link!.getAttribute('target')).toBe('_blank');
    expect(link!.getAttribute('rel')).toContain('noopener');
    expect(inApp!.getAttribute('href')).toBe('/join-group/signup');
    expect(inApp!.getAttribute('target')).toBeNull();
  });
});

describe('dashboard: nothing moves as the reads arrive (layout shift)', () => {
  it("shows one wait, keeps the catalogue hidden until the learner's own courses and subscriptions are in, then shows them together", async () => {
    let release: () => void = () => {};
    const subscriptionsReply = new Promise<void>((resolve) => (release = resolve));
    api.fetch.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/subscriptions.json')) await subscriptionsReply;
      const body = url.startsWith('/api/subscriptions.json')
        ? { data: [subscription()] }
        : url.startsWith('/api/courses/search.json')
          ? { data: [courseSummary()] }
          : { data: [] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    view = await renderRoutes(routes, '/dashboard', bootstrapData({ currentUser: user() }));
    await flush(6);
    expect([...main().querySelectorAll('[role="status"]')].map((s) => s.textContent)).toEqual([
      'Loading your courses…',
    ]);
    // The catalogue has loaded meanwhile, out of sight.
    expect(main().querySelector('.catalog')?.closest('[hidden]')).not.toBeNull();
    release();
    await waitFor(() => main().querySelector('#my-subscriptions-title') !== null, flush);
    expect(main().querySelector('.catalog')?.closest('[hidden]')).toBeNull();
    expect(main().querySelector('[role="status"]')).toBeNull();
  });
});

describe('dashboard: offers come in the same reveal', () => {
  it('asks for the offers with the other reads and shows them with the courses, never a wait of their own', async () => {
    const gate = () => {
      let open: () => void = () => {};
      return { reply: new Promise<void>((resolve) => (open = resolve)), open: () => open() };
    };
    const subscriptions = gate();
    const offers = gate();
    api.fetch.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/subscriptions.json')) await subscriptions.reply;
      if (url.startsWith('/api/ad_tiles.json')) await offers.reply;
      const body = url.startsWith('/api/ad_tiles.json')
        ? {
            data: [
              {
                id: 'ad1',
                title: 'For Life',
                mainAd: 'Certify once',
                paragraphText: 'Recertify free.',
                backgroundImage: { url: null },
                adLinks: [],
              },
            ],
          }
        : { data: [] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    // A fresh load: the page's prefetch starts its reads, then the page renders.
    const session = bootstrapData({ currentUser: user() });
    queryClient.clear();
    setSessionData(session);
    prefetch({ params: {}, search: new URLSearchParams(), signedIn: true, inGroup: false });
    view = await renderRoutes(routes, '/dashboard', session, { keepCache: true });
    await flush(6);
    const waits = () => [...main().querySelectorAll('[role="status"]')].map((s) => s.textContent);
    const offerReads = () => api.fetch.mock.calls.filter(([url]) => String(url) === '/api/ad_tiles.json').length;
    // The offers are asked for alongside the subscriptions, not after them.
    expect(offerReads()).toBe(1);
    expect(waits()).toEqual(['Loading your courses…']);
    subscriptions.open();
    await flush(6);
    expect(waits()).toEqual(['Loading your courses…']);
    expect(main().querySelector('section.empty-state')).toBeNull();
    offers.open();
    await waitFor(() => main().querySelector('article.ad-tile') !== null, flush);
    expect(waits()).toEqual([]);
    expect(main().querySelector('section.empty-state')).not.toBeNull();
    expect(main().querySelector('.catalog')?.closest('[hidden]')).toBeNull();
    expect(offerReads()).toBe(1);
  });
});

describe('dashboard: the catalogue', () => {
  beforeEach(() => {
    api.on('GET /api/courses/search.json', {
      status: 200,
      body: {
        data: [
          courseSummary({
            categories: [
              { name: 'Featured', position: 0, coursePosition: 1 },
              { name: 'Certifications', position: 1, coursePosition: 1 },
              { name: 'Renewals', position: 2, coursePosition: 1 },
            ],
          }),
          courseSummary({
            id: 'bls',
            title: 'Basic Life Support',
            courseType: 'BLS',
            color: '#0B6E4F',
            categories: [
              { name: 'Renewals', position: 2, coursePosition: 3 },
              { name: 'Certifications', position: 1, coursePosition: 3 },
            ],
            latestUserCourse: { uuid: 'b1', passedAt: '2025-01-01T00:00:00Z', status: 'passed' },
          }),
          courseSummary({
            id: 'pals',
            title: 'Pediatric Advanced Life Support',
            courseType: 'PALS',
            categories: [{ name: 'Certifications', position: 1, coursePosition: 2 }],
            latestUserCourse: { uuid: 'p1', passedAt: null, status: 'in_progress' },
          }),
        ],
      },
    });
  });

  it('shows the featured hero, In Progress, then one row per category by position', async () => {
    const root = await show();
    const hero = root.querySelector('section.featured-hero')!;
    expect(hero.querySelector('h2')?.textContent).toBe('Advanced Cardiovascular Life Support');
    expect(hero.querySelector('a')?.getAttribute('href')).toBe('/courses/acls');
    expect(hero.querySelector('a')?.textContent).toContain('Start Class');

    const rows = Array.from(root.querySelectorAll('section.course-row'));
    expect(rows.map((row) => row.querySelector('h2')?.textContent)).toEqual([
      'In Progress',
      'Certifications',
      'Renewals',
    ]);
    const titles = (row: Element) => Array.from(row.querySelectorAll('a.course-card__link')).map((a) => a.textContent);
    expect(titles(rows[0]!)).toEqual(['Pediatric Advanced Life Support']);
    expect(titles(rows[1]!)).toEqual([
      'Advanced Cardiovascular Life Support',
      'Pediatric Advanced Life Support',
      'Basic Life Support',
    ]);
    expect(titles(rows[2]!)).toEqual(['Advanced Cardiovascular Life Support', 'Basic Life Support']);

    // Cards: 300 px wide, 16 px apart; a link named by the title, described by type and action.
    const list = rows[1]!.querySelector('ul') as HTMLElement;
    expect(list.style.getPropertyValue('--course-card-width')).toBe('300px');
    expect(list.style.getPropertyValue('--course-card-gap')).toBe('16px');
    const actions = Array.from(rows[1]!.querySelectorAll('.course-card__action')).map((a) => a.textContent);
    expect(actions).toEqual(['Start Class', 'Resume Class', 'Retake Class']);
    const bls = Array.from(rows[1]!.querySelectorAll('a.course-card__link')).find(
      (a) => a.textContent === 'Basic Life Support',
    )!;
    expect(bls.getAttribute('href')).toBe('/courses/bls');
    const described = bls
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => root.querySelector(`#${CSS.escape(id)}`)?.textContent);
    expect(described).toEqual(['BLS', 'Retake Class']);
  });

  it('has an error state for the catalogue', async () => {
    api.on('GET /api/courses/search.json', { status: 400, body: { message: 'no' } });
    const root = await show();
    expect(root.textContent).toContain('We could not load the course catalogue.');
  });
});
