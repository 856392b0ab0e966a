// @vitest-environment happy-dom
// Two-step setup waits for a confirmed address (the server refuses to start it before): the page
// offers the email link instead of the app setup, and the setup once the address is confirmed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { TwoStepSetupPage } from '@web/features/auth/pages/two-step-pages';
import { EmailConfirmation } from '@web/features/profile/components/contact-confirmation';
import { MFA_MESSAGES } from '@shared/rules/mfa';
import { bootstrapData, button, renderRoutes, user, type Rendered } from './support/dom';

let view: Rendered | undefined;
const routes: RouteObject[] = [
  {
    path: '/two-step-verification',
    element: <TwoStepSetupPage confirmEmail={(email) => <EmailConfirmation email={email} />} />,
  },
];

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn<typeof fetch>());
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
});

describe('two-step setup', () => {
  it('asks an admin whose address is unconfirmed to confirm it first, with a new link to hand', async () => {
    view = await renderRoutes(
      routes,
      '/two-step-verification',
      bootstrapData({
        currentUser: user({ contentAdmin: true, mfaRequired: true, mfaEnabled: false, emailVerified: false }),
      }),
    );
    expect(view.container.textContent).toContain(MFA_MESSAGES.confirmEmailFirst);
    expect(button(view.container, 'Send the link again')).toBeTruthy();
    expect(view.container.textContent).not.toContain('Set up authenticator app');
  });

  it('offers the app setup once the address is confirmed', async () => {
    view = await renderRoutes(
      routes,
      '/two-step-verification',
      bootstrapData({
        currentUser: user({ contentAdmin: true, mfaRequired: true, mfaEnabled: false, emailVerified: true }),
      }),
    );
    expect(button(view.container, 'Set up authenticator app')).toBeTruthy();
    expect(view.container.textContent).not.toContain(MFA_MESSAGES.confirmEmailFirst);
  });
});
