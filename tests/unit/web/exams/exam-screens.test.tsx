// @vitest-environment happy-dom
// The exam screens against a mocked API: the index redirects by status, answers are saved on
// selection with a visible save state (and retried), Submit stays unavailable with its reason
// until every answer is saved, scoring follows the reply's redirect, and failed/passed reviews.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet, type RouteObject } from 'react-router-dom';
import { SUBMIT_LOCKED_TOOLTIP } from '@shared/rules/learning';
import { ExamInProgressPage } from '@web/features/exams/pages/exam-in-progress-page';
import { ExamExpiredPage, ExamFailedPage, ExamIndexPage, ExamPassedPage } from '@web/features/exams/pages/exam-pages';
import { clearToasts } from '@web/lib/toast';
import { bootstrapData, button, click, flush, jsonResponse, renderRoutes, user, type Rendered } from '../support/dom';
import { deferred, exam, question, routeFetch } from './fixtures';

let view: Rendered | undefined;

const routes: RouteObject[] = [
  {
    path: '/exams/:userExamUuid',
    element: <Outlet />,
    children: [
      { index: true, element: <ExamIndexPage /> },
      { path: 'in_progress', element: <ExamInProgressPage /> },
      { path: 'failed', element: <ExamFailedPage /> },
      { path: 'passed', element: <ExamPassedPage /> },
      { path: 'expired', element: <ExamExpiredPage /> },
    ],
  },
  { path: '/courses/:userCourseUuid/passed', element: <h1>Post-pass page</h1> },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
];

const session = () => bootstrapData({ currentUser: user() });

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
  vi.useRealTimers();
});

const radiogroups = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>('[role="radiogroup"]'));
const nameOf = (element: HTMLElement) =>
  (element.getAttribute('aria-labelledby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const group = (root: HTMLElement, text: string) => {
  const found = radiogroups(root).find((g) => nameOf(g) === text);
  if (!found) throw new Error(`No radiogroup named ${text}`);
  return found;
};
const radio = (root: HTMLElement, groupText: string, answer: string) => {
  const label = Array.from(group(root, groupText).querySelectorAll('label')).find(
    (l) => l.textContent?.trim() === answer,
  );
  return label!.querySelector('input') as HTMLInputElement;
};
const choose = async (input: HTMLInputElement) => {
  await act(async () => input.click());
  await flush();
};
const submitButton = (root: HTMLElement) => button(root, 'Submit Exam');

describe('exam index', () => {
  it("shows 'Loading Exam...' and goes to the screen matching the status", async () => {
    for (const status of ['in_progress', 'failed', 'passed', 'expired'] as const) {
      const reply = deferred<Response>();
      const { fetchImpl } = routeFetch({
        'GET /api/user_exams/e1.json': () => reply.promise,
        'GET /api/user_questions.json': { status: 200, body: { data: [question(1)], userExam: exam({ status }) } },
      });
      vi.stubGlobal('fetch', fetchImpl);
      view = await renderRoutes(routes, '/exams/e1', session());
      expect(view.container.textContent).toContain('Loading Exam...');
      reply.resolve(jsonResponse(200, exam({ status })));
      await flush();
      expect(view.router.state.location.pathname).toBe(`/exams/e1/${status}`);
      view.unmount();
      view = undefined;
    }
  });

  it('says so when the exam does not exist', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({ 'GET /api/user_exams/nope.json': { status: 404, body: { message: 'Exam not found' } } }).fetchImpl,
    );
    view = await renderRoutes(routes, '/exams/nope', session());
    await flush();
    expect(view.container.querySelector('h1')?.textContent).toBe('Exam not found');
  });

  it('offers to try again when loading fails', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      // A status the contract does not declare: an error the screen shows (4xx are not retried).
      routeFetch({
        'GET /api/user_exams/e1.json': () =>
          fail ? jsonResponse(400, { message: 'Bad request' }) : jsonResponse(200, exam()),
      }).fetchImpl,
    );
    view = await renderRoutes(routes, '/exams/e1', session());
    await flush(6);
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('We could not load this exam');
    fail = false;
    await click(button(view.container, 'Try again'));
    await flush();
    expect(view.router.state.location.pathname).toBe('/exams/e1/in_progress');
  });
});

