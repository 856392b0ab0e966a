// @vitest-environment happy-dom
// The question editor's autosave: one save 500 ms after the last change with the latest text, one
// save at a time (a change made while saving is saved next), a failed save keeps the text and is
// tried again, a refusal (422) waits for the next change, and unmounting sends what is unsaved.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutosave, type AutosaveStatus, type SaveOutcome } from '@web/features/admin/lib/use-autosave';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;
let status: AutosaveStatus = 'saved';
let refusal: string | null = null;
let retryNow: () => void = () => undefined;
const saves: string[] = [];
let outcomes: Array<() => Promise<SaveOutcome>> = [];

function Probe({ value }: { value: string }) {
  const autosave = useAutosave(value, async (sent) => {
    saves.push(sent);
    const next = outcomes.shift();
    return next ? next() : { ok: true };
  });
  status = autosave.status;
  refusal = autosave.refusal;
  retryNow = autosave.retryNow;
  return null;
}

const render = (value: string) => act(() => root.render(<Probe value={value} />));
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers();
  saves.length = 0;
  outcomes = [];
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

describe('useAutosave', () => {
  it('saves once, 500 ms after the last change, with the latest text', async () => {
    render('a');
    render('ab');
    await advance(300);
    render('abc');
    await advance(499);
    expect(saves).toEqual([]);
    expect(status).toBe('pending');
    await advance(1);
    expect(saves).toEqual(['abc']);
    expect(status).toBe('saved');
  });

  it('saves a change made during a save right after it, never two at once', async () => {
    let finish: (outcome: SaveOutcome) => void = () => undefined;
    outcomes.push(() => new Promise((resolve) => (finish = resolve)));
    render('first');
    render('first edit');
    await advance(500);
    expect(status).toBe('saving');
    render('second edit');
    await advance(2_000);
    expect(saves).toEqual(['first edit']);
    await act(async () => finish({ ok: true }));
    await advance(500);
    expect(saves).toEqual(['first edit', 'second edit']);
    expect(status).toBe('saved');
  });

  it('keeps the text through failures and tries again until it is saved', async () => {
    outcomes.push(
      async () => ({ ok: false }),
      async () => Promise.reject(new TypeError('offline')),
    );
    render('x');
    render('offline edit');
    await advance(500);
    expect(status).toBe('failed');
    await advance(2_000);
    expect(saves).toEqual(['offline edit', 'offline edit']);
    expect(status).toBe('failed');
    retryNow();
    await advance(0);
    expect(saves).toEqual(['offline edit', 'offline edit', 'offline edit']);
    expect(status).toBe('saved');
  });

  it('shows a refusal and does not resend the same text, but saves the next change', async () => {
    outcomes.push(async () => ({ ok: false, refused: "can't be blank" }));
    render('q');
    render(' ');
    await advance(500);
    expect(status).toBe('refused');
    expect(refusal).toBe("can't be blank");
    await advance(30_000);
    expect(saves).toEqual([' ']);
    render('fixed');
    await advance(500);
    expect(saves).toEqual([' ', 'fixed']);
    expect(status).toBe('saved');
    expect(refusal).toBeNull();
  });

  it('sends unsaved text when the editor goes away', async () => {
    render('start');
    render('typed just before leaving');
    act(() => root.unmount());
    expect(saves).toEqual(['typed just before leaving']);
    root = createRoot(container);
  });
});
