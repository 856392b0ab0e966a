// @vitest-environment happy-dom
// The sign-up form on the shared form helper: the contract's own messages before sending, the
// server's 422 under the fields, an Idempotency-Key on the request, and signing in on 201.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { CreateAccountPage } from '@web/features/profile/pages/create-account-page';
import { sessionData } from '@web/lib/session';
import {
  bootstrapData,
  button,
  byLabel,
  click,
  flush,
  jsonResponse,
  renderRoutes,
  type,
  user,
  type Rendered,
} from './support/dom';

const fetchMock = vi.fn<typeof fetch>();
let view: Rendered | undefined;
const routes: RouteObject[] = [
  { path: '/create-account', element: <CreateAccountPage /> },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
});

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await type(byLabel(view!.container, label), value);
}
const complete = {
  'First name': 'Lena',
  'Last name': 'Learner',
  Email: 'lena@example.com',
  Phone: '+1 555 555 0123',
  Password: 'Password123!',
};

describe('create account', () => {
  it("checks the fields with the contract's rules before sending, and focuses the first problem", async () => {
    view = await renderRoutes(routes, '/create-account');
    await fill({ ...complete, 'First name': ' ', Email: 'nope' });
    await click(button(view.container, 'Create account'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(byLabel(view.container, 'First name').getAttribute('aria-invalid')).toBe('true');
    expect(view.container.textContent).toContain("First name can't be blank");
    expect(view.container.textContent).toContain('Email is invalid');
    expect(document.activeElement).toBe(byLabel(view.container, 'First name'));
    await type(byLabel(view.container, 'Email'), 'lena@example.com');
    expect(byLabel(view.container, 'Email').getAttribute('aria-invalid')).not.toBe('true');
    expect(byLabel(view.container, 'First name').getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the server's 422 under its field and a 409 for the form", async () => {
    view = await renderRoutes(routes, '/create-account');
    await fill(complete);
    fetchMock.mockResolvedValueOnce(jsonResponse(422, { errors: { email: ['has already been taken'] } }));
    await click(button(view.container, 'Create account'));
    expect(byLabel(view.container, 'Email').getAttribute('aria-invalid')).toBe('true');
    expect(view.container.textContent).toContain('has already been taken');
    expect(document.activeElement).toBe(byLabel(view.container, 'Email'));
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { message: 'This request is already being processed.' }));
    await click(button(view.container, 'Create account'));
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain(
      'This request is already being processed.',
    );
  });

  it('signs up with an Idempotency-Key and lands signed in', async () => {
    view = await renderRoutes(routes, '/create-account');
    await fill(complete);
    fetchMock
      .mockResolvedValueOnce(jsonResponse(201, { user: user(), group: null, redirect: '/dashboard' }))
      .mockResolvedValue(jsonResponse(200, bootstrapData({ currentUser: user() })));
    await click(button(view.container, 'Create account'));
    await flush();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users.json');
    expect((init!.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(JSON.parse(String(init?.body))).toMatchObject({ firstName: 'Lena', email: 'lena@example.com' });
    expect(sessionData()?.currentUser?.firstName).toBe('Lena');
    expect(view.router.state.location.pathname).toBe('/dashboard');
  });
});
