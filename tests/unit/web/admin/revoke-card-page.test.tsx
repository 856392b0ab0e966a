// @vitest-environment happy-dom
// The admin area's Revoke a Card: the card id is asked for, the card looked up (an unknown one is said
// so at the field), the revocation confirmed in a dialog that names the holder and the course (Cancel
// sends nothing), a revoked one shows its date.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@web/app/router';
import { CARD_ID_REQUIRED, CARD_NOT_FOUND } from '@web/features/admin/pages/revoke-card-page';
import {
  bootstrapData,
  button,
  byLabel,
  click,
  jsonResponse,
  renderRoutes,
  type,
  user,
  type Rendered,
} from '../support/dom';

let view: Rendered | undefined;
const posted: string[] = [];
const KNOWN = {
  cardId: 'ACLS-2026-KNOWNCARD0',
  holderName: 'Vera Holder',
  courseName: 'Advanced Cardiac Life Support',
  issuedOn: '2026-03-01',
  expiresOn: '2028-03-31',
  revokedAt: null,
};

beforeEach(() => {
  posted.length = 0;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const looked = /^\/api\/admin\/provider_cards\/([^/]+)\.json$/.exec(url.pathname)?.[1];
      if (looked && (init?.method ?? 'GET') === 'GET')
        return decodeURIComponent(looked) === KNOWN.cardId
          ? jsonResponse(200, KNOWN)
          : jsonResponse(404, { message: 'Provider card not found' });
      const card = /^\/api\/admin\/provider_cards\/([^/]+)\/revocation\.json$/.exec(url.pathname)?.[1];
      if (!card || init?.method !== 'POST') return jsonResponse(404, { message: 'Not found' });
      posted.push(decodeURIComponent(card));
      return card === 'ACLS-2026-KNOWNCARD0'
        ? jsonResponse(200, { cardId: 'ACLS-2026-KNOWNCARD0', revokedAt: '2026-11-27T10:00:00.000Z' })
        : jsonResponse(404, { message: 'Provider card not found' });
    }),
  );
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
});

const text = () => document.body.textContent ?? '';

describe('Revoke a Card', () => {
  it('asks for the id, confirms, and says an unknown card or the revocation', async () => {
    view = await renderRoutes(
      routes,
      '/admin-content/provider-cards/revoke',
      bootstrapData({ currentUser: user({ contentAdmin: true }) }),
    );
    await vi.waitFor(() => expect(view!.container.querySelector('h1')?.textContent).toBe('Revoke a Provider Card'));
    expect(
      view.container.querySelector('nav[aria-label="Admin"] a[href="/admin-content/provider-cards/revoke"]')
        ?.textContent,
    ).toBe('Revoke a Card');

    await click(button(view.container, 'Revoke Card'));
    expect(text()).toContain(CARD_ID_REQUIRED);

    await type(byLabel(view.container, 'Card id'), 'ACLS-2026-UNKNOWN000');
    await click(button(view.container, 'Revoke Card'));
    await vi.waitFor(() => expect(text()).toContain(CARD_NOT_FOUND));
    const dialog = () => document.querySelector('dialog[open], [role="dialog"]') as HTMLElement | null;
    expect(dialog()).toBeNull();

    await type(byLabel(view.container, 'Card id'), ' ACLS-2026-KNOWNCARD0 ');
    await click(button(view.container, 'Revoke Card'));
    await vi.waitFor(() => expect(dialog()?.textContent).toContain('Revoke this card?'));
    // Whose card and which course, before anything is revoked.
    expect(dialog()!.textContent).toContain(
      'Card ACLS-2026-KNOWNCARD0: Advanced Cardiac Life Support, held by Vera Holder, issued',
    );
    await click(button(dialog()!, 'Cancel'));
    expect(posted).toEqual([]);

    await click(button(view.container, 'Revoke Card'));
    await vi.waitFor(() => expect(dialog()?.textContent).toContain('Vera Holder'));
    await click(button(dialog()!, 'Revoke Card'));
    await vi.waitFor(() => expect(text()).toContain('Card ACLS-2026-KNOWNCARD0 is revoked'));
    expect(posted).toEqual(['ACLS-2026-KNOWNCARD0']);
    expect(byLabel(view.container, 'Card id').value).toBe('');
  });
});
