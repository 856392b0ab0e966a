// A wide table's frame: on a phone the table scrolls sideways inside it instead of widening the page.
// The region is focusable and named so keyboard users can scroll it too (axe: scrollable-region-focusable).
import type { ReactNode } from 'react';

export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable so keyboard users can scroll it (axe: scrollable-region-focusable)
    <section className="table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
