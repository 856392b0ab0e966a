// Autosave for the question editor (the spec: edits autosave, debounced 500 ms). One save runs at a
// time and always sends the latest text; a failed save (offline, 5xx) keeps the edit, says so and
// tries again (after a growing pause, when the browser is back online, or on "Retry now"), so no
// edit is lost to a network blip. A refusal the server explains (422) is shown and not retried
// until the text changes. Leaving the page with unsaved text asks first, and unmounting sends it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTOSAVE_DEBOUNCE_MS } from '@shared/constants';

export type AutosaveStatus = 'saved' | 'pending' | 'saving' | 'failed' | 'refused';

/** What one save attempt came to: stored, refused with a reason (no retry), or failed (retry). */
export type SaveOutcome = { ok: true } | { ok: false; refused: string } | { ok: false; refused?: undefined };

const RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000];

export function useAutosave<T>(
  value: T,
  save: (value: T) => Promise<SaveOutcome>,
  options: { delayMs?: number; equals?: (a: T, b: T) => boolean } = {},
) {
  const delayMs = options.delayMs ?? AUTOSAVE_DEBOUNCE_MS;
  const equals = options.equals ?? Object.is;
  const [status, setStatus] = useState<AutosaveStatus>('saved');
  const [refusal, setRefusal] = useState<string | null>(null);

  const latest = useRef(value);
  latest.current = value;
  const saved = useRef(value);
  const refusedValue = useRef<{ value: T } | null>(null);
  const inFlight = useRef(false);
  const failures = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveRef = useRef(save);
  saveRef.current = save;
  const equalsRef = useRef(equals);
  equalsRef.current = equals;

  // Reads refs only, so it stays the same function across renders.
  const dirty = useCallback(() => !equalsRef.current(latest.current, saved.current), []);

  const run = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (inFlight.current || !dirty()) return;
    const sending = latest.current;
    if (refusedValue.current && equalsRef.current(refusedValue.current.value, sending)) return;
    inFlight.current = true;
    setStatus('saving');
    let outcome: SaveOutcome;
    try {
      outcome = await saveRef.current(sending);
    } catch {
      outcome = { ok: false };
    }
    inFlight.current = false;
    if (outcome.ok) {
      saved.current = sending;
      failures.current = 0;
      refusedValue.current = null;
      setRefusal(null);
      if (dirty()) {
        setStatus('pending');
        timer.current = setTimeout(() => void run(), delayMs);
      } else setStatus('saved');
      return;
    }
    if (outcome.refused !== undefined) {
      refusedValue.current = { value: sending };
      setRefusal(outcome.refused);
      setStatus('refused');
      if (!equalsRef.current(latest.current, sending)) timer.current = setTimeout(() => void run(), delayMs);
      return;
    }
    setStatus('failed');
    const pause = RETRY_DELAYS_MS[Math.min(failures.current, RETRY_DELAYS_MS.length - 1)]!;
    failures.current += 1;
    timer.current = setTimeout(() => void run(), pause);
  }, [delayMs, dirty]);

  // Each change (re)starts the debounce; a save in flight picks the newest text up when it ends.
  useEffect(() => {
    if (!dirty()) return;
    if (refusedValue.current && !equalsRef.current(refusedValue.current.value, value)) {
      refusedValue.current = null;
      setRefusal(null);
    }
    if (inFlight.current) return;
    setStatus((current) => (current === 'failed' ? current : 'pending'));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(), delayMs);
  }, [value, delayMs, run, dirty]);

  useEffect(() => {
    const online = () => void run();
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('online', online);
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('beforeunload', beforeUnload);
      clearTimeout(timer.current);
      // Leaving the editor inside the app: what is not saved yet is sent now.
      if (dirty() && !inFlight.current) void saveRef.current(latest.current).catch(() => undefined);
    };
  }, [run, dirty]);

  const retryNow = useCallback(() => {
    failures.current = 0;
    void run();
  }, [run]);

  return { status, refusal, retryNow };
}
