// @vitest-environment happy-dom
// The certificate process's new screens against a mocked API: Review & Submit opens on the
// accreditation and CE choice (grouped by name; none refused; the choice saved, then the evaluation
// with the chosen certificates, focus on the new screen's heading; again, marked New, for a
// certificate offered since the choice), the cme step's children
// (download lists the chosen certificates, with a way back), and the review-widget page and the
// passed page's hidden frame talking by postMessage (same origin only).
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { ReviewWidgetPage } from '@web/features/commerce/pages/review-widget-page';
import { ReviewServiceFrame } from '@web/features/credentials/components/review-service-frame';
import {
  CmeDownloadPage,
  PassedCmePage,
  PassedEvaluationPage,
} from '@web/features/credentials/pages/certificate-pages';
import { CE_CHOICE_MESSAGES } from '@shared/rules/continuing-education';
import { clearToasts } from '@web/lib/toast';
import { bootstrapData, button, click, flush, jsonResponse, renderRoutes, user, type Rendered } from '../support/dom';
import { exam, routeFetch, userCourse } from '../exams/fixtures';
import { waitFor } from '../learning/fixtures';

/** Waits until the dialog (or the page) shows `text`. */
const shows = (text: string, root: () => Element = () => document.body) =>
  waitFor(() => root().textContent?.includes(text) ?? false, flush);

let view: Rendered | undefined;
const BASE = '/user-portal/courses/uc1/passed';
const PASSED = '/user-portal/courses/:userCourseUuid/passed';
const routes: RouteObject[] = [
  { path: `${PASSED}/cme-evaluation`, element: <PassedEvaluationPage /> },
  { path: `${PASSED}/cme`, element: <PassedCmePage />, children: [{ path: 'download', element: <CmeDownloadPage /> }] },
  { path: PASSED, element: <h1>Passed</h1> },
];

const evaluation = {
  id: 'eval-acls',
  userVerificationRequired: true,
  verifyFirstName: true,
  verifyMiddleName: false,
  verifyLastName: true,
  verifyBirthDate: false,
  verifySsn: false,
  verifyDriversLicense: false,
  verifyAddress: false,
  verifyStateLicenses: false,
  questions: [{ id: 'objectives', kind: 'rating', prompt: 'The course met its objectives.', required: true }],
};
const certificate = (id: string, name: string, accreditation: string, chosen = true, newSinceChoice = false) => ({
  id,
  name,
  accreditation,
  credits: 8,
  creditsLabel: 'Contact Hours',
  subCredits: null,
  subCreditsLabel: null,
  chosen,
  newSinceChoice,
});
/** `added`: certificates the course offered only after the learner chose. */
const choice = (chosen: boolean, picked = ['ancc', 'state', 'capce'], added: string[] = []) => ({
  data: [
    {
      name: 'Nursing Contact Hours',
      accreditations: [
        certificate('ancc', 'Nursing Contact Hours', 'Nursing Board', picked.includes('ancc'), added.includes('ancc')),
        certificate('state', 'Nursing Contact Hours', 'State Board', picked.includes('state'), added.includes('state')),
      ],
    },
    {
      name: 'EMS Continuing Education',
      accreditations: [certificate('capce', 'EMS Continuing Education', 'EMS Commission', picked.includes('capce'))],
    },
  ],
  chosen,
  locked: false,
});
const course = (submission: { completed: boolean; userInformationVerified: boolean }) =>
  userCourse({
    cmeCertificatesCount: 3,
    cmeEvaluationSubmission: submission,
    userExam: exam({ status: 'passed', cmeEvaluation: evaluation as never, cmeEvaluationSubmission: submission }),
  });

beforeEach(() => {
  clearToasts();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  // happy-dom's <dialog> has no showModal in every version: the component falls back to `open`.
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
});

const dialog = () => document.querySelector('dialog')!;
const legends = () => Array.from(dialog().querySelectorAll('legend')).map((l) => l.textContent);
const checkboxes = () => Array.from(dialog().querySelectorAll<HTMLInputElement>('input[type="checkbox"]'));

