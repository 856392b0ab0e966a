// @vitest-environment happy-dom
// /verify for a paper provider card: the card id printed on it and the holder's last name (both asked
// for before any request; the id read as printed, capitals and no spaces), a wrong pair said once,
// and a match leading to the card's own page with its result, not asked again.
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAST_NAME_REQUIRED } from '@shared/constants';
import { CARD_ID_REQUIRED } from '@web/features/credentials/components/card-lookup-form';
import { VerifyCardPage } from '@web/features/credentials/pages/verify-card-page';
import { VerifyCredentialPage } from '@web/features/credentials/pages/verify-credential-page';
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

const routes: RouteObject[] = [
  { path: '/verify', element: <VerifyCredentialPage /> },
  { path: '/verify/:cardId', element: <VerifyCardPage /> },
];
const PATH = 'GET /api/verifications/BLS-2026-X7K2M9.json';
const card = {
  cardId: 'BLS-2026-X7K2M9',
  holderName: 'Ana Lima',
  courseName: 'Basic Life Support',
  issuedOn: '2026-05-04',
  expiresOn: '2028-05-04',
  standing: 'valid',
};

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  clearToasts();
  vi.unstubAllGlobals();
});

async function open() {
  const mock = routeFetch({
    [PATH]: ({ url }) =>
      url.searchParams.get('lastName') === 'Lima'
        ? jsonResponse(200, card)
        : jsonResponse(404, { message: 'Not found' }),
  });
  vi.stubGlobal('fetch', mock.fetchImpl);
  view = await renderRoutes(routes, '/verify', bootstrapData());
  await flush();
  return mock.calls;
}

const text = () => view!.container.textContent ?? '';
const field = (label: string) => byLabel(view!.container, label);

describe('/verify: a paper card by its id and the holder’s last name', () => {
  it('asks for both before asking the server, then shows the card on its own page', async () => {
    const calls = await open();
    expect(view!.container.querySelector('h1')?.textContent).toBe('Verify a Credential');
    await click(button(view!.container, 'Check card'));
    expect(calls).toHaveLength(0);
    expect(text()).toContain(CARD_ID_REQUIRED);
    expect(text()).toContain(LAST_NAME_REQUIRED);
    expect(document.activeElement).toBe(field('Card ID'));

    await type(field('Card ID'), ' bls-2026 -x7k2m9 ');
    await type(field("Holder's last name"), 'Lima');
    await click(button(view!.container, 'Check card'));
    await flush();
    expect(calls.map((call) => `${call.path}${call.search}`)).toEqual([
      '/api/verifications/BLS-2026-X7K2M9.json?lastName=Lima',
    ]);
    expect(view!.container.querySelector('h1')?.textContent).toBe('Provider Card Verification');
    expect(view!.container.querySelector('.standing')?.textContent).toBe('✓Status: Valid');
    expect(text()).toContain('Ana Lima');
    expect(() => field("Holder's last name")).toThrow();
    expect(calls).toHaveLength(1);
  });

  it('a wrong pair: one message, the form kept for another try', async () => {
    await open();
    await type(field('Card ID'), 'BLS-2026-X7K2M9');
    await type(field("Holder's last name"), 'Smith');
    await click(button(view!.container, 'Check card'));
    await flush();
    expect(view!.container.querySelector('[role="alert"]')?.textContent).toContain(
      'We could not find a provider card with this id and last name.',
    );
    expect(field('Card ID').value).toBe('BLS-2026-X7K2M9');
    expect(view!.container.querySelector('.standing')).toBeNull();
  });
});
