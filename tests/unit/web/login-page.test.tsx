// @vitest-environment happy-dom
// The login screen's steps against a mocked API: identity -> password or passcode, Back, and
// the guards around it.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { Outlet } from 'react-router-dom';
import { LoginPage } from '@web/features/auth/pages/login-page';
import { PublicOnly, RequireGroupAdmin, RequireUser } from '@web/app/guards';
import { clearToasts, currentToasts } from '@web/lib/toast';
import {
  bootstrapData,
  button,
  byLabel,
  click,
  findByLabel,
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
  { element: <PublicOnly />, children: [{ path: '/login', element: <LoginPage /> }] },
  {
    element: <RequireUser />,
    children: [
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/billing', element: <h1>Billing</h1> },
    ],
  },
  { element: <RequireGroupAdmin />, children: [{ path: '/group-portal', element: <h1>Group</h1> }] },
  { path: '/create-account', element: <Outlet /> },
  { path: '/forgot-password', element: <h1>Forgot</h1> },
];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  clearToasts();
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
});

const signedIn = (overrides = {}) => ({ currentUser: user(overrides), group: null, redirect: '/dashboard' });

describe('login', () => {
  it("keeps 'Next' disabled until something is typed, then asks for the password", async () => {
    view = await renderRoutes(routes, '/login');
    const next = button(view.container, 'Next');
    expect(next.disabled).toBe(true);
    await type(byLabel(view.container, 'Email or phone'), '   ');
    expect(button(view.container, 'Next').disabled).toBe(true);
    await type(byLabel(view.container, 'Email or phone'), 'learner@example.com');
    expect(button(view.container, 'Next').disabled).toBe(false);

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { verifyBy: 'password' }));
    await click(button(view.container, 'Next'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/evaluate_auth.json');
    expect(byLabel(view.container, 'Password')).toBeTruthy();
    expect(view.container.textContent).toContain('learner@example.com');

    fetchMock.mockResolvedValueOnce(
      jsonResponse(422, { errors: { password: ['The email, phone number or password is incorrect.'] } }),
    );
    await type(byLabel(view.container, 'Password'), 'nope');
    await click(button(view.container, 'Sign In'));
    const password = byLabel(view.container, 'Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(view.container.textContent).toContain('The email, phone number or password is incorrect.');
    expect(document.activeElement).toBe(password);

    fetchMock.mockResolvedValueOnce(jsonResponse(200, signedIn()));
    await type(password, 'Password123!');
    await click(button(view.container, 'Sign In'));
    await flush();
    expect(view.router.state.location.pathname).toBe('/dashboard');
  });

  it('asks for the two-step code after a right password, offers a recovery code, and signs in', async () => {
    view = await renderRoutes(routes, '/login');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { verifyBy: 'password' }));
    await type(byLabel(view.container, 'Email or phone'), 'admin@example.com');
    await click(button(view.container, 'Next'));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { secondFactor: 'totp' }));
    await type(byLabel(view.container, 'Password'), 'Password123!');
    await click(button(view.container, 'Sign In'));
    expect(view.router.state.location.pathname).toBe('/login');
    // The step's code loads when an account first reaches it.
    expect(await findByLabel(view.container, 'Authentication code')).toBeTruthy();

    await click(button(view.container, 'Use a recovery code'));
    fetchMock.mockResolvedValueOnce(
      jsonResponse(422, { errors: { recoveryCode: ['This recovery code is incorrect or was already used.'] } }),
    );
    await type(byLabel(view.container, 'Recovery code'), 'aaaa-bbbb-cccc');
    await click(button(view.container, 'Verify'));
    expect(JSON.parse(fetchMock.mock.calls.at(-1)![1]!.body as string)).toEqual({ recoveryCode: 'aaaa-bbbb-cccc' });
    expect(byLabel(view.container, 'Recovery code').getAttribute('aria-invalid')).toBe('true');

    await click(button(view.container, 'Use your authenticator app'));
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, signedIn({ contentAdmin: true, mfaEnabled: true, mfaRequired: true })),
    );
    await type(byLabel(view.container, 'Authentication code'), '123456');
    await click(button(view.container, 'Verify'));
    await flush();
    const challenge = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/mfa_challenge.json').at(-1)!;
    expect(JSON.parse(challenge[1]!.body as string)).toEqual({ code: '123456' });
    expect(view.router.state.location.pathname).toBe('/dashboard');
  });

  it('sends an admin who must set up two-step verification to the setup, whatever page they open', async () => {
    view = await renderRoutes(
      [...routes, { path: '/two-step-verification', element: <h1>Setup</h1> }],
      '/billing',
      bootstrapData({ currentUser: user({ contentAdmin: true, mfaRequired: true }) }),
    );
    await flush();
    expect(view.router.state.location.pathname).toBe('/two-step-verification');
  });

  it('goes back where the user was heading after signing in', async () => {
    view = await renderRoutes(routes, '/billing');
    await flush();
    expect(view.router.state.location.pathname).toBe('/login');
    expect(view.router.state.location.search).toBe('?returnTo=%2Fbilling');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { verifyBy: 'password' }));
    await type(byLabel(view.container, 'Email or phone'), 'learner@example.com');
    await click(button(view.container, 'Next'));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, signedIn()));
    await type(byLabel(view.container, 'Password'), 'Password123!');
    await click(button(view.container, 'Sign In'));
    await flush();
    expect(view.router.state.location.pathname).toBe('/billing');
  });

  it('uses the passcode step when the server says so: resend, use password instead, and back', async () => {
    view = await renderRoutes(routes, '/login');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        verifyBy: 'otp',
        toaster: {
          type: 'success',
          message: 'A one time passcode has been sent to your phone number we have for this account',
        },
      }),
    );
    await type(byLabel(view.container, 'Email or phone'), '5555550123');
    await click(button(view.container, 'Next'));
    expect(byLabel(view.container, 'One-time passcode')).toBeTruthy();
    expect(currentToasts().map((t) => t.message)).toEqual([
      'A one time passcode has been sent to your phone number we have for this account',
    ]);

    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        verifyBy: 'otp',
        toaster: {
          type: 'success',
          message: 'A new OTP has been sent to (***) ***-0123. Your old OTP has now expired.',
        },
      }),
    );
    await click(button(view.container, 'Resend passcode'));
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({ userauth: '5555550123', verifyBy: 'otp' });
    expect(currentToasts().at(-1)?.message).toContain('A new OTP has been sent');

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { verifyBy: 'password' }));
    await click(button(view.container, 'Use password instead'));
    expect(byLabel(view.container, 'Password')).toBeTruthy();

    await click(button(view.container, 'Back'));
    expect(byLabel(view.container, 'Email or phone').value).toBe('5555550123');
  });

  it('shows a rate limit as a form message', async () => {
    view = await renderRoutes(routes, '/login');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(429, { errors: { base: ['Too many attempts. Please wait a few minutes and try again.'] } }),
    );
    await type(byLabel(view.container, 'Email or phone'), 'a@b.co');
    await click(button(view.container, 'Next'));
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('Too many attempts');
  });
});

describe('guards', () => {
  it('sends a signed-in user away from /login and a learner away from the group portal', async () => {
    view = await renderRoutes(routes, '/login', bootstrapData({ currentUser: user() }));
    await flush();
    expect(view.router.state.location.pathname).toBe('/dashboard');
    await act(() => view!.router.navigate('/group-portal'));
    await flush();
    expect(view.router.state.location.pathname).toBe('/dashboard');
  });

  it('lets a group admin into the group portal', async () => {
    view = await renderRoutes(
      routes,
      '/group-portal',
      bootstrapData({ currentUser: user({ groupAdmin: true, groupId: 'g1' }) }),
    );
    await flush();
    expect(view.container.textContent).toContain('Group');
    expect(view.router.state.location.pathname).toBe('/group-portal');
  });
});