describe('Review & Submit', () => {
  it('opens on the choice screen, refuses none, saves the choice and moves on to the evaluation', async () => {
    const api = routeFetch({
      'GET /api/user_courses/uc1.json': {
        status: 200,
        body: course({ completed: false, userInformationVerified: true }),
      },
      'GET /api/user_courses/uc1/cme_choice.json': { status: 200, body: choice(false) },
      'PATCH /api/user_courses/uc1/cme_choice.json': ({ body }) =>
        jsonResponse(200, {
          ...choice(true, (body as { accreditationIds: string[] }).accreditationIds),
          userCourse: course({ completed: false, userInformationVerified: true }),
        }),
    });
    vi.stubGlobal('fetch', api.fetchImpl);
    view = await renderRoutes(routes, `${BASE}/cme-evaluation`, bootstrapData({ currentUser: user() }));
    await shows('Choose Your CE Certificates');
    expect(legends()).toEqual(['Nursing Contact Hours', 'EMS Continuing Education']);
    expect(checkboxes().map((box) => box.checked)).toEqual([true, true, true]);

    for (const box of checkboxes()) await click(box);
    await click(button(dialog(), 'Save & Continue'));
    await shows('Choose at least one certificate.');
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await click(checkboxes()[1]!);
    await click(checkboxes()[2]!);
    await click(button(dialog(), 'Save & Continue'));
    await shows('Course Evaluation');
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ accreditationIds: ['state', 'capce'] });
    expect(dialog().textContent).toContain('Course Evaluation');
    const chosen = Array.from(dialog().querySelectorAll('.ce-chosen__list li')).map((li) => li.textContent);
    expect(chosen).toEqual([expect.stringContaining('State Board'), expect.stringContaining('EMS Commission')]);
    expect(document.activeElement?.textContent).toBe('Your CE Certificates');

    await click(button(dialog(), 'Change Certificates'));
    expect(document.activeElement?.textContent).toBe('Choose Your CE Certificates');
    expect(checkboxes().map((box) => box.checked)).toEqual([false, true, true]);
  });

  it('opens on the evaluation once the learner has chosen', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/user_courses/uc1.json': {
          status: 200,
          body: course({ completed: false, userInformationVerified: true }),
        },
        'GET /api/user_courses/uc1/cme_choice.json': { status: 200, body: choice(true, ['ancc']) },
      }).fetchImpl,
    );
    view = await renderRoutes(routes, `${BASE}/cme-evaluation`, bootstrapData({ currentUser: user() }));
    await shows('Course Evaluation');
    expect(dialog().textContent).not.toContain('Choose Your CE Certificates');
  });

  it('opens on the choice again for a certificate the course offered since: marked New, not ticked', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/user_courses/uc1.json': {
          status: 200,
          body: course({ completed: false, userInformationVerified: true }),
        },
        'GET /api/user_courses/uc1/cme_choice.json': { status: 200, body: choice(true, ['capce'], ['state']) },
      }).fetchImpl,
    );
    view = await renderRoutes(routes, `${BASE}/cme-evaluation`, bootstrapData({ currentUser: user() }));
    await shows('Choose Your CE Certificates');
    expect(dialog().textContent).toContain(CE_CHOICE_MESSAGES.newOfferedHint);
    const labels = checkboxes().map((box) => dialog().querySelector(`label[for="${box.id}"]`)?.textContent);
    expect(labels.map((label) => label?.includes('New'))).toEqual([false, true, false]);
    expect(checkboxes().map((box) => box.checked)).toEqual([false, false, true]);
  });
});

describe('the cme step', () => {
  const certificates = {
    data: [certificate('state', 'Nursing Contact Hours', 'State Board')].map(({ chosen: _c, ...rest }) => rest),
  };

  it('offers Download Your Certificate (its download child), the card, and the referral and review cards as children', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/user_courses/uc1.json': {
          status: 200,
          body: course({ completed: true, userInformationVerified: true }),
        },
        'GET /api/cme_certificates.json': { status: 200, body: certificates },
      }).fetchImpl,
    );
    view = await renderRoutes(routes, `${BASE}/cme`, bootstrapData({ currentUser: user() }));
    await shows('Your Certificates Are Ready');
    const href = (name: string) =>
      Array.from(dialog().querySelectorAll('a'))
        .find((a) => a.textContent === name)
        ?.getAttribute('href');
    expect(href('Download Your Certificate')).toBe(`${BASE}/cme/download`);
    expect(href('Refer Colleagues')).toBe(`${BASE}/cme/referral-details`);
    expect(href('Leave a Review')).toBe(`${BASE}/cme/review`);
    expect(href('Download Your Provider Card')).toContain('/api/provider_cards/ACLS-2026-000123.pdf');

    await act(() => view!.router.navigate(`${BASE}/cme/download`));
    await waitFor(() => dialog().querySelector('a[aria-label^="Download Certificate: Nursing"]') !== null, flush);
    const downloads = Array.from(dialog().querySelectorAll('a')).filter(
      (a) => a.textContent === 'Download Certificate',
    );
    expect(downloads.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Download Certificate: Nursing Contact Hours certificate from State Board (PDF, opens in a new tab)',
    ]);
    // WCAG 2.5.3 (label in name): a link's accessible name starts with the text it shows.
    const labelled = Array.from(dialog().querySelectorAll('a[aria-label]'));
    expect(labelled.map((a) => a.textContent)).toEqual(['Download Certificate', 'Download Credential']);
    for (const link of labelled) expect(link.getAttribute('aria-label')).toMatch(new RegExp(`^${link.textContent}: `));
    expect(href('Back')).toBe(`${BASE}/cme`);
    expect(document.activeElement?.textContent).toBe('Download Your Certificate');
  });
});