describe('exam in progress', () => {
  const questions = () => [question(1), question(2, { selectedUserAnswerId: 'q2b' }), question(3)];

  function api(
    options: { answer?: (body: { selectedUserAnswerId: string }, id: string) => Response | Promise<Response> } = {},
  ) {
    let answered = 1;
    return routeFetch({
      'GET /api/user_exams/e1.json': { status: 200, body: exam({ answeredCount: 1 }) },
      'GET /api/user_questions.json': {
        status: 200,
        body: { data: questions(), userExam: exam({ answeredCount: 1 }) },
      },
      ...Object.fromEntries(
        ['q1', 'q2', 'q3'].map((id) => [
          `PATCH /api/user_questions/${id}.json`,
          ({ body }: { body: unknown }) => {
            const chosen = (body as { selectedUserAnswerId: string }).selectedUserAnswerId;
            if (options.answer) return options.answer(body as { selectedUserAnswerId: string }, id);
            answered += 1;
            return jsonResponse(200, {
              userExam: exam({ answeredCount: answered }),
              userQuestion: { ...question(Number(id.slice(1))), selectedUserAnswerId: chosen },
            });
          },
        ]),
      ),
    });
  }

  it('names each radio group by its question, numbers it, and shows progress', async () => {
    const { fetchImpl, calls } = api();
    vi.stubGlobal('fetch', fetchImpl);
    view = await renderRoutes(routes, '/exams/e1/in_progress', session());
    await flush();
    expect(calls.find((c) => c.path === '/api/user_questions.json')?.search).toBe('?userExamUuid=e1');
    expect(radiogroups(view.container).map(nameOf)).toEqual([
      'Question text 1?',
      'Question text 2?',
      'Question text 3?',
    ]);
    expect(describedText(group(view.container, 'Question text 1?'))).toContain('Question 1 of 3');
    expect(group(view.container, 'Question text 1?').tagName).toBe('FIELDSET');
    expect(group(view.container, 'Question text 1?').querySelector('legend')?.textContent).toContain(
      'Question text 1?',
    );
    // Native radios: one tab stop per group, arrow keys move between answers.
    const inputs = group(view.container, 'Question text 1?').querySelectorAll<HTMLInputElement>('input[type="radio"]');
    expect(inputs).toHaveLength(3);
    expect(new Set(Array.from(inputs).map((i) => i.name)).size).toBe(1);
    expect(radio(view.container, 'Question text 2?', 'Answer B of 2').checked).toBe(true);
    expect(view.container.textContent).toContain('1 of 3 questions answered');
    expect(view.container.querySelector('progress')?.getAttribute('value')).toBe('1');
    expect(view.container.querySelector('h1')?.textContent).toBe('Advanced Cardiovascular Life Support');
  });

  it('keeps Submit unavailable, with its reason reachable by keyboard, until every answer is saved', async () => {
    const { fetchImpl } = api();
    vi.stubGlobal('fetch', fetchImpl);
    view = await renderRoutes(routes, '/exams/e1/in_progress', session());
    await flush();
    const submit = submitButton(view.container);
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(submit.disabled).toBe(false); // still focusable, so the reason can be heard
    expect(describedText(submit)).toBe(SUBMIT_LOCKED_TOOLTIP);
    expect(document.getElementById(submit.getAttribute('aria-describedby')!)?.getAttribute('role')).toBe('tooltip');
    await act(async () => submit.focus());
    expect(view.container.querySelector('.tooltip--open')?.textContent).toBe(SUBMIT_LOCKED_TOOLTIP);
    // Clicking it does not submit.
    await click(submit);

    await choose(radio(view.container, 'Question text 1?', 'Answer A of 1'));
    expect(submitButton(view.container).getAttribute('aria-disabled')).toBe('true');
    await choose(radio(view.container, 'Question text 3?', 'Answer C of 3'));
    expect(view.container.textContent).toContain('3 of 3 questions answered');
    expect(submitButton(view.container).getAttribute('aria-disabled')).toBeNull();
    expect(submitButton(view.container).getAttribute('aria-describedby')).toBeNull();
  });

  it("saves on selection: 'Saving…' then 'Saved'", async () => {
    const reply = deferred<Response>();
    const { fetchImpl, calls } = api({ answer: () => reply.promise });
    vi.stubGlobal('fetch', fetchImpl);
    view = await renderRoutes(routes, '/exams/e1/in_progress', session());
    await flush();
    await choose(radio(view.container, 'Question text 1?', 'Answer B of 1'));
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch).toMatchObject({ path: '/api/user_questions/q1.json', body: { selectedUserAnswerId: 'q1b' } });
    const status = () =>
      group(view!.container, 'Question text 1?').querySelector('[role="status"]')?.textContent?.trim();
    expect(status()).toBe('Saving…');
    expect(radio(view.container, 'Question text 1?', 'Answer B of 1').checked).toBe(true);
    reply.resolve(
      jsonResponse(200, {
        userExam: exam({ answeredCount: 2 }),
        userQuestion: { ...question(1), selectedUserAnswerId: 'q1b' },
      }),
    );
    await flush();
    expect(status()).toBe('✓Saved');
  });

  it("keeps a failed answer, says 'Not saved — retry', warns before leaving, and saves it on retry", async () => {
    let ok = false;
    const { fetchImpl, calls } = api({
      answer: ({ selectedUserAnswerId }) =>
        ok
          ? jsonResponse(200, {
              userExam: exam({ answeredCount: 2 }),
              userQuestion: { ...question(1), selectedUserAnswerId },
            })
          : jsonResponse(503, { message: 'down' }),
    });
    vi.stubGlobal('fetch', fetchImpl);
    const listeners: string[] = [];
    const add = window.addEventListener.bind(window);
    vi.spyOn(window, 'addEventListener').mockImplementation(
      (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
        listeners.push(type);
        add(type, listener, options);
      },
    );
    view = await renderRoutes(routes, '/exams/e1/in_progress', session());
    await flush();
    await choose(radio(view.container, 'Question text 1?', 'Answer C of 1'));
    await flush();
    const q1 = () => group(view!.container, 'Question text 1?');
    expect(q1().querySelector('.save-status')?.textContent?.replace(/\s+/g, ' ').trim()).toBe('!Not saved — retry');
    expect(radio(view.container, 'Question text 1?', 'Answer C of 1').checked).toBe(true);
    expect(view.container.textContent).toContain('2 of 3 questions answered');

    // Leaving the page now asks first.
    expect(listeners).toContain('beforeunload');
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    ok = true;
    const retry = q1().querySelector<HTMLButtonElement>('.save-status__retry')!;
    expect(retry.getAttribute('aria-label')).toBe('Retry saving the answer to question 1');
    await click(retry);
    await flush();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { selectedUserAnswerId: 'q1c' },
      { selectedUserAnswerId: 'q1c' },
    ]);
    expect(q1().querySelector('[role="status"]')?.textContent).toBe('✓Saved');
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('asks before in-app navigation while an answer is unsaved', async () => {
    const { fetchImpl } = api({ answer: () => jsonResponse(503, { message: 'down' }) });
    vi.stubGlobal('fetch', fetchImpl);
    view = await renderRoutes(routes, '/exams/e1/in_progress', session());
    await flush();
    await choose(radio(view.container, 'Question text 1?', 'Answer A of 1'));
    await act(() => view!.router.navigate('/dashboard'));
    await flush();
    expect(view.router.state.location.pathname).toBe('/exams/e1/in_progress');
    expect(Array.from(document.querySelectorAll('dialog h2')).map((h) => h.textContent)).toContain('Leave the exam?');
    await click(button(view.container, 'Stay on this page'));
    expect(view.router.state.location.pathname).toBe('/exams/e1/in_progress');
    await act(() => view!.router.navigate('/dashboard'));
    await flush();
    await click(button(view.container, 'Leave anyway'));
    await flush();
    expect(view.router.state.location.pathname).toBe('/dashboard');
  });

  it('submits with score_it and follows the redirect to the result', async () => {
    let scored = false;
    const { fetchImpl, calls } = routeFetch({
      'GET /api/user_exams/e1.json': () =>
        jsonResponse(200, scored ? exam({ status: 'failed', score: 33 }) : exam({ answeredCount: 3, canSubmit: true })),
      'GET /api/user_questions.json': () =>
        jsonResponse(200, {
          data: [1, 2, 3].map((n) =>
            question(n, {
              selectedUserAnswerId: `q${n}a`,
              ...(scored ? { correct: n === 1, correctAnswer: `Answer A of ${n}` } : {}),
            }),
          ),
          userExam: scored ? exam({ status: 'failed', score: 33 }) : exam({ answeredCount: 3 }),
        }),
      'PATCH /api/user_exams/e1/score_it.json': () => {
        scored = true;
        return jsonResponse(200, {
          userExam: exam({ status: 'failed', score: 33 }),
          redirect: '/exams/e1/failed',
          toaster: { type: 'info', message: 'You scored 33%.' },
        });
      },
    });
    vi.stubGlobal('fetch', fetchImpl);
    view = await renderRoutes(routes, '/exams/e1/in_progress', session());
    await flush();
    expect(submitButton(view.container).getAttribute('aria-disabled')).toBeNull();
    await click(submitButton(view.container));
    await flush(6);
    expect(calls.some((c) => c.method === 'PATCH' && c.path === '/api/user_exams/e1/score_it.json')).toBe(true);
    expect(view.router.state.location.pathname).toBe('/exams/e1/failed');
    expect(view.container.textContent).toContain('You did not pass this time');
  });

  it('shows the server message when submitting is refused (422)', async () => {
    const { fetchImpl } = routeFetch({
      'GET /api/user_exams/e1.json': { status: 200, body: exam({ answeredCount: 3 }) },
      'GET /api/user_questions.json': {
        status: 200,
        body: { data: [1, 2, 3].map((n) => question(n, { selectedUserAnswerId: `q${n}a` })), userExam: exam() },
      },
      'PATCH /api/user_exams/e1/score_it.json': { status: 422, body: { errors: { base: [SUBMIT_LOCKED_TOOLTIP] } } },
    });
    vi.stubGlobal('fetch', fetchImpl);
    view = await renderRoutes(routes, '/exams/e1/in_progress', session());
    await flush();
    await click(submitButton(view.container));
    expect(view.container.querySelector('.form-alert')?.textContent).toContain(SUBMIT_LOCKED_TOOLTIP);
    expect(view.router.state.location.pathname).toBe('/exams/e1/in_progress');
  });

  it('goes to the results when a save finds the exam already submitted (409)', async () => {
    let submitted = false;
    const { fetchImpl } = routeFetch({
      'GET /api/user_exams/e1.json': () =>
        jsonResponse(200, submitted ? exam({ status: 'passed', score: 100 }) : exam()),
      'GET /api/user_questions.json': () =>
        jsonResponse(200, { data: [question(1)], userExam: submitted ? exam({ status: 'passed' }) : exam() }),
      'PATCH /api/user_questions/q1.json': () => {
        submitted = true;
        return jsonResponse(409, { message: 'This exam has already been submitted.' });
      },
    });
    vi.stubGlobal('fetch', fetchImpl);
    view = await renderRoutes(routes, '/exams/e1/in_progress', session());
    await flush();
    await choose(radio(view.container, 'Question text 1?', 'Answer A of 1'));
    await flush(6);
    expect(view.router.state.location.pathname).toBe('/exams/e1/passed');
  });

  it('sends a finished exam away from /in_progress', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/user_exams/e1.json': { status: 200, body: exam({ status: 'failed', score: 10 }) },
        'GET /api/user_questions.json': {
          status: 200,
          body: { data: [question(1, { correct: false })], userExam: exam({ status: 'failed' }) },
        },
      }).fetchImpl,
    );
    view = await renderRoutes(routes, '/exams/e1/in_progress', session());
    await flush();
    expect(view.router.state.location.pathname).toBe('/exams/e1/failed');
  });
});

