// @vitest-environment happy-dom
// The post-pass page and its Confirm Card dialog and the provider-card download, against a
// mocked API. (The public verification page has its own tests in credentials/.)
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { ConfirmCardPage } from '@web/features/credentials/pages/confirm-card-page';
import { CoursePassedPage } from '@web/features/credentials/pages/course-passed-page';
import { sessionData, type Bootstrap } from '@web/lib/session';
import { clearToasts, currentToasts } from '@web/lib/toast';
import {
  bootstrapData,
  button,
  byLabel,
  click,
  company,
  flush,
  jsonResponse,
  renderRoutes,
  type,
  user,
  type Rendered,
} from '../support/dom';
import { exam, routeFetch, userCourse } from './fixtures';

let view: Rendered | undefined;

const passed = (path: string): RouteObject => ({
  path,
  element: <CoursePassedPage />,
  children: [{ path: 'confirm', element: <ConfirmCardPage /> }],
});
const routes: RouteObject[] = [
  passed('/courses/:userCourseUuid/passed'),
  passed('/user-portal/courses/:userCourseUuid/passed'),
];

const session = (
  overrides: Partial<NonNullable<Bootstrap['currentUser']>> = {},
  companyOverrides: Partial<Bootstrap['company']> = {},
) => bootstrapData({ currentUser: user(overrides), company: { ...company, ...companyOverrides } });

const AUTO_RENEW_TOAST =
  'Auto Renewal for this course has been enabled. You can update this in your billing preferences.';

beforeEach(() => {
  clearToasts();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
});

const dialog = () => document.querySelector<HTMLDialogElement>('dialog');
const dialogName = () => document.getElementById(dialog()?.getAttribute('aria-labelledby') ?? '')?.textContent;
const link = (name: string) =>
  Array.from(view!.container.querySelectorAll('a')).find(
    (a) => a.textContent?.replace('↗', '').replace('(opens in a new tab)', '').trim() === name,
  );

