// Search the whole catalogue and add a product to the cart: the text is lowercased and searched once
// typing has stopped for 400 ms; results show only for a non-empty search.
import { useId, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { formatCents } from '@shared/rules/pricing';
import { Button, TextField } from '@web/components/ui';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useProductSearch } from '../api/group-commerce';

export function ProductSearch({
  inCart,
  onAdd,
}: {
  inCart: (productId: string) => boolean;
  onAdd: (productId: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim().toLowerCase(), SEARCH_DEBOUNCE_MS);
  const results = useProductSearch(search);
  const listId = useId();
  if (!open) {
    return (
      <Button variation="link" onClick={() => setOpen(true)}>
        Search the whole catalogue to add courses
      </Button>
    );
  }
  return (
    <section className="card product-search" aria-label="Catalogue search">
      <TextField
        label="Search the catalogue"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoFocus
        aria-controls={listId}
      />
      <ul id={listId} className="product-search__results" aria-live="polite">
        {search && results.data?.data.length === 0 ? <li>No courses match “{search}”.</li> : null}
        {search
          ? results.data?.data.map((product) => (
              <li key={product.id}>
                <span>
                  {product.name} · {formatCents(product.price)}
                </span>
                <Button
                  size="small"
                  isDisabled={inCart(product.id)}
                  onClick={() => onAdd(product.id)}
                  aria-label={`Add ${product.name}`}
                >
                  {inCart(product.id) ? 'In cart' : 'Add'}
                </Button>
              </li>
            ))
          : null}
      </ul>
    </section>
  );
}
