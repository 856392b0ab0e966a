// @vitest-environment happy-dom
// Every navigation starts at the top of the page, except between a course's detail views (its tabs
// and sections, the catalogue's course page or a subscription's), which keep the reader's place.
import { act } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { Outlet, type RouteObject } from 'react-router-dom';
import { RouteEffects } from '@web/app/route-effects';
import { renderRoutes, type Rendered } from './support/dom';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
});

const routes: RouteObject[] = [
  {
    element: (
      <>
        <RouteEffects />
        <Outlet />
      </>
    ),
    children: [{ path: '*', element: <main id="main-content" tabIndex={-1} /> }],
  },
];

it('scrolls to the top unless moving between course detail views', async () => {
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  view = await renderRoutes(routes, '/dashboard');
  const go = async (to: string) => {
    scrollTo.mockClear();
    await act(() => view!.router.navigate(to));
    return scrollTo.mock.calls.length > 0;
  };
  expect(await go('/courses/acls')).toBe(true);
  expect(await go('/courses/acls/uc1')).toBe(false);
  expect(await go('/user-portal/subscriptions/s1/courses/acls/details')).toBe(false);
  expect(await go('/user-portal/subscriptions/s1/courses/acls/disclosures')).toBe(false);
  expect(await go('/dashboard')).toBe(true);
  expect(await go('/user-portal/subscriptions/s1/courses/acls/details')).toBe(true);
});
