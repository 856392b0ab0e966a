// @vitest-environment happy-dom
// Board reports of a course bought on its own: Manage CE, as the app composes it, links each course
// with CE whose learner has a reporting license or reports to them (the subscription course's tab, or
// the Board Reporting dialog for a course bought on its own) and says when one needs the learner. The
// dialog shows that user course's reports only (the caller's, from the session), headed under its
// title, with the license form in it and Send again; its empty states say how reports come.
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes, Outlet, type RouteObject } from 'react-router-dom';
import type { ReportingLicense } from '@shared/contracts/board-reporting';
import { paths } from '@shared/paths';
import { routes as appRoutes } from '@web/app/signed-in-routes';
import { clearToasts } from '@web/lib/toast';
import { bootstrapData, button, click, flush, renderRoutes, user, type Rendered } from '../support/dom';
import { fakeApi, userCourse, waitFor, type FakeApi } from '../learning/fixtures';

let api: FakeApi;
let view: Rendered | undefined;

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

const findRoute = (list: RouteObject[], path: string): RouteObject | undefined => {
  for (const route of list) {
    if (route.path === path) return route;
    const found = route.children && findRoute(route.children, path);
    if (found) return found;
  }
  return undefined;
};
// Manage CE from the app's table (lazy modules, its dialogs among its children) under a Suspense
// boundary, as the app's root has.
const appPage = (): RouteObject[] => [
  {
    element: (
      <Suspense fallback={<p>Loading page…</p>}>
        <Outlet />
      </Suspense>
    ),
    children: [findRoute(appRoutes, paths.manageCe)!],
  },
];

const passed = {
  status: 'passed' as const,
  passedAt: '2026-02-01T15:00:00.000Z',
  issuedOn: '2026-02-01',
  progress: 100,
  examProgress: 100,
  scoredAt: '2026-02-01T15:00:00.000Z',
};
/** BLS bought on its own (no subscription). */
const standalone = userCourse({
  ...passed,
  uuid: 'uc2',
  courseId: 'bls',
  name: 'Basic Life Support',
  courseType: 'BLS',
  cmeCertificatesCount: 2,
  userExamUuid: 'ex2',
});
/** ACLS taken in a subscription. */
const inSubscription = userCourse({
  ...passed,
  uuid: 'uc1',
  subscriptionUuid: 'sub1',
  cmeCertificatesCount: 2,
  userExamUuid: 'ex1',
});
/** NRP: no CE. */
const noCe = userCourse({ ...passed, uuid: 'uc3', courseId: 'nrp', name: 'Neonatal Resuscitation', courseType: 'NRP' });

const FL_RN: ReportingLicense = {
  id: 'l1',
  stateName: 'Florida',
  professionName: 'Registered Nurse (RN)',
  license: 'RN12345',
  boardName: 'Florida Board of Nursing',
  problem: 'Florida Registered Nurse license numbers look like RN999999 (RN followed by 6 or 7 digits).',
  ceBrokerId: null,
};
const TX_RN: ReportingLicense = {
  ...FL_RN,
  id: 'l2',
  stateName: 'Texas',
  license: '123456',
  boardName: null,
  problem: null,
};

function refusedReport(overrides: Record<string, unknown> = {}) {
  return {
    id: 'r1',
    board: 'CE Broker',
    boardName: 'Florida Board of Nursing',
    userCourseUuid: 'uc2',
    courseId: 'bls',
    courseName: 'Basic Life Support',
    certificate: { id: 'ancc', name: 'Nursing Contact Hours' },
    license: { id: 'l1', stateName: 'Florida', licenseName: 'Registered Nurse', license: 'RN12345' },
    status: 'rejected',
    attempts: 1,
    submission: {
      licenseeName: 'Lena Learner',
      licenseNumber: 'RN12345',
      professionCode: 'RN',
      stateId: 'FL',
      courseNumber: '20-1000301',
      courseName: 'Basic Life Support',
      completedOn: '2026-02-01',
      creditHours: 4,
      sentAt: '2026-02-02T10:00:00.000Z',
    },
    nextAttemptAt: null,
    ceBrokerId: null,
    reply: { code: '80', message: 'Invalid license Number', at: '2026-02-02T10:00:01.000Z' },
    problem: {
      kind: 'license',
      message: 'CE Broker refused your license number RN12345 (80: Invalid license Number).',
      editLicenseId: 'l1',
    },
    canRetry: true,
    createdAt: '2026-02-01T16:00:00.000Z',
    updatedAt: '2026-02-02T10:00:01.000Z',
    ...overrides,
  };
}