describe('the review widget and its hidden frame', () => {
  it('is a hidden frame loading the widget page that reads the session again when the widget reports a review', async () => {
    const api = routeFetch({
      'GET /api/bootstrap.json': { status: 200, body: bootstrapData({ currentUser: user() }) },
    });
    vi.stubGlobal('fetch', api.fetchImpl);
    view = await renderRoutes(
      [{ path: '/p', element: <ReviewServiceFrame userCourseUuid="uc1" /> }],
      '/p',
      bootstrapData({ currentUser: user() }),
    );
    const frame = view.container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('/shopper-approved-iframe/uc1');
    expect(frame.hidden).toBe(true);
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(frame.getAttribute('tabindex')).toBe('-1');
    expect(frame.getAttribute('title')).toBe('Review service');

    // The frame's own window (jsdom loads no frame page, so its contentWindow is what it is).
    const fromFrame = frame.contentWindow;
    const post = (origin: string, data: unknown, source: Window | null = fromFrame) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { origin, data, source }));
      });
    await post('https://evil.example', { source: 'review-widget', event: 'submitted', userCourseUuid: 'uc1' });
    // Same origin but not this frame (another window of the app): ignored.
    await post(window.location.origin, { source: 'review-widget', event: 'submitted', userCourseUuid: 'uc1' }, window);
    await post(window.location.origin, { source: 'review-widget', event: 'submitted', userCourseUuid: 'other' });
    await post(window.location.origin, { source: 'review-widget', event: 'ready', userCourseUuid: 'uc1' });
    await flush();
    expect(api.calls.filter((c) => c.path === '/api/bootstrap.json')).toHaveLength(0);
    await post(window.location.origin, { source: 'review-widget', event: 'submitted', userCourseUuid: 'uc1' });
    await flush();
    expect(api.calls.filter((c) => c.path === '/api/bootstrap.json')).toHaveLength(1);
  });

  it('is our review form for the course, reporting to its framer on the same origin only', async () => {
    const posted: { message: unknown; origin: string }[] = [];
    const parent = { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) };
    Object.defineProperty(window, 'parent', { value: parent, configurable: true });
    try {
      const api = routeFetch({
        'GET /api/user_courses/uc1.json': { status: 200, body: userCourse() },
        'POST /api/reviews.json': { status: 201, body: { coupon: { code: 'THANKS-1', percent: 10 } } },
        'GET /api/bootstrap.json': { status: 200, body: bootstrapData({ currentUser: user() }) },
      });
      vi.stubGlobal('fetch', api.fetchImpl);
      view = await renderRoutes(
        [{ path: '/shopper-approved-iframe/:userCourseUuid', element: <ReviewWidgetPage /> }],
        '/shopper-approved-iframe/uc1',
        bootstrapData({ currentUser: user() }),
      );
      await shows('How was');
      expect(view.container.querySelector('h1')?.textContent).toBe('Leave a Review');
      expect(view.container.textContent).toContain('How was Advanced Cardiovascular Life Support?');
      const stars = view.container.querySelector<HTMLInputElement>('input[value="5"]')!;
      await click(stars);
      await click(button(view.container, 'Submit Review'));
      await shows('Thank you for your review!');
      expect(api.calls.find((c) => c.path === '/api/reviews.json')?.body).toMatchObject({
        rating: 5,
        userCourseUuid: 'uc1',
      });
      expect(view.container.textContent).toContain('Thank you for your review!');
      expect(posted.map((p) => (p.message as { event: string }).event)).toEqual(['ready', 'submitted']);
      expect(new Set(posted.map((p) => p.origin))).toEqual(new Set([window.location.origin]));
    } finally {
      Object.defineProperty(window, 'parent', { value: window, configurable: true });
    }
  });
});