describe('post-pass page', () => {
  it('opens the Confirm Card dialog while the card is not confirmed', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({ 'GET /api/user_courses/uc1.json': { status: 200, body: userCourse() } }).fetchImpl,
    );
    view = await renderRoutes(routes, '/courses/uc1/passed', session());
    await flush();
    expect(view.router.state.location.pathname).toBe('/courses/uc1/passed/confirm');
    expect(dialog()?.open).toBe(true);
    expect(dialogName()).toBe('Congratulations!');
    const text = dialog()!.textContent ?? '';
    expect(text).toContain('You passed the exam');
    expect(text).toContain('Your New Provider Card Is Ready');
    expect(byLabel(view.container, 'First name').value).toBe('Lena');
    expect(byLabel(view.container, 'Last name').value).toBe('Learner');
    expect(dialog()!.querySelector('[role="listbox"]')).not.toBeNull();
    // The preview: name, issue date (pass date) and two years later.
    const preview = dialog()!.querySelector('.provider-card')!.textContent ?? '';
    expect(preview).toContain('Lena Learner');
    expect(preview).toContain('May 4, 2026');
    expect(preview).toContain('May 4, 2028');
    // Focus starts inside the dialog, on its title.
    expect(document.activeElement?.id).toBe('confirm-card-title');
    // The optional auto-renewal, with its terms.
    const checkbox = byLabel(
      view.container,
      'Renew my certification automatically and save 15% on my next certification (optional)',
    );
    expect(checkbox.type).toBe('checkbox');
    expect(checkbox.checked).toBe(false);
    expect(dialog()!.querySelector(`a[href="/automatic-renewal-terms-and-conditions"]`)).not.toBeNull();
  });

  it('the preview follows the names and the chosen issue date', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({ 'GET /api/user_courses/uc1.json': { status: 200, body: userCourse() } }).fetchImpl,
    );
    view = await renderRoutes(routes, '/user-portal/courses/uc1/passed', session());
    await flush();
    expect(view.router.state.location.pathname).toBe('/user-portal/courses/uc1/passed/confirm');
    await type(byLabel(view.container, 'First name'), 'Helena');
    const list = dialog()!.querySelector<HTMLElement>('[role="listbox"]')!;
    await act(async () => void list.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true })));
    const preview = dialog()!.querySelector('.provider-card')!.textContent ?? '';
    expect(preview).toContain('Helena Learner');
    expect(preview).toContain('June 3, 2026');
    expect(preview).toContain('June 3, 2028');
  });

  it('shows field errors under the fields (client rules and the server 422)', async () => {
    const { fetchImpl, calls } = routeFetch({
      'GET /api/user_courses/uc1.json': { status: 200, body: userCourse() },
      'PATCH /api/user_courses/uc1/update_confirmation': {
        status: 422,
        body: {
          errors: {
            lastName: ['Last name is invalid'],
            passedAt: ['The issue date must be within 30 days of the date you passed the exam.'],
          },
        },
      },
    });
    vi.stubGlobal('fetch', fetchImpl);
    view = await renderRoutes(routes, '/courses/uc1/passed/confirm', session());
    await flush();
    await type(byLabel(view.container, 'First name'), '   ');
    await click(button(view.container, 'Confirm Card Information'));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    const first = byLabel(view.container, 'First name');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(dialog()!.textContent).toContain("First name can't be blank");
    expect(document.activeElement).toBe(first);

    await type(byLabel(view.container, 'First name'), 'Lena');
    await click(button(view.container, 'Confirm Card Information'));
    expect(byLabel(view.container, 'Last name').getAttribute('aria-invalid')).toBe('true');
    expect(dialog()!.textContent).toContain('Last name is invalid');
    expect(dialog()!.querySelector('[role="listbox"]')?.getAttribute('aria-invalid')).toBe('true');
    expect(dialog()!.textContent).toContain('The issue date must be within 30 days of the date you passed the exam.');
    expect(view.router.state.location.pathname).toBe('/courses/uc1/passed/confirm');
    // Changing a field clears its message, and only its message.
    await type(byLabel(view.container, 'Last name'), 'Learner-Smith');
    expect(byLabel(view.container, 'Last name').getAttribute('aria-invalid')).not.toBe('true');
    expect(dialog()!.textContent).not.toContain('Last name is invalid');
    expect(dialog()!.querySelector('[role="listbox"]')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('confirms: sends the chosen issue date, closes the dialog and shows the card with Download Provider Card', async () => {
    let confirmed = false;
    const confirmedCourse = () =>
      userCourse({
        manuallyConfirmed: true,
        autoRenew: true,
        // The course carries the chosen issue date and the expiry that follows from it.
        issuedOn: '2026-05-06',
        expirationDate: '2028-05-06',
        userExam: exam({
          status: 'passed',
          score: 100,
          passedAt: '2026-05-04T15:30:00.000Z',
          providerCardId: 'ACLS-2026-000123',
          flexExpireAvailable: false,
          manuallyConfirmed: true,
          canAutoRenew: true,
          autoRenew: true,
        }),
      });
    const { fetchImpl, calls } = routeFetch({
      'GET /api/user_courses/uc1.json': () => jsonResponse(200, confirmed ? confirmedCourse() : userCourse()),
      'PATCH /api/user_courses/uc1/update_confirmation': () => {
        confirmed = true;
        return jsonResponse(200, {
          currentUser: user({ firstName: 'Helena' }),
          userCourse: confirmedCourse(),
          errors: {},
        });
      },
    });
    vi.stubGlobal('fetch', fetchImpl);
    view = await renderRoutes(routes, '/courses/uc1/passed', session());
    await flush();
    await type(byLabel(view.container, 'First name'), ' Helena ');
    const list = dialog()!.querySelector<HTMLElement>('[role="listbox"]')!;
    await act(async () => void list.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })));
    await act(async () => void list.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })));
    await click(
      byLabel(view.container, 'Renew my certification automatically and save 15% on my next certification (optional)'),
    );
    await click(button(view.container, 'Confirm Card Information'));
    await flush(6);
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      passedAt: '2026-05-06',
      autoRenew: true,
      firstName: 'Helena',
      lastName: 'Learner',
    });
    expect(view.router.state.location.pathname).toBe('/courses/uc1/passed');
    expect(dialog()).toBeNull();
    // The session has the confirmed name.
    expect(sessionData()?.currentUser?.firstName).toBe('Helena');
    const card = view.container.querySelector('.provider-card')!.textContent ?? '';
    expect(card).toContain('Helena Learner');
    expect(card).toContain('May 6, 2026');
    expect(card).toContain('May 6, 2028');
    expect(card).toContain('ACLS-2026-000123');
    // The learner's own card comes from their course: the public (rate-limited) look-up is not used.
    expect(calls.some((c) => c.path.startsWith('/api/verifications/'))).toBe(false);
    // Auto-renew is on already: no offer.
    expect(view.container.textContent).not.toContain('Turn On Auto-Renewal');

    const download = link('Download Provider Card')!;
    expect(download.getAttribute('href')).toBe('/api/provider_cards/ACLS-2026-000123.pdf?user_course_uuid=uc1');
    expect(download.getAttribute('target')).toBe('_blank');
    expect(download.getAttribute('rel')).toContain('noopener');
    expect(document.getElementById(download.getAttribute('aria-describedby')!)?.textContent).toContain('new tab');
  });

  it('closing the dialog without confirming leaves it closed and offers to reopen it', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({ 'GET /api/user_courses/uc1.json': { status: 200, body: userCourse() } }).fetchImpl,
    );
    view = await renderRoutes(routes, '/courses/uc1/passed', session());
    await flush();
    await click(dialog()!.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!);
    await flush();
    expect(view.router.state.location.pathname).toBe('/courses/uc1/passed');
    expect(dialog()).toBeNull();
    expect(link('Review Card Details')?.getAttribute('href')).toBe('/courses/uc1/passed/confirm');
    expect(view.container.textContent).not.toContain('Download Provider Card');
  });

  it('auto-renewal offer: enabling shows the server toast and hides the offer', async () => {
    const confirmedExam = exam({
      uuid: 'e1',
      status: 'passed',
      score: 100,
      passedAt: '2026-05-04T15:30:00.000Z',
      providerCardId: 'ACLS-2026-000123',
      manuallyConfirmed: true,
      canAutoRenew: true,
      autoRenew: false,
    });
    const { fetchImpl, calls } = routeFetch({
      'GET /api/user_courses/uc1.json': {
        status: 200,
        body: userCourse({ manuallyConfirmed: true, userExam: confirmedExam }),
      },
      'PATCH /api/user_exams/e1.json': {
        status: 200,
        body: {
          userExam: { ...confirmedExam, autoRenew: true },
          toaster: { type: 'success', message: AUTO_RENEW_TOAST },
        },
      },
    });
    vi.stubGlobal('fetch', fetchImpl);
    view = await renderRoutes(routes, '/courses/uc1/passed', session());
    await flush();
    expect(view.router.state.location.pathname).toBe('/courses/uc1/passed');
    expect(view.container.textContent).toContain('15%');
    expect(link('Automatic renewal terms and conditions')?.getAttribute('href')).toBe(
      '/automatic-renewal-terms-and-conditions',
    );
    await click(button(view.container, 'Turn On Auto-Renewal'));
    await flush();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/user_exams/e1.json',
      body: { autoRenew: true },
    });
    expect(currentToasts().map((t) => t.message)).toEqual([AUTO_RENEW_TOAST]);
    expect(view.container.textContent).not.toContain('Turn On Auto-Renewal');
  });

  it('referral card always; review card only when comments are on and the user has not reviewed', async () => {
    const confirmedCourse = userCourse({
      manuallyConfirmed: true,
      userExam: exam({
        status: 'passed',
        score: 100,
        passedAt: '2026-05-04T15:30:00.000Z',
        providerCardId: 'X-1',
        manuallyConfirmed: true,
      }),
    });
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/user_courses/uc1.json': { status: 200, body: confirmedCourse },
      }).fetchImpl,
    );
    view = await renderRoutes(routes, '/courses/uc1/passed', session());
    await flush();
    expect(link('Refer Colleagues')?.getAttribute('href')).toBe('/referrals');
    expect(view.container.textContent).toContain('15% off');
    expect(view.container.textContent).toContain('$25 cash');
    expect(link('Leave a Review')?.getAttribute('href')).toBe('/courses/uc1/passed/review');
    expect(view.container.textContent).toContain('10% off');
    view.unmount();
    view = await renderRoutes(routes, '/courses/uc1/passed', session({ submittedShopperApproved: true }));
    await flush();
    expect(link('Leave a Review')).toBeUndefined();
    view.unmount();
    view = await renderRoutes(routes, '/courses/uc1/passed', session({}, { comments: false }));
    await flush();
    expect(link('Leave a Review')).toBeUndefined();
    expect(link('Refer Colleagues')).toBeDefined();
  });

  it('not passed yet, unknown course and load errors', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/user_courses/uc1.json': {
          status: 200,
          body: userCourse({ status: 'in_progress', passedAt: null, userExam: exam() }),
        },
        'GET /api/user_courses/nope.json': { status: 404, body: { message: 'Not found' } },
        'GET /api/user_courses/bad.json': { status: 400, body: { message: 'Bad' } },
      }).fetchImpl,
    );
    view = await renderRoutes(routes, '/courses/uc1/passed', session());
    await flush();
    expect(view.container.querySelector('h1')?.textContent).toBe('Your provider card is not ready yet');
    expect(link('Go to Exam')?.getAttribute('href')).toBe('/exams/e1');
    view.unmount();
    view = await renderRoutes(routes, '/courses/nope/passed', session());
    await flush();
    expect(view.container.querySelector('h1')?.textContent).toBe('Course not found');
    view.unmount();
    view = await renderRoutes(routes, '/courses/bad/passed', session());
    await flush();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain(
      'We could not load your provider card',
    );
  });
});
