// @vitest-environment happy-dom
// Toasts: at most three, the same message once; they belong to their page (a move to another page
// dismisses them, unless they were shown just before it, reporting what led there); while a modal
// dialog is open they are drawn inside it (above its backdrop, not made inert by it), and the
// screen-reader live regions keep announcing them.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, UNSAFE_createMemoryHistory, useRoutes } from 'react-router-dom';
import { ModalDialog } from '@web/components/modal-dialog';
import { Toaster } from '@web/components/toaster';
import { AppRouter, createAppNavigation } from '@web/lib/app-router';
import { clearToasts, currentToasts, leavePage, PAGE_MOVE_GRACE_MS, showToast } from '@web/lib/toast';
import { click, flush } from './support/dom';

const messages = () => currentToasts().map((toast) => toast.message);

/** The visible toasts load with the first one: waits (up to ~2 s) for what `found` looks for. */
async function until<T>(found: () => T | null | undefined): Promise<T> {
  for (let tries = 0; tries < 100; tries += 1) {
    const value = found();
    if (value) return value;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
  throw new Error('Not shown in time');
}

let root: Root | undefined;
let container: HTMLElement | undefined;
async function render(element: ReactNode) {
  container = document.createElement('div');
  document.body.appendChild(container);
  await act(async () => {
    root = createRoot(container!);
    root.render(element);
  });
  await flush();
}

beforeEach(() => clearToasts());
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  vi.useRealTimers();
});

describe('the toast store', () => {
  it('keeps the newest three and shows a message once', () => {
    for (const message of ['One', 'Two', 'Two', 'Three', 'Four']) showToast({ type: 'info', message });
    expect(messages()).toEqual(['Two', 'Three', 'Four']);
  });

  it("dismisses the page's toasts on a move to another page, not on a filter change or the move it reports", () => {
    vi.useFakeTimers();
    showToast({ type: 'success', message: 'Your profile has been updated.' });
    vi.advanceTimersByTime(PAGE_MOVE_GRACE_MS + 1);
    leavePage('/group-portal/members', '/group-portal/members');
    expect(messages()).toEqual(['Your profile has been updated.']);
    showToast({ type: 'success', message: 'Your card was saved.' });
    leavePage('/billing/payment-method', '/billing');
    expect(messages()).toEqual(['Your card was saved.']);
    vi.advanceTimersByTime(PAGE_MOVE_GRACE_MS + 1);
    leavePage('/billing', '/profile');
    expect(messages()).toEqual([]);
  });
});

function Pages() {
  return useRoutes([
    { path: '/one', element: <Link to="/two">Two</Link> },
    { path: '/two', element: <Link to="/two?filter=x">Filter</Link> },
  ]);
}

function Dialog({ open }: { open: boolean }) {
  return (
    <ModalDialog open={open} onClose={() => {}} labelledBy="dialog-title">
      <h2 id="dialog-title">Claim Your CE Certificate</h2>
    </ModalDialog>
  );
}

describe('toasts on screen', () => {
  it('go when the router leaves their page', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const navigation = createAppNavigation(UNSAFE_createMemoryHistory({ initialEntries: ['/one'], v5Compat: true }));
    await render(
      <AppRouter navigation={navigation} onNavigate={leavePage}>
        <Pages />
        <Toaster />
      </AppRouter>,
    );
    await act(async () => showToast({ type: 'error', message: 'Your card was declined.' }));
    expect((await until(() => document.querySelector('.toast'))).textContent).toContain('Your card was declined.');
    vi.setSystemTime(Date.now() + PAGE_MOVE_GRACE_MS + 1);
    await click(container!.querySelector('a')!);
    expect(navigation.history.location.pathname).toBe('/two');
    expect(document.querySelector('.toast')).toBeNull();
    await act(async () => showToast({ type: 'info', message: 'Filtered.' }));
    vi.setSystemTime(Date.now() + PAGE_MOVE_GRACE_MS + 1);
    await click(container!.querySelector('a')!);
    expect(navigation.history.location.search).toBe('?filter=x');
    expect(messages()).toEqual(['Filtered.']);
  });

  it('are drawn inside an open modal dialog, and back on the page when it closes; the live regions stay', async () => {
    await render(<Toaster />);
    const dialog = document.createElement('dialog');
    document.body.appendChild(dialog);
    await act(async () => showToast({ type: 'success', message: 'State license added.' }));
    expect((await until(() => document.querySelector('.toast'))).closest('dialog')).toBeNull();
    await act(async () => dialog.showModal());
    expect((await until(() => dialog.querySelector('.toast'))).textContent).toContain('State license added.');
    expect(container!.querySelector('[role="status"]')?.textContent).toBe('State license added.');
    await act(async () => dialog.close());
    await until(() => !dialog.querySelector('.toast'));
    expect(document.querySelector('.toast')?.textContent).toContain('State license added.');
    dialog.remove();
  });

  it('are announced from inside an open modal dialog too (the page around it is inert), only those shown while it is open', async () => {
    await act(async () => showToast({ type: 'info', message: 'Shown before the dialog.' }));
    await render(<Dialog open />);
    const dialog = container!.querySelector('dialog')!;
    const spoken = () =>
      [...dialog.querySelectorAll('[role="status"], [role="alert"]')].map((region) => region.textContent);
    expect(spoken()).toEqual(['', '']);
    await act(async () => showToast({ type: 'error', message: 'Your card was declined.' }));
    expect(spoken()).toEqual(['', 'Your card was declined.']);
    await act(async () => showToast({ type: 'success', message: 'State license added.' }));
    expect(spoken()).toEqual(['State license added.', 'Your card was declined.']);
  });
});
