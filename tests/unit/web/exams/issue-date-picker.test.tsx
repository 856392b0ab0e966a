// @vitest-environment happy-dom
// The issue-date picker: exactly the 31 days of issueDateWindow(pass date), no text entry, and
// fully keyboard operable (arrows, Page Up/Down by a week, Home/End), selection following focus.
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { issueDateWindow } from '@shared/rules/certification';
import { IssueDatePicker, allowedIssueDates } from '@web/features/credentials/components/issue-date-picker';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;
let changes: string[] = [];

function Harness({ passedOn, error }: { passedOn: string; error?: string }) {
  const [value, setValue] = useState(passedOn);
  return (
    <IssueDatePicker
      passedOn={passedOn}
      value={value}
      error={error}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

async function render(passedOn = '2026-05-04', error?: string) {
  changes = [];
  container = document.createElement('div');
  document.body.appendChild(container);
  await act(async () => {
    root = createRoot(container!);
    root.render(<Harness passedOn={passedOn} error={error} />);
  });
  return container;
}

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

const listbox = () => container!.querySelector<HTMLElement>('[role="listbox"]')!;
const selected = () => container!.querySelector<HTMLElement>('[role="option"][aria-selected="true"]')!;
const press = async (key: string) => {
  await act(async () => {
    listbox().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
};

describe('issue date picker', () => {
  it('offers exactly the days from the pass date to 30 days later', async () => {
    await render('2026-05-04');
    const dates = allowedIssueDates('2026-05-04');
    expect(dates).toHaveLength(31);
    expect(dates[0]).toBe(issueDateWindow('2026-05-04').min);
    expect(dates[30]).toBe(issueDateWindow('2026-05-04').max);
    expect(container!.querySelectorAll('[role="option"]')).toHaveLength(31);
    // Across a month end and a leap day.
    expect(allowedIssueDates('2028-02-15').slice(13, 16)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });

  it("is named 'Issue date', has no text entry, and starts on the pass date", async () => {
    await render();
    const list = listbox();
    const label = document.getElementById(list.getAttribute('aria-labelledby')!);
    expect(label?.textContent).toBe('Issue date');
    expect(label?.tagName).toBe('LABEL');
    expect(container!.querySelector('input')).toBeNull();
    expect(list.tabIndex).toBe(0);
    expect(selected().getAttribute('aria-label')).toBe('Monday, May 4, 2026, the day you passed');
    expect(list.getAttribute('aria-activedescendant')).toBe(selected().id);
  });

  it('moves with the keyboard and never leaves the window', async () => {
    await render('2026-05-04');
    await press('ArrowDown');
    expect(changes.at(-1)).toBe('2026-05-05');
    await press('ArrowRight');
    expect(changes.at(-1)).toBe('2026-05-06');
    await press('ArrowUp');
    await press('ArrowLeft');
    expect(changes.at(-1)).toBe('2026-05-04');
    await press('ArrowUp'); // already first: stays
    expect(changes.at(-1)).toBe('2026-05-04');
    await press('PageDown');
    expect(changes.at(-1)).toBe('2026-05-11');
    await press('End');
    expect(changes.at(-1)).toBe('2026-06-03');
    expect(listbox().getAttribute('aria-activedescendant')).toBe(selected().id);
    expect(selected().getAttribute('aria-label')).toBe('Wednesday, June 3, 2026');
    await press('ArrowDown'); // already last: stays
    expect(changes.at(-1)).toBe('2026-06-03');
    await press('PageUp');
    expect(changes.at(-1)).toBe('2026-05-27');
    await press('Home');
    expect(changes.at(-1)).toBe('2026-05-04');
    expect(container!.querySelector('.issue-date__hint')?.textContent).toContain('Selected: May 4, 2026');
  });

  it('ignores typing and other keys', async () => {
    await render();
    const before = changes.length;
    const typing = new KeyboardEvent('keydown', { key: '1', bubbles: true, cancelable: true });
    await act(async () => void listbox().dispatchEvent(typing));
    expect(changes.length).toBe(before);
    expect(typing.defaultPrevented).toBe(false);
  });

  it('picks a day by click', async () => {
    await render();
    const option = Array.from(container!.querySelectorAll<HTMLElement>('[role="option"]'))[10]!;
    await act(async () => option.click());
    expect(changes.at(-1)).toBe('2026-05-14');
    expect(option.getAttribute('aria-selected')).toBe('true');
  });

  it('shows an error under the field and marks it invalid', async () => {
    await render('2026-05-04', 'Please choose a valid issue date.');
    const list = listbox();
    expect(list.getAttribute('aria-invalid')).toBe('true');
    const described = (list.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Please choose a valid issue date.');
  });
});
