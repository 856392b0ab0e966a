// @vitest-environment happy-dom
// The declarative router keeps what the app took from React Router's data router: a page can hold
// navigations (links, redirects, back/forward) until the user decides, and a page that throws
// shows the error page until the next navigation.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { useBlocker } from '@web/lib/app-router';
import { RouteErrorBoundary } from '@web/app/route-error';
import { button, click, flush, renderRoutes, type Rendered } from './support/dom';

let view: Rendered | undefined;

function Broken(): never {
  throw new Error('render failed');
}
function Shell() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Outlet />
    </RouteErrorBoundary>
  );
}
afterEach(() => {
  view?.unmount();
  view = undefined;
});

function Guarded() {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
  return (
    <>
      <h1>Exam</h1>
      <Link to="/elsewhere">Leave</Link>
      {blocker.state === 'blocked' ? (
        <p>
          Going to {blocker.location.pathname}?
          <button type="button" onClick={() => blocker.proceed()}>
            Leave anyway
          </button>
          <button type="button" onClick={() => blocker.reset()}>
            Stay
          </button>
        </p>
      ) : null}
    </>
  );
}

const routes: RouteObject[] = [
  { path: '/start', element: <h1>Start</h1> },
  { path: '/exam', element: <Guarded /> },
  { path: '/elsewhere', element: <h1>Elsewhere</h1> },
];
const heading = () => view!.container.querySelector('h1')?.textContent;

describe('app router', () => {
  it('holds a link until the page lets it go, and stays on reset', async () => {
    view = await renderRoutes(routes, '/exam');
    await click(view.container.querySelector('a')!);
    expect(view.router.state.location.pathname).toBe('/exam');
    expect(view.container.textContent).toContain('Going to /elsewhere?');
    await click(button(view.container, 'Stay'));
    expect(view.container.textContent).not.toContain('Going to');
    expect(heading()).toBe('Exam');
    await click(view.container.querySelector('a')!);
    await click(button(view.container, 'Leave anyway'));
    expect(view.router.state.location.pathname).toBe('/elsewhere');
    expect(heading()).toBe('Elsewhere');
  });

  it('holds the back button too, and goes back once the user agrees', async () => {
    view = await renderRoutes(routes, '/start');
    await act(() => view!.router.navigate('/exam'));
    await flush();
    expect(heading()).toBe('Exam');
    await act(() => view!.router.navigate(-1));
    await flush();
    expect(view.router.state.location.pathname).toBe('/exam');
    expect(view.container.textContent).toContain('Going to /start?');
    await click(button(view.container, 'Leave anyway'));
    expect(view.router.state.location.pathname).toBe('/start');
    expect(heading()).toBe('Start');
  });

  it('shows the error page for a page that throws, until the next navigation', async () => {
    const original = console.error;
    console.error = () => {};
    try {
      view = await renderRoutes(
        [
          {
            element: <Shell />,
            children: [
              { path: '/broken', element: <Broken /> },
              { path: '/fine', element: <h1>Fine</h1> },
            ],
          },
        ],
        '/broken',
      );
      expect(heading()).toBe('Something went wrong');
      await act(() => view!.router.navigate('/fine'));
      await flush();
      expect(heading()).toBe('Fine');
    } finally {
      console.error = original;
    }
  });
});
