// @vitest-environment happy-dom
// The one pending / failed / not-found pattern every page uses, against a mocked API.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { QueryState } from '@web/components/query-state';
import { useContractQuery } from '@web/lib/contract-query';
import { button, click, flush, jsonResponse, renderRoutes, type Rendered } from './support/dom';
import { deferred, exam } from './exams/fixtures';
import { apiRoute } from '@web/lib/api-route';
const getUserExam = apiRoute('exams/get-user-exam');

const fetchMock = vi.fn<typeof fetch>();
let view: Rendered | undefined;
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
});

function ExamName({ variant }: { variant?: 'page' | 'section' | 'block' }) {
  const query = useContractQuery(getUserExam, { params: { uuid: 'e1' } });
  return (
    <QueryState
      query={query}
      variant={variant}
      pending="Loading Exam..."
      failed="We could not load this exam"
      notFound={{ title: 'Exam not found', message: 'We could not find this exam.' }}
    >
      {(data) => <h1>{data.name}</h1>}
    </QueryState>
  );
}

const render = (variant?: 'page' | 'section' | 'block', at = '/') =>
  renderRoutes(
    [
      { path: '/', element: <ExamName variant={variant} /> },
      { path: '/group-portal/exam', element: <ExamName variant={variant} /> },
      { path: '/admin-content/exam', element: <ExamName variant={variant} /> },
      { path: '/dashboard', element: <p>Dashboard</p> },
    ] as RouteObject[],
    at,
  );

describe('QueryState', () => {
  it('announces the wait, then shows the data', async () => {
    const reply = deferred<Response>();
    fetchMock.mockReturnValueOnce(reply.promise);
    view = await render();
    const status = view.container.querySelector('[role="status"]');
    expect(status?.textContent).toBe('Loading Exam...');
    expect(status?.getAttribute('aria-live')).toBe('polite');
    reply.resolve(jsonResponse(200, exam()));
    await flush();
    expect(view.container.querySelector('h1')?.textContent).toBe('Advanced Cardiovascular Life Support');
  });

  it('a failure says what failed, as an alert, and Try again reads again', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(400, { message: 'Bad' }))
      .mockResolvedValueOnce(jsonResponse(200, exam()));
    view = await render();
    await flush();
    const alert = view.container.querySelector('[role="alert"]')!;
    expect(alert.querySelector('h1')?.textContent).toBe('We could not load this exam');
    await click(button(view.container, 'Try again'));
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(view.container.querySelector('h1')?.textContent).toBe('Advanced Cardiovascular Life Support');
  });

  it('a declared 404 is not found: its own heading and a way back, no retry', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { message: 'Exam not found' }));
    view = await render();
    await flush();
    expect(view.container.querySelector('h1')?.textContent).toBe('Exam not found');
    expect(view.container.textContent).toContain('We could not find this exam.');
    expect(view.container.querySelector('a[href="/dashboard"]')?.textContent).toBe('Back to My Learning');
    expect(() => button(view!.container, 'Try again')).toThrow();
  });

  it("the way back leads to the start of the page's own area: the group portal, content admin", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(404, { message: 'Exam not found' }));
    view = await render('page', '/group-portal/exam');
    await flush();
    expect(view.container.querySelector('a[href="/group-portal"]')?.textContent).toBe('Back to the Group Dashboard');
    view.unmount();
    view = await render('page', '/admin-content/exam');
    await flush();
    expect(view.container.querySelector('a[href="/admin-content"]')?.textContent).toBe('Back to Content Admin');
  });

  it('under a page heading the states use level 2; in a block they carry no heading', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(400, { message: 'Bad' }));
    view = await render('section');
    await flush();
    expect(view.container.querySelector('h2')?.textContent).toBe('We could not load this exam');
    view.unmount();
    view = await render('block');
    await flush();
    const block = view.container.querySelector('.block-error[role="alert"]')!;
    expect(block.textContent).toContain('We could not load this exam');
    expect(view.container.querySelector('h1, h2, h3')).toBeNull();
    expect(button(view.container, 'Try again')).toBeTruthy();
  });
});