const DIALOG = '/user-portal/manage-ce/uc2/board-reporting';
const path = () => view!.router.state.location.pathname;
const text = () => view!.container.textContent ?? '';
const headings = (level: number) =>
  Array.from(view!.container.querySelectorAll(`h${level}`)).map((h) => h.textContent?.trim());
const linkNamed = (name: string) =>
  Array.from(view!.container.querySelectorAll('a')).find(
    (a) => a.getAttribute('aria-label') === name || a.textContent?.trim() === name,
  );

async function show(at: string, { reports = [refusedReport()], licenses = [FL_RN] as ReportingLicense[] } = {}) {
  api.on('GET /api/user_courses.json', { status: 200, body: { data: [inSubscription, standalone, noCe] } });
  api.on('GET /api/cme_credits.json', { status: 200, body: { totalCredits: 0, data: [] } });
  for (const course of [inSubscription, standalone, noCe])
    api.on(`GET /api/user_courses/${course.uuid}.json`, { status: 200, body: { ...course, userExam: null } });
  api.on('GET /api/board_reports.json', ({ url }) => {
    const only = new URL(url, 'http://x').searchParams.get('userCourseUuid');
    return { status: 200, body: { data: reports.filter((r) => !only || r.userCourseUuid === only), licenses } };
  });
  view = await renderRoutes(appPage(), at, bootstrapData({ currentUser: user() }));
  await waitFor(() => !/Loading/.test(text()), flush, 100);
  return view.container;
}
const reportCalls = () => api.calls('GET /api/board_reports.json').map((c) => c.url);

describe("Manage CE's Board Reporting links", () => {
  it('go to the tab for a subscription course and to the dialog for one bought on its own; none without CE', async () => {
    await show(paths.manageCe);
    // Each row's actions load on their own: wait for every row, not the first.
    await waitFor(
      () =>
        linkNamed('Board Reporting of Basic Life Support') !== undefined &&
        linkNamed('Board Reporting of Advanced Cardiovascular Life Support') !== undefined &&
        !/Loading/.test(text()),
      flush,
    );
    expect(linkNamed('Board Reporting of Basic Life Support')?.getAttribute('href')).toBe(DIALOG);
    expect(linkNamed('Board Reporting of Advanced Cardiovascular Life Support')?.getAttribute('href')).toBe(
      '/user-portal/subscriptions/sub1/courses/acls/direct-board-reporting',
    );
    expect(linkNamed('Board Reporting of Neonatal Resuscitation')).toBeUndefined();
    // The refused report is said on its row, and describes the link.
    const link = linkNamed('Board Reporting of Basic Life Support')!;
    expect(document.getElementById(link.getAttribute('aria-describedby')!)?.textContent).toBe(
      '1 report needs your attention',
    );
    expect(linkNamed('Board Reporting of Advanced Cardiovascular Life Support')?.hasAttribute('aria-describedby')).toBe(
      false,
    );
    // One read of every report serves all rows.
    expect(reportCalls()).toEqual(['/api/board_reports.json']);
  });

  it('are not shown to a learner with no license on a reporting board and no reports', async () => {
    await show(paths.manageCe, { reports: [], licenses: [TX_RN] });
    await waitFor(() => reportCalls().length > 0, flush);
    await flush();
    expect(text()).toContain('Basic Life Support');
    expect(Array.from(view!.container.querySelectorAll('a')).some((a) => a.textContent === 'Board Reporting')).toBe(
      false,
    );
  });
});

