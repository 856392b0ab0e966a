// The spec's search input: lowercased and debounced 400 ms before it reaches the list.
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { TextField } from '@web/components/ui';
import { useDebouncedValue } from '@web/lib/use-debounced-value';

export function SearchBox({ label, onSearch }: { label: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim().toLowerCase(), SEARCH_DEBOUNCE_MS);
  useEffect(() => onSearch(settled), [settled, onSearch]);
  return (
    <TextField
      label={label}
      type="search"
      className="admin-search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      autoComplete="off"
    />
  );
}
