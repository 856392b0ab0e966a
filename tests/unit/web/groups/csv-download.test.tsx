// @vitest-environment happy-dom
// 'Download CSV': a 200 file is saved at once; a 202 job shows 'Preparing your export…' as a status,
// polls every 2 s and then downloads from the link; a failed job or a 422 shows its message.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { CSV_EXPORT_MESSAGES } from '@shared/constants';
import { CsvDownload } from '@web/features/groups/components/csv-download';
import { button, click, flush, jsonResponse, renderRoutes, type Rendered } from '../support/dom';

// Polls 2 s apart in the product; 40 ms here (long enough to see the status between two polls on a busy machine).
vi.mock('@shared/constants', async (original) => ({ ...(await original<object>()), CSV_EXPORT_POLL_MS: 40 }));
const POLL = 40;
const pause = () => new Promise((resolve) => setTimeout(resolve, POLL * 3));

const fetchMock = vi.fn<typeof fetch>();
const clicked: { href: string; download: string }[] = [];
let view: Rendered | undefined;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  clicked.length = 0;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  URL.createObjectURL = vi.fn(() => 'blob:csv-file');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const render = (kind: 'members' | 'compliance', search = '') =>
  renderRoutes([{ path: '/', element: <CsvDownload kind={kind} search={search} /> }] as RouteObject[], '/');
const statusText = () => view!.container.querySelector('[role="status"]')!.textContent;

describe('CsvDownload', () => {
  it("saves a small view's file straight from the reply, with the view's filters in the request", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('First Name\r\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
    );
    view = await render('members', '?status=%3D%3Acompliant&search=ann');
    await click(button(view.container, 'Download CSV'));
    await flush();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/groups/users.csv?status=%3D%3Acompliant&search=ann');
    expect(clicked).toEqual([{ href: 'blob:csv-file', download: 'members.csv' }]);
    expect(statusText()).toBe('');
  });

  it('announces the preparation of a large export, polls every 2 s and downloads from the link once ready', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(202, { exportId: 'x1', status: 'pending' }))
      .mockResolvedValueOnce(jsonResponse(200, { exportId: 'x1', status: 'running' }))
      .mockResolvedValueOnce(
        jsonResponse(200, { exportId: 'x1', status: 'ready', url: 'http://files.example/x1.csv', rows: 9000 }),
      );
    view = await render('compliance', '?compliance=%3D%3D%3Aexpired');
    await click(button(view.container, 'Download CSV'));
    await vi.waitFor(() => expect(statusText()).toBe(CSV_EXPORT_MESSAGES.preparing));
    expect(clicked).toEqual([]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/api/groups/exports/x1.json');
    await pause();
    await flush();
    expect(clicked).toEqual([{ href: 'http://files.example/x1.csv', download: 'compliance.csv' }]);
    expect(statusText()).toBe(CSV_EXPORT_MESSAGES.started);
  });

  it("shows a failed job's message, and a 422's first message", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(202, { exportId: 'x2', status: 'pending' }))
      .mockResolvedValueOnce(
        jsonResponse(200, { exportId: 'x2', status: 'failed', message: CSV_EXPORT_MESSAGES.failed }),
      )
      .mockResolvedValueOnce(jsonResponse(422, { errors: { status: ['is not a member status'] } }));
    view = await render('members');
    await click(button(view.container, 'Download CSV'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await pause();
    await flush();
    expect(view.container.querySelector('[role="alert"]')!.textContent).toBe(CSV_EXPORT_MESSAGES.failed);
    await click(button(view.container, 'Download CSV'));
    await flush();
    expect(view.container.querySelector('[role="alert"]')!.textContent).toBe('is not a member status');
    expect(clicked).toEqual([]);
  });
});
