// @vitest-environment happy-dom
// The learner layout: the drawer's entries (Group Dashboard for group admins only), the referral
// button hidden on exams, the narrow-screen modal drawer, and the dashboard's empty state by role.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { UserLayout } from '@web/app/layouts/user-layout';
import { DashboardPage } from '@web/features/learning/pages/dashboard-page';
import { bootstrapData, button, click, renderRoutes, user, type Rendered } from './support/dom';

let narrow = false;
let view: Rendered | undefined;
const routes: RouteObject[] = [
  {
    element: <UserLayout />,
    children: [
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/exams/:id', element: <h1>Exam</h1> },
    ],
  },
];

beforeEach(() => {
  narrow = false;
  // No API here: the pages' reads fail as offline, whatever else listens on localhost (a running npm start).
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query.includes('max-width'),
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

const navTexts = (root: ParentNode) =>
  Array.from(root.querySelectorAll('nav[aria-label="Main"] a')).map((a) =>
    (a.querySelector('span:not(.visually-hidden):not(.external-link__icon)')?.textContent ?? '').trim(),
  );

describe('user layout', () => {
  it("lists the learner's drawer entries, with Help the app's own page when no help centre is configured", async () => {
    view = await renderRoutes(routes, '/dashboard', bootstrapData({ currentUser: user() }));
    expect(navTexts(view.container)).toEqual([
      'Purchase Courses',
      'My Learning',
      'Manage CE',
      'Profile',
      'Billing',
      'Referrals',
      'Help',
      'Logout',
    ]);
    const help = Array.from(view.container.querySelectorAll('nav a')).find((a) => a.textContent?.includes('Help'))!;
    expect(help.getAttribute('href')).toBe('/help');
    expect(help.getAttribute('target')).toBeNull();
    expect(view.container.querySelector('a[aria-current="page"]')?.textContent).toContain('My Learning');
  });

  it('adds Group Dashboard for group admins', async () => {
    view = await renderRoutes(
      routes,
      '/dashboard',
      bootstrapData({ currentUser: user({ groupAdmin: true, groupId: 'g1' }) }),
    );
    expect(navTexts(view.container)).toContain('Group Dashboard');
  });

  it("shows 'Refer To Earn $25' except on exams", async () => {
    view = await renderRoutes(routes, '/dashboard', bootstrapData({ currentUser: user() }));
    const refer = () =>
      Array.from(view!.container.querySelectorAll('a')).find((a) => a.textContent === 'Refer To Earn $25');
    expect(refer()?.getAttribute('href')).toBe('/refer-to-earn');
    await act(() => view!.router.navigate('/exams/abc'));
    expect(refer()).toBeUndefined();
  });

  it('puts the drawer behind a Menu button on narrow screens', async () => {
    narrow = true;
    view = await renderRoutes(routes, '/dashboard', bootstrapData({ currentUser: user() }));
    expect(view.container.querySelector('nav[aria-label="Main"]')).toBeNull();
    const menu = button(view.container, 'Menu');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await click(menu);
    const dialog = view.container.querySelector('dialog')!;
    expect(dialog.getAttribute('aria-label')).toBe('Menu');
    expect(dialog.querySelector('nav[aria-label="Main"]')).not.toBeNull();
    await click(dialog.querySelector<HTMLButtonElement>('button[aria-label="Close menu"]')!);
    expect(view.container.querySelector('dialog nav')).toBeNull();
  });
});
