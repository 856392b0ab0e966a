// @vitest-environment happy-dom
// The public verification page (/verify/:cardId) against a mocked API: the QR code's token shows
// the card at once; without it the holder's last name is asked first; 404, 422 and 429 replies;
// a revoked card; and never more than name, course, dates and standing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { LAST_NAME_REQUIRED } from '@shared/constants';
import { VerifyCardPage } from '@web/features/credentials/pages/verify-card-page';
import { clearToasts } from '@web/lib/toast';
import {
  bootstrapData,
  button,
  byLabel,
  click,
  flush,
  jsonResponse,
  renderRoutes,
  type,
  type Rendered,
} from '../support/dom';
import { routeFetch } from '../exams/fixtures';

const routes: RouteObject[] = [{ path: '/verify/:cardId', element: <VerifyCardPage /> }];
const PATH = 'GET /api/verifications/ACLS-2026-X7K2M9.json';
const NOT_FOUND = 'We could not find a provider card with this id and last name.';

type Standing = 'valid' | 'expiring' | 'expired' | 'revoked';
const card = (standing: Standing = 'valid') => ({
  cardId: 'ACLS-2026-X7K2M9',
  holderName: 'Zoë Ødegård',
  courseName: 'Advanced Cardiovascular Life Support',
  issuedOn: '2026-05-04',
  expiresOn: '2028-05-04',
  standing,
});

let view: Rendered | undefined;
beforeEach(() => clearToasts());
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
});

async function open(path: string, api: Parameters<typeof routeFetch>[0]) {
  const mock = routeFetch(api);
  vi.stubGlobal('fetch', mock.fetchImpl);
  view = await renderRoutes(routes, path, bootstrapData());
  await flush();
  return mock.calls;
}

const text = () => view!.container.textContent ?? '';
const facts = () => Array.from(view!.container.querySelectorAll('dt')).map((dt) => dt.textContent);
const standing = () => view!.container.querySelector('.standing')?.textContent;

describe('verify a card with the token from its QR code', () => {
  it.each([
    ['valid', '✓Status: Valid'],
    ['expiring', '!Status: Expiring soon'],
    ['expired', '✗Status: Expired'],
  ] as const)('shows the %s card at once: name, course, dates and standing, nothing more', async (kind, label) => {
    const calls = await open('/verify/ACLS-2026-X7K2M9?token=tok-123', { [PATH]: { status: 200, body: card(kind) } });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.search).toBe('?token=tok-123');
    expect(view!.container.querySelector('h1')?.textContent).toBe('Provider Card Verification');
    expect(standing()).toBe(label);
    expect(facts()).toEqual(['Card holder', 'Course', 'Issue date', 'Expiry date']);
    expect(text()).toContain('Zoë Ødegård');
    expect(text()).toContain('Advanced Cardiovascular Life Support');
    expect(text()).toContain('May 4, 2026');
    expect(text()).toContain('May 4, 2028');
    // No last-name form when the token vouched for the visitor.
    expect(() => byLabel(view!.container, "Holder's last name")).toThrow();
  });

  it('a revoked card says so clearly and repeats nothing else about it', async () => {
    await open('/verify/ACLS-2026-X7K2M9?token=tok-123', { [PATH]: { status: 200, body: card('revoked') } });
    expect(standing()).toBe('✗Status: Revoked');
    expect(text()).toContain('This provider card has been revoked and is not valid.');
    expect(view!.container.querySelector('.verify-card--revoked')).not.toBeNull();
    expect(facts()).toEqual([]);
    expect(text()).not.toContain('Zoë Ødegård');
    expect(text()).not.toContain('2028');
  });

  it('a token that no longer matches asks for the last name instead', async () => {
    await open('/verify/ACLS-2026-X7K2M9?token=stale', {
      [PATH]: { status: 422, body: { errors: { lastName: [LAST_NAME_REQUIRED] } } },
    });
    expect(byLabel(view!.container, "Holder's last name")).toBeTruthy();
    expect(text()).toContain('This link could not verify the card.');
  });
});

describe('verify a card by the holder’s last name', () => {
  it('asks for the last name before asking the server anything, then shows the card', async () => {
    const calls = await open('/verify/ACLS-2026-X7K2M9', {
      [PATH]: ({ url }) =>
        jsonResponse(
          url.searchParams.get('lastName') === 'Ødegård' ? 200 : 404,
          url.searchParams.get('lastName') === 'Ødegård' ? card() : { message: NOT_FOUND },
        ),
    });
    expect(calls).toHaveLength(0);
    expect(text()).toContain(LAST_NAME_REQUIRED);
    const field = byLabel(view!.container, "Holder's last name");
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
    expect(standing()).toBeUndefined();

    // Empty: the field says why, without a request (each look-up counts against the visitor's limit).
    await click(button(view!.container, 'Verify'));
    expect(calls).toHaveLength(0);
    expect(byLabel(view!.container, "Holder's last name").getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(byLabel(view!.container, "Holder's last name"));
    // Typing clears the message.
    await type(byLabel(view!.container, "Holder's last name"), ' Ødegård ');
    expect(byLabel(view!.container, "Holder's last name").getAttribute('aria-invalid')).not.toBe('true');

    await click(button(view!.container, 'Verify'));
    await flush();
    expect(calls).toHaveLength(1);
    expect(new URLSearchParams(calls[0]!.search).get('lastName')).toBe('Ødegård');
    expect(new URLSearchParams(calls[0]!.search).has('token')).toBe(false);
    expect(standing()).toBe('✓Status: Valid');
    expect(facts()).toEqual(['Card holder', 'Course', 'Issue date', 'Expiry date']);
    // The form the visitor was in is gone: reading goes on at the result.
    expect(document.activeElement?.textContent).toBe('Verification result');
  });

  it('a wrong name or unknown card: one message, and the form stays for another try', async () => {
    await open('/verify/ACLS-2026-X7K2M9', { [PATH]: { status: 404, body: { message: 'Not found' } } });
    await type(byLabel(view!.container, "Holder's last name"), 'Smith');
    await click(button(view!.container, 'Verify'));
    await flush();
    expect(view!.container.querySelector('[role="alert"]')?.textContent).toContain(NOT_FOUND);
    expect(byLabel(view!.container, "Holder's last name").value).toBe('Smith');
    expect(standing()).toBeUndefined();
  });

  it("shows the server's 422 under the field", async () => {
    await open('/verify/ACLS-2026-X7K2M9', {
      [PATH]: { status: 422, body: { errors: { lastName: ['Last name is too long'] } } },
    });
    await type(byLabel(view!.container, "Holder's last name"), 'x'.repeat(80));
    await click(button(view!.container, 'Verify'));
    await flush();
    const field = byLabel(view!.container, "Holder's last name");
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(text()).toContain('Last name is too long');
    expect(document.activeElement).toBe(field);
  });

  it("shows the server's message when asked too often (429)", async () => {
    const message = 'Too many attempts. Please wait a few minutes and try again.';
    await open('/verify/ACLS-2026-X7K2M9', { [PATH]: { status: 429, body: { errors: { base: [message] } } } });
    await type(byLabel(view!.container, "Holder's last name"), 'Smith');
    await click(button(view!.container, 'Verify'));
    await flush();
    expect(view!.container.querySelector('[role="alert"]')?.textContent).toContain(message);
  });
});
