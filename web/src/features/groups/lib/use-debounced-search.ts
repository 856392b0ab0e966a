// The search box: what is typed shows at once; the lowercased text reaches the URL (and the list)
// once typing has stopped for 400 ms (spec section 5).
import { useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 400;

export function useDebouncedSearch(
  initial: string,
  onSettled: (value: string) => void,
): [string, (value: string) => void] {
  const [text, setText] = useState(initial);
  const settled = useRef(onSettled);
  settled.current = onSettled;
  const last = useRef(initial.trim().toLowerCase());
  useEffect(() => {
    const value = text.trim().toLowerCase();
    if (value === last.current) return undefined;
    const timer = window.setTimeout(() => {
      last.current = value;
      settled.current(value);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return [text, setText];
}
