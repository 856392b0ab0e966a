// @vitest-environment happy-dom
// The course search dialog: Ctrl/Cmd+F or the search box opens it; the text is lowercased and
// debounced 400 ms; results only for non-empty text; filter options ACLS, PALS, BLS, NRP, CPR.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CourseSearch } from '@web/features/catalog/components/course-search';
import { bootstrapData, button, click, flush, renderRoutes, type, user, type Rendered } from '../support/dom';
import { courseSummary, fakeApi, waitFor, type FakeApi } from './fixtures';

let api: FakeApi;
let view: Rendered | undefined;

beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.on('GET /api/courses/search.json', ({ url }) => {
    const search = new URL(url, 'http://x').searchParams.get('search') ?? '';
    const all = [
      courseSummary(),
      courseSummary({ id: 'pals', title: 'Pediatric Advanced Life Support', courseType: 'PALS' }),
    ];
    return {
      status: 200,
      body: { data: all.filter((c) => `${c.title} ${c.courseType}`.toLowerCase().includes(search)) },
    };
  });
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
});

const dialog = () => view!.container.querySelector('dialog')!;
const input = () => dialog().querySelector('input') as HTMLInputElement;
const searches = () =>
  api.calls('GET /api/courses/search.json').map((c) => new URL(c.url, 'http://x').searchParams.get('search'));
const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

async function open() {
  view = await renderRoutes(
    [
      { path: '/dashboard', element: <CourseSearch /> },
      { path: '/courses/:id', element: <h1>Course</h1> },
    ],
    '/dashboard',
    bootstrapData({ currentUser: user() }),
  );
}

describe('course search', () => {
  it('opens with Ctrl+F (and Cmd+F) as the "Search courses" dialog with a labelled input', async () => {
    await open();
    expect(dialog().open).toBe(false);
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'f', ctrlKey: true, cancelable: true }));
    });
    expect(dialog().open).toBe(true);
    const title = dialog().getAttribute('aria-labelledby')!;
    expect(view!.container.querySelector(`#${title}`)?.textContent).toBe('Search courses');
    const label = dialog().querySelector(`label[for="${CSS.escape(input().id)}"]`);
    expect(label?.textContent).toBe('Search courses');
    await click(dialog().querySelector<HTMLButtonElement>('button[aria-label="Close search"]')!);
    expect(dialog().open).toBe(false);
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F', metaKey: true, cancelable: true }));
    });
    expect(dialog().open).toBe(true);
  });

  it('lowercases and debounces the text, and shows results only when it is not empty', async () => {
    await open();
    await click(button(view!.container, 'Find a courseCtrl+F'));
    expect(dialog().textContent).toContain('Type a course name or choose a course type.');
    await type(input(), 'PALS');
    expect(input().value).toBe('pals');
    await wait(200);
    expect(searches()).toEqual([]);
    await wait(300);
    await waitFor(() => dialog().querySelectorAll('ul a').length === 1, flush);
    expect(searches()).toEqual(['pals']);
    const result = dialog().querySelector('ul a')!;
    expect(result.getAttribute('href')).toBe('/courses/pals');
    expect(result.textContent).toContain('Pediatric Advanced Life Support');
    expect(dialog().querySelector('[role="status"]')?.textContent).toBe('1 course found.');

    await type(input(), '');
    expect(dialog().querySelectorAll('ul a')).toHaveLength(0);
    await wait(450);
    expect(searches()).toEqual(['pals']);
  });

  it('offers ACLS, PALS, BLS, NRP and CPR as filters that search for that course type', async () => {
    await open();
    await click(button(view!.container, 'Find a courseCtrl+F'));
    const filters = Array.from(dialog().querySelectorAll('fieldset button')).map((b) => b.textContent);
    expect(filters).toEqual(['ACLS', 'PALS', 'BLS', 'NRP', 'CPR']);
    await click(button(dialog(), 'ACLS'));
    expect(input().value).toBe('acls');
    expect(button(dialog(), 'ACLS').getAttribute('aria-pressed')).toBe('true');
    await wait(450);
    await waitFor(() => dialog().querySelectorAll('ul a').length === 1, flush);
    expect(searches()).toEqual(['acls']);
    await type(input(), 'zzz');
    await wait(450);
    await waitFor(() => dialog().textContent?.includes('No courses match “zzz”.') ?? false, flush);
  });
});
