// @vitest-environment happy-dom
// A page whose code fails to load (a chunk lost on flaky Wi-Fi) shows the error page, and the next
// visit imports it again instead of keeping the failure until a full reload.
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { page, type Preloadable } from '@web/app/lazy-page';
import { RouteErrorBoundary } from '@web/app/route-error';
import { flush, renderRoutes, type Rendered } from './support/dom';

function FlakyPage() {
  return <h1>Flaky page</h1>;
}

/** An import that fails the first time and succeeds after. */
function flakyImport() {
  let attempts = 0;
  const load = async () => {
    attempts += 1;
    if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return { FlakyPage };
  };
  return { load, attempts: () => attempts };
}

function Root() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<p>Loading</p>}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

const table = (route: Pick<RouteObject, 'element' | 'handle'>): RouteObject[] => [
  {
    element: <Root />,
    children: [
      { path: '/flaky', ...route },
      { path: '/other', element: <h1>Other page</h1> },
    ],
  },
];

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});
const heading = () => view!.container.querySelector('h1')?.textContent;
const go = async (to: string) => {
  view!.router.navigate(to);
  await flush(6);
};

describe('a lazy page whose import fails', () => {
  it('shows the error page, and the next visit imports the page again', async () => {
    const flaky = flakyImport();
    view = await renderRoutes(table(page(flaky.load, 'FlakyPage')), '/flaky');
    await flush(6);
    expect(heading()).toBe('Something went wrong');
    // Not imported again while the error is on screen (that would loop while offline).
    await flush(6);
    expect(flaky.attempts()).toBe(1);
    await go('/other');
    expect(heading()).toBe('Other page');
    await go('/flaky');
    expect(heading()).toBe('Flaky page');
    expect(flaky.attempts()).toBe(2);
  });

  it('a failed preload (fresh load) is not kept: rendering the page imports it again', async () => {
    const flaky = flakyImport();
    const route = page(flaky.load, 'FlakyPage');
    const Page = (route.element as unknown as { type: Preloadable }).type;
    await expect(Page.preload()).rejects.toThrow('Failed to fetch');
    view = await renderRoutes(table(route), '/flaky');
    await flush(6);
    expect(heading()).toBe('Flaky page');
    expect(flaky.attempts()).toBe(2);
  });
});
