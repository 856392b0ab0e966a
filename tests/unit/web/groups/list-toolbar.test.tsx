// @vitest-environment happy-dom
// A group list's toolbar: the Filters button says how many filters the URL applies and opens the
// panel with every filter (aria-expanded); the applied filters show as chips, each removable; the
// toolbar's one-value pick writes the URL's filter and says 'Custom' for one it cannot show.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useSearchParams, type RouteObject } from 'react-router-dom';
import { ListToolbar } from '@web/features/groups/components/list-toolbar';
import type { FilterSpec } from '@web/features/groups/lib/list-filters';
import { changedParams } from '@web/features/groups/lib/members-url';
import { button, click, flush, jsonResponse, renderRoutes, type Rendered } from '../support/dom';

const FILTERS: FilterSpec[] = [
  {
    param: 'status',
    label: 'Status',
    kind: 'select',
    options: [
      { value: 'enrolled', label: 'Enrolled' },
      { value: 'compliant', label: 'Compliant' },
    ],
    quick: 'All statuses',
  },
  { param: 'lastSignInAt', label: 'Last Sign In', kind: 'date' },
];

function Members() {
  const [params, setParams] = useSearchParams();
  return (
    <ListToolbar
      label="members"
      params={params}
      onChange={(changes) => setParams(changedParams(params, changes))}
      filters={FILTERS}
      saved={{ modelType: 'users', listPath: '/members' }}
    />
  );
}

let view: Rendered | undefined;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, { data: [] })),
  );
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
});

const render = (path: string) => renderRoutes([{ path: '/members', element: <Members /> }] as RouteObject[], path);
const query = () => new URLSearchParams(view!.router.state.location.search);
const labelled = (name: string) => view!.container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
const chips = () => [...view!.container.querySelectorAll('.filter-chip span')].map((chip) => chip.textContent);

it('opens the panel of every filter from the Filters button, which counts the applied ones', async () => {
  view = await render('/members');
  const toggle = button(view.container, 'Filters');
  const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  expect([toggle.getAttribute('aria-expanded'), panel.hidden]).toEqual(['false', true]);
  await click(toggle);
  expect([toggle.getAttribute('aria-expanded'), panel.hidden]).toEqual(['true', false]);
  expect([...panel.querySelectorAll('legend')].map((legend) => legend.textContent)).toEqual(['Status', 'Last Sign In']);
  await click(button(view.container, 'Close filters'));
  expect([toggle.getAttribute('aria-expanded'), panel.hidden]).toEqual(['false', true]);
  view.unmount();

  view = await render('/members?status=%3D%3D%3Aenrolled&lastSignInAt=%3E%3D%3A2026-01-01');
  expect(button(view.container, 'Filters (2 applied)').getAttribute('aria-expanded')).toBe('false');
});

it('shows the applied filters as chips: each one removable, and all at once', async () => {
  view = await render('/members?status=%3D%3D%3Aenrolled%2Ccompliant&lastSignInAt=%3E%3D%3A2026-01-01&search=ann');
  expect(chips()).toEqual(['Status: Enrolled or Compliant', 'Last Sign In: Later than 2026-01-01']);
  await click(labelled('Remove the Status filter'));
  expect([query().get('status'), query().get('lastSignInAt')]).toEqual([null, '>=:2026-01-01']);
  expect(chips()).toEqual(['Last Sign In: Later than 2026-01-01']);
  await click(button(view.container, 'Clear all filters'));
  expect(chips()).toEqual([]);
  // The search is the search box's, not a filter's: it stays.
  expect(query().get('search')).toBe('ann');
});

it("writes the toolbar pick as the URL's filter, and shows a filter it cannot say as 'Custom'", async () => {
  view = await render('/members');
  const pick = view.container.querySelector<HTMLSelectElement>('.list-toolbar__quick select')!;
  expect(pick.value).toBe('');
  pick.value = 'compliant';
  pick.dispatchEvent(new Event('change', { bubbles: true }));
  await flush();
  expect(query().get('status')).toBe('==:compliant');
  view.unmount();

  view = await render('/members?status=%3D%3D%3Aenrolled%2Ccompliant');
  const custom = view.container.querySelector<HTMLSelectElement>('.list-toolbar__quick select')!;
  expect(custom.selectedOptions[0]!.textContent).toBe('Custom');
});
