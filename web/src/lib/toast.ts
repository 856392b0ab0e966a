// The toast store: replies' `toaster`, flash messages and generic errors all go through `showToast`.
// The same message is never shown twice at once (the spec's "snackbar duplicates are prevented"),
// at most MAX_VISIBLE show, and a toast belongs to its page: moving to another page dismisses it,
// unless it was shown just before the move (it reports what led there: 'Your card was saved.' on the
// way back to Billing). The screen-reader live regions (components/toaster.tsx) have already read it.
import { useSyncExternalStore } from 'react';

export type ToastType = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  /** Bumped when a duplicate arrives, so the visible one restarts its timer. */
  version: number;
  /** When it was shown (or shown again), in ms: a page move keeps only the ones it follows. */
  shownAt: number;
}

const MAX_VISIBLE = 3;
/** A toast shown this shortly before a page move announces it, and goes along. */
export const PAGE_MOVE_GRACE_MS = 1000;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function showToast(toast: { type: ToastType; message: string }): void {
  const message = toast.message.trim();
  if (!message) return;
  const same = toasts.find((t) => t.type === toast.type && t.message === message);
  if (same) {
    emit(toasts.map((t) => (t === same ? { ...t, version: t.version + 1, shownAt: Date.now() } : t)));
    return;
  }
  emit([...toasts, { id: nextId++, type: toast.type, message, version: 0, shownAt: Date.now() }].slice(-MAX_VISIBLE));
}

/**
 * A navigation starts (the router calls this): to another page, the toasts of the page being left
 * go; a search or hash change on the same page (a list's filters) keeps them.
 */
export function leavePage(fromPathname: string, toPathname: string): void {
  if (fromPathname === toPathname || toasts.length === 0) return;
  const now = Date.now();
  const kept = toasts.filter((t) => now - t.shownAt < PAGE_MOVE_GRACE_MS);
  if (kept.length !== toasts.length) emit(kept);
}

export function dismissToast(id: number): void {
  emit(toasts.filter((t) => t.id !== id));
}

export function clearToasts(): void {
  emit([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visible toasts, for code outside React. */
export function currentToasts(): readonly Toast[] {
  return toasts;
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
