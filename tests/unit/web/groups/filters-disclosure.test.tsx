// @vitest-environment happy-dom
// On a phone the list filters sit behind a 'Filters' button that says whether it is open
// (aria-expanded); on wider screens they show without a button.
import { afterEach, expect, it, vi } from 'vitest';
import { FiltersDisclosure, NARROW_FILTERS_QUERY } from '@web/features/groups/components/filters-disclosure';
import { button, click, renderRoutes, type Rendered } from '../support/dom';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
});

const screen = (narrow: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query === NARROW_FILTERS_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

it('hides the filters behind an expandable button on a phone', async () => {
  screen(true);
  view = await renderRoutes(
    [
      {
        path: '/',
        element: (
          <FiltersDisclosure>
            <p>Status filter</p>
          </FiltersDisclosure>
        ),
      },
    ],
    '/',
  );
  const toggle = button(view.container, 'Filters');
  const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  expect([toggle.getAttribute('aria-expanded'), panel.hidden]).toEqual(['false', true]);
  await click(toggle);
  expect([
    button(view.container, 'Hide filters').getAttribute('aria-expanded'),
    panel.hidden,
    panel.textContent,
  ]).toEqual(['true', false, 'Status filter']);
});

it('says on the closed button how many filters the URL applies', async () => {
  screen(true);
  view = await renderRoutes(
    [
      {
        path: '/',
        element: (
          <FiltersDisclosure active={2}>
            <p>Status filter</p>
          </FiltersDisclosure>
        ),
      },
    ],
    '/',
  );
  await click(button(view.container, 'Filters (2 applied)'));
  expect(button(view.container, 'Hide filters').getAttribute('aria-expanded')).toBe('true');
});

it('shows the filters without a button on a wider screen', async () => {
  screen(false);
  view = await renderRoutes(
    [
      {
        path: '/',
        element: (
          <FiltersDisclosure>
            <p>Status filter</p>
          </FiltersDisclosure>
        ),
      },
    ],
    '/',
  );
  expect(view.container.textContent).toContain('Status filter');
  expect(view.container.querySelector('button')).toBeNull();
});