describe("Manage CE's Board Reporting dialog", () => {
  it('is a child of Manage CE, with the license form under it', () => {
    const last = (pathname: string) => matchRoutes(appRoutes, pathname)?.at(-1)?.route.path;
    expect(
      matchRoutes(appRoutes, DIALOG)
        ?.slice(-2)
        .map((m) => m.route.path),
    ).toEqual([paths.manageCe, ':userCourseUuid/board-reporting']);
    expect(last(`${DIALOG}/state-licenses/edit/l1`)).toBe('state-licenses/edit/:stateLicenseId');
    expect(last(`${DIALOG}/state-licenses/create`)).toBe('state-licenses/create');
  });

  it("shows the user course's refused report under its title, with the license to fix, and sends it again", async () => {
    await show(DIALOG);
    await waitFor(() => view!.container.querySelector('article') !== null, flush, 100);
    const dialog = view!.container.querySelector('dialog')!;
    expect(dialog.querySelector('h2')?.textContent).toBe('Board Reporting: Basic Life Support');
    expect(Array.from(dialog.querySelectorAll('h3')).map((h) => h.textContent)).toEqual([
      'Your state licenses',
      'Reports',
    ]);
    expect(dialog.querySelector('article h4')?.textContent).toBe('Basic Life Support: Nursing Contact Hours');
    expect(dialog.textContent).toContain('Refused by CE Broker');
    expect(dialog.textContent).toContain('80: Invalid license Number');
    expect(linkNamed('Edit license RN12345')?.getAttribute('href')).toBe(`${DIALOG}/state-licenses/edit/l1`);
    // That user course's reports only; the caller is the session's (no user id in the request).
    expect(reportCalls()).toContain('/api/board_reports.json?userCourseUuid=uc2');

    api.on('POST /api/board_reports/r1/retry.json', {
      status: 200,
      body: {
        data: refusedReport({ status: 'accepted', problem: null, canRetry: false, ceBrokerId: '30-12345678' }),
        message: 'Sent to CE Broker again.',
      },
    });
    const before = reportCalls().length;
    await click(button(dialog as HTMLElement, 'Send again'));
    await flush();
    expect(api.calls('POST /api/board_reports/r1/retry.json')).toHaveLength(1);
    // The list (and Manage CE's rows) are read again.
    await waitFor(() => reportCalls().length > before, flush);
  });

  it('opens the license form in the dialog, headed under its title, and comes back', async () => {
    const license = {
      id: 'l1',
      license: 'RN12345',
      additionalLicense: null,
      stateId: 'FL',
      professionId: 'rn',
      state: { name: 'Florida' },
      profession: {
        id: 'rn',
        name: 'Registered Nurse (RN)',
        licenseLabel: 'RN License Number',
        additionalLicenseLabel: null,
      },
      ceBrokerId: null,
    };
    for (const at of ['/api/state_licenses/l1.json', '/api/state_licenses/l1'])
      api.on(`GET ${at}`, { status: 200, body: { data: license } });
    const scrolled: string[] = [];
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.getAttribute('aria-labelledby') ?? this.tagName);
    });
    await show(`${DIALOG}/state-licenses/edit/l1`);
    await waitFor(() => headings(3).includes('Edit State License'), flush, 100);
    expect(headings(2)).toEqual(['Board Reporting: Basic Life Support']);
    // It opens in view (above the reports, out of sight once scrolled), at its first field.
    expect(scrolled).toEqual(['license-form-title']);
    expect(document.activeElement).toBe(view!.container.querySelector('form.license-form select'));
    scroll.mockRestore();
    await click(button(view!.container, 'Cancel'));
    await flush();
    expect(path()).toBe(DIALOG);
  });

  it('says how reports come: a license on a reporting board, then the CE certificate', async () => {
    await show(DIALOG, { reports: [], licenses: [TX_RN] });
    await waitFor(() => text().includes('No reports for this course'), flush, 100);
    expect(text()).toContain('none of your state licenses is on a board that reports to CE Broker');
    expect(linkNamed('Add a state license')?.getAttribute('href')).toBe(`${DIALOG}/state-licenses/create`);
    view!.unmount();

    await show(DIALOG, { reports: [], licenses: [{ ...FL_RN, problem: null }] });
    await waitFor(() => text().includes('No reports for this course yet'), flush, 100);
    expect(text()).toContain('A report is made for each CE certificate you earn');
  });

  it('is not found for a user course not the caller’s; a course without CE reads no reports', async () => {
    await show('/user-portal/manage-ce/nope/board-reporting');
    await waitFor(() => text().includes('This course does not exist in your account.'), flush, 100);
    expect(reportCalls().filter((url) => url.includes('userCourseUuid'))).toEqual([]);
    view!.unmount();

    await show('/user-portal/manage-ce/uc3/board-reporting');
    await waitFor(() => text().includes('does not offer CE credit'), flush, 100);
    expect(reportCalls().filter((url) => url.includes('userCourseUuid'))).toEqual([]);
  });
});
