// @vitest-environment happy-dom
// Sign in with Google on the sign-in page: the spec's plain form post carrying the CSRF token (read
// when sent), shown only when Google sign-in is on; the reasons a Google sign-in came back; and the
// code step when the account has two-step verification.
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { LoginPage } from '@web/features/auth/pages/login-page';
import { setCsrfToken } from '@web/lib/api';
import { GOOGLE_FAILURE_MESSAGES } from '@shared/rules/google-sign-in';
import { bootstrapData, renderRoutes, type Rendered } from './support/dom';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

const routes: RouteObject[] = [{ path: '/login', element: <LoginPage /> }];
const googleForm = (container: HTMLElement) => container.querySelector<HTMLFormElement>('form.google-sign-in');

describe('Sign in with Google', () => {
  it('is a form post to /auth/google_oauth2 that carries the current CSRF token', async () => {
    view = await renderRoutes(routes, '/login?returnTo=%2Fcheckout', bootstrapData({ googleSignIn: true }));
    const form = googleForm(view.container)!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/auth/google_oauth2');
    expect(form.querySelector('button')!.textContent).toBe('Sign in with Google');
    expect(form.querySelector<HTMLInputElement>('input[name=returnTo]')!.value).toBe('/checkout');
    // A token rotated after the render is the one sent.
    setCsrfToken('rotated-token');
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(form.querySelector<HTMLInputElement>('input[name=authenticity_token]')!.value).toBe('rotated-token');
  });

  it('is not offered when Google sign-in is off', async () => {
    view = await renderRoutes(routes, '/login', bootstrapData({ googleSignIn: false }));
    expect(googleForm(view.container)).toBeNull();
  });

  it('says why a Google sign-in came back, and ignores reasons it does not know', async () => {
    view = await renderRoutes(routes, '/login?google=cancelled', bootstrapData({ googleSignIn: true }));
    expect(view.container.textContent).toContain(GOOGLE_FAILURE_MESSAGES.cancelled);
    view.unmount();
    view = await renderRoutes(routes, '/login?google=<script>', bootstrapData({ googleSignIn: true }));
    expect(view.container.querySelector('[role=alert]')).toBeNull();
  });

  it('opens on the code step when the Google account has two-step verification', async () => {
    view = await renderRoutes(routes, '/login?google=two-step', bootstrapData({ googleSignIn: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.container.textContent).toContain('Two-step verification is on for this account');
    expect(googleForm(view.container)).toBeNull();
  });
});
