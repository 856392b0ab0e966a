// @vitest-environment happy-dom
// Unknown paths, through the app's real route table: a signed-in user keeps their layout and
// drawer (a group admin in the group portal keeps the portal's), anyone else gets the public one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@shared/constants';
import { routes } from '@web/app/router';
import { bootstrapData, flush, renderRoutes, user, type Rendered } from './support/dom';

let view: Rendered | undefined;
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 500 })),
  );
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
});

const heading = () => view!.container.querySelector('h1')?.textContent;
const nav = (name: string) => view!.container.querySelector(`nav[aria-label="${name}"]`);

describe('404', () => {
  it('keeps a signed-in user in their layout, with the drawer', async () => {
    view = await renderRoutes(routes, '/no/such/page', bootstrapData({ currentUser: user() }));
    // The signed-in layouts are their own chunk (not on the public pages' first download).
    await vi.waitFor(() => expect(nav('Main')).not.toBeNull());
    expect(view.router.state.location.pathname).toBe('/no/such/page');
    expect(heading()).toBe(MESSAGES.pageNotFound);
    expect(nav('Main')).not.toBeNull();
    expect(view.container.querySelector('.app-shell main#main-content h1')?.textContent).toBe(MESSAGES.pageNotFound);
    expect(view.container.textContent).toContain('Signed in as Lena Learner');
    expect(view.container.querySelector('a[href="/dashboard"].button-link')?.textContent).toBe('Go to the dashboard');
  });

  it("keeps a group admin in the group portal's layout inside the portal", async () => {
    const admin = bootstrapData({
      currentUser: user({ groupAdmin: true, groupId: 'g1' }),
      group: { id: 'g1', name: 'Mercy General Hospital' } as never,
    });
    view = await renderRoutes(routes, '/group-portal/no-such-tab', admin);
    await vi.waitFor(() => expect(nav('Group portal')).not.toBeNull());
    expect(heading()).toBe(MESSAGES.pageNotFound);
    expect(nav('Group portal')).not.toBeNull();
    view.unmount();
    view = await renderRoutes(routes, '/elsewhere', admin);
    await vi.waitFor(() => expect(nav('Main')).not.toBeNull());
  });

  it('shows anyone else the public layout', async () => {
    view = await renderRoutes(routes, '/no/such/page', bootstrapData());
    await flush();
    expect(heading()).toBe(MESSAGES.pageNotFound);
    expect(nav('Main')).toBeNull();
    expect(view.container.querySelector('.public-shell')).not.toBeNull();
  });
});
