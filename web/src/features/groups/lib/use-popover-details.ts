// A <details> used as a pop-over (the column chooser) closes like one: on Escape, with the focus back
// on its summary, on a click outside it, and when the focus moves to something outside it.
import { useEffect, useRef } from 'react';

export function usePopoverDetails() {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = () => {
      details.open = false;
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      close();
      details.querySelector('summary')?.focus();
    };
    // A click on plain text inside moves the focus nowhere (no related target): the pop-over stays.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !details.contains(next)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    details.addEventListener('keydown', onKeyDown);
    details.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      details.removeEventListener('keydown', onKeyDown);
      details.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return ref;
}
