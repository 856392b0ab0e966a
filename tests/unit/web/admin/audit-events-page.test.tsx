// @vitest-environment happy-dom
// The admin area's Audit Trail: a content admin sees the month's security events newest first, with
// readable labels, pages through them and picks another month (each a new request with its query).
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@web/app/router';
import { bootstrapData, button, click, flush, jsonResponse, renderRoutes, user, type Rendered } from '../support/dom';

let view: Rendered | undefined;
const requests: URL[] = [];

const event = (n: number, name: string) => ({
  id: `e${n}`,
  at: `2026-11-26T10:00:0${n}.000Z`,
  event: name,
  actorId: `user-${n}`,
  subjectId: null,
  groupId: 'g1',
  ip: '203.0.113.9',
  details: { method: 'password' },
});

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/admin/audit_events.json') return jsonResponse(404, { message: 'Not found' });
      requests.push(url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const month = url.searchParams.get('month') ?? '2026-11';
      if (month === '2026-10')
        return jsonResponse(200, {
          month,
          data: [],
          pagination: { page: 1, perPage: 30, totalPages: 0, totalEntries: 0, cursor: null },
        });
      const data =
        page === 1 ? [event(2, 'sign_in.failed'), event(1, 'group_admin.granted')] : [event(0, 'export.requested')];
      return jsonResponse(200, {
        month,
        data,
        pagination: { page, perPage: 30, totalPages: 2, totalEntries: 3, cursor: null },
      });
    }),
  );
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
});

const rows = () =>
  Array.from(view!.container.querySelectorAll('tbody tr')).map((row) =>
    Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent),
  );

describe('Audit Trail page', () => {
  it('lists the events, pages and changes month', async () => {
    view = await renderRoutes(
      routes,
      '/admin-content/audit-events',
      bootstrapData({ currentUser: user({ contentAdmin: true }) }),
    );
    await vi.waitFor(() => expect(rows()).toHaveLength(2));
    expect(view.container.querySelector('h1')?.textContent).toBe('Audit Trail');
    expect(rows()[0]).toEqual([
      'November 26, 2026, 10:00:02 AM UTC',
      'Sign-in failed',
      'user-2',
      '—',
      'g1',
      '203.0.113.9',
      'method: password',
    ]);
    expect(rows()[1]![1]).toBe('Made group admin');
    expect(
      view.container.querySelector('nav[aria-label="Admin"] a[href="/admin-content/audit-events"]')?.textContent,
    ).toBe('Audit Trail');

    await click(button(view.container, 'Next'));
    await vi.waitFor(() => expect(rows().map((row) => row[1])).toEqual(['CSV export']));
    expect(requests.at(-1)!.searchParams.get('page')).toBe('2');

    const month = view.container.querySelector('input[type="month"]') as HTMLInputElement;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(month, '2026-10');
      month.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await flush();
    await vi.waitFor(() => expect(view!.container.textContent).toContain('No security events in Oct 2026.'));
    expect(Object.fromEntries(requests.at(-1)!.searchParams)).toMatchObject({ month: '2026-10', page: '1' });
  });
});
