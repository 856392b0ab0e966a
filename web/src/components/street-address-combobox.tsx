// The street field as a combobox (WAI-ARIA 1.2 "list autocomplete"): after 3 characters and a
// 300 ms pause it asks GET /api/address_suggestions.json; Arrow keys move through the list (focus
// stays in the field, aria-activedescendant names the option), Enter or a click picks one and fills
// the address, Escape closes the list (and only the list: an open dialog stays open), Tab leaves as
// usual. A status region says how many suggestions there are.
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { TextField } from '@web/components/ui';
import { apiRoute } from '@web/lib/api-route';
import { useContractQuery } from '@web/lib/contract-query';
import type { StreetAddressFieldProps } from './street-address-field';
import './street-address-combobox.css';

const suggestions = apiRoute('profile/list-address-suggestions');
const MIN_LENGTH = 3;
const PAUSE_MS = 300;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export default function StreetAddressCombobox({ onPick, value, onChange, id, ...field }: StreetAddressFieldProps) {
  const generated = useId();
  const inputId = id ?? `street-${generated}`;
  const listId = `${inputId}-suggestions`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebounced(value.trim(), PAUSE_MS);
  const found = useContractQuery(
    suggestions,
    { query: { q } },
    { enabled: open && q.length >= MIN_LENGTH, staleTime: 5 * 60_000, select: (body) => body.data },
  );
  const options = open && q.length >= MIN_LENGTH ? (found.data ?? []) : [];
  const expanded = options.length > 0;

  const pick = (index: number) => {
    const chosen = options[index];
    if (!chosen) return;
    onPick({ street: chosen.street, city: chosen.city, state: chosen.state ?? '', zip: chosen.zip });
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="street-combobox">
      <TextField
        {...field}
        id={inputId}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          onChange(event);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Address suggestions"
        className="street-combobox__list"
        hidden={!expanded}
      >
        {options.map((option, index) => (
          // Options of an aria-activedescendant combobox: focus stays in the field, whose keydown
          // handler moves through them (Up/Down, Enter picks, Escape closes); a click picks too.
          // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: the WAI-ARIA combobox pattern (keys on the field)
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: suggestions are plain text, replaced as a whole on each query, and two may share a label
            key={`${option.label}-${index}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="street-combobox__option"
            // Keep focus in the field: the click picks, the blur would close the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(index)}
          >
            {option.label}
          </div>
        ))}
      </div>
      <p role="status" className="visually-hidden">
        {expanded
          ? `${options.length} address suggestion${options.length === 1 ? '' : 's'} available. Use the arrow keys to choose one.`
          : ''}
      </p>
    </div>
  );
}