describe('scored exams', () => {
  const scoredQuestions = (status: 'failed' | 'passed') => [
    question(1, {
      selectedUserAnswerId: 'q1a',
      correct: true,
      correctAnswer: 'Answer A of 1',
      userAnswers: [
        { id: 'q1a', content: 'Answer A of 1', correct: true },
        { id: 'q1b', content: 'Answer B of 1', correct: false },
      ],
    }),
    question(2, {
      selectedUserAnswerId: 'q2b',
      correct: status === 'passed',
      correctAnswer: 'Answer A of 2',
      userAnswers: [
        { id: 'q2a', content: 'Answer A of 2', correct: true },
        { id: 'q2b', content: 'Answer B of 2', correct: false },
      ],
    }),
  ];

  it('failed: score against the passing score, how many were right, no answer key, and Retake Exam to the new exam', async () => {
    const failed = exam({ status: 'failed', score: 50, correctCount: 1, questionCount: 2, passingScore: 80 });
    const { fetchImpl, calls } = routeFetch({
      'GET /api/user_exams/e1.json': { status: 200, body: failed },
      'GET /api/user_questions.json': ({ url }) =>
        url.searchParams.get('userExamUuid') === 'e2'
          ? jsonResponse(200, { data: [question(1)], userExam: exam({ uuid: 'e2', id: 'e2' }) })
          : jsonResponse(200, { data: scoredQuestions('failed'), userExam: failed }),
      'GET /api/user_exams/e2.json': { status: 200, body: exam({ uuid: 'e2', id: 'e2' }) },
      'PATCH /api/user_exams/e1/retake_it.json': {
        status: 200,
        body: { userExam: exam({ uuid: 'e2', id: 'e2' }), redirect: '/exams/e2/in_progress' },
      },
    });
    vi.stubGlobal('fetch', fetchImpl);
    view = await renderRoutes(routes, '/exams/e1/failed', session());
    await flush();
    const text = view.container.textContent ?? '';
    expect(text).toContain('FAILED');
    expect(text).toMatch(/Your score\s*50%/);
    expect(text).toMatch(/Passing score\s*80%/);
    expect(text).toMatch(/Correct answers\s*1 of 2/);
    expect(text).toMatch(/Required to pass\s*2 of 2 correct/);
    expect(text).toContain('1 more correct answer would have done it');
    expect(text).toContain('The correct answers are shown once you pass.');
    expect(view.container.querySelectorAll('.review-item')).toHaveLength(0);
    expect(view.container.querySelector('.tag--correct')).toBeNull();

    await click(button(view.container, 'Retake Exam'));
    await flush(6);
    expect(calls.some((c) => c.method === 'PATCH' && c.path === '/api/user_exams/e1/retake_it.json')).toBe(true);
    expect(view.router.state.location.pathname).toBe('/exams/e2/in_progress');
    expect(radiogroups(view.container).map(nameOf)).toEqual(['Question text 1?']);
  });

  it('passed: the score, a review and a link to the post-pass page', async () => {
    const passed = exam({
      status: 'passed',
      score: 100,
      correctCount: 2,
      questionCount: 2,
      passedAt: '2026-05-04T15:30:00.000Z',
      scoredAt: '2026-05-04T15:30:00.000Z',
    });
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/user_exams/e1.json': { status: 200, body: passed },
        'GET /api/user_questions.json': { status: 200, body: { data: scoredQuestions('passed'), userExam: passed } },
      }).fetchImpl,
    );
    view = await renderRoutes(routes, '/exams/e1/passed', session());
    await flush();
    expect(view.container.textContent).toContain('PASSED');
    expect(view.container.textContent).toMatch(/Your score\s*100%/);
    expect(view.container.textContent).toContain('May 4, 2026');
    expect(view.container.querySelectorAll('.review-item--correct')).toHaveLength(2);
    const link = Array.from(view.container.querySelectorAll('a')).find(
      (a) => a.textContent === 'Get Your Provider Card',
    );
    expect(link?.getAttribute('href')).toBe('/courses/uc1/passed');
    // An old pass gets no confetti.
    expect(view.container.querySelector('[data-testid="confetti"]')).toBeNull();
  });

  it('passed just now: confetti (unless reduced motion is asked for)', async () => {
    const now = new Date().toISOString();
    const passed = exam({ status: 'passed', score: 100, passedAt: now, scoredAt: now });
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/user_exams/e1.json': { status: 200, body: passed },
        'GET /api/user_questions.json': { status: 200, body: { data: scoredQuestions('passed'), userExam: passed } },
      }).fetchImpl,
    );
    view = await renderRoutes(routes, '/exams/e1/passed', session());
    await flush();
    expect(view.container.querySelector('[data-testid="confetti"]')).not.toBeNull();
    view.unmount();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    view = await renderRoutes(routes, '/exams/e1/passed', session());
    await flush();
    expect(view.container.querySelector('[data-testid="confetti"]')).toBeNull();
  });

  it('expired: the score and a review', async () => {
    const expired = exam({ status: 'expired', score: 90, correctCount: 3, passedAt: '2023-01-02T10:00:00.000Z' });
    vi.stubGlobal(
      'fetch',
      routeFetch({
        'GET /api/user_exams/e1.json': { status: 200, body: expired },
        'GET /api/user_questions.json': { status: 200, body: { data: scoredQuestions('passed'), userExam: expired } },
      }).fetchImpl,
    );
    view = await renderRoutes(routes, '/exams/e1/expired', session());
    await flush();
    expect(view.container.textContent).toContain('EXPIRED');
    expect(view.container.textContent).toContain('This certification has expired');
    expect(view.container.querySelectorAll('.review-item')).toHaveLength(2);
  });
});
