// The toast store: replies' `toaster`, flash messages and generic errors all go through `showToast`.
// The same message is never shown twice at once (the spec's "snackbar duplicates are prevented").
import { useSyncExternalStore } from 'react';

export type ToastType = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  /** Bumped when a duplicate arrives, so the visible one restarts its timer. */
  version: number;
}

const MAX_VISIBLE = 3;
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
    emit(toasts.map((t) => (t === same ? { ...t, version: t.version + 1 } : t)));
    return;
  }
  emit([...toasts, { id: nextId++, type: toast.type, message, version: 0 }].slice(-MAX_VISIBLE));
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
