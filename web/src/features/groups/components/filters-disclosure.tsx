// The list filters on a phone: behind a 'Filters' button (aria-expanded) so the table starts near
// the top of the screen, saying how many are applied (a shared link's filters are not hidden
// silently); on wider screens they are always shown and there is no button.
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@web/components/ui';
import { useMediaQuery } from '@web/lib/use-media-query';

export const NARROW_FILTERS_QUERY = '(max-width: 700px)';

export function FiltersDisclosure({ active = 0, children }: { active?: number; children: ReactNode }) {
  const id = useId();
  const narrow = useMediaQuery(NARROW_FILTERS_QUERY);
  const [open, setOpen] = useState(false);
  if (!narrow) return <>{children}</>;
  return (
    <>
      <Button size="small" aria-expanded={open} aria-controls={`${id}-filters`} onClick={() => setOpen((was) => !was)}>
        {open ? 'Hide filters' : active ? `Filters (${active} applied)` : 'Filters'}
      </Button>
      {/* Not `.stack` while closed: its display would override `hidden`. */}
      <div id={`${id}-filters`} className={open ? 'stack' : undefined} hidden={!open}>
        {children}
      </div>
    </>
  );
}
