// The personalized quote form: courses added from the catalogue, each with a quantity (a whole number
// above 0, the spec's message otherwise; at least one course). Saved as the group's onboarding, then
// shown at /group-portal/purchase-quote.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { GROUP_PURCHASE_MESSAGES } from '@shared/constants';
import { paths } from '@shared/paths';
import { Button, TextField } from '@web/components/ui';
import { FormAlert } from '@web/components/form-alert';
import { useApiForm } from '@web/components/use-api-form';
import { reloadSession } from '@web/lib/session';
import { useCreateQuote, useGroupCart } from '../api/group-commerce';
import { ProductSearch } from '../components/product-search';

const validQuantity = (value: string) => /^\d+$/.test(value.trim()) && Number(value) > 0;

export function QuoteForm() {
  const navigate = useNavigate();
  const create = useCreateQuote();
  const form = useApiForm<'onboardingProductsAttributes'>();
  const names = useGroupCart({});
  const [rows, setRows] = useState<{ productId: string; name: string; quantity: string }[]>([]);
  const nameOf = (productId: string) => names.data?.lineItems.find((l) => l.id === productId)?.name ?? productId;
  const add = (productId: string, name = nameOf(productId)) =>
    setRows((old) => (old.some((r) => r.productId === productId) ? old : [...old, { productId, name, quantity: '' }]));
  const submit = form.onSubmit(async () => {
    if (!rows.length) return { errors: { onboardingProductsAttributes: [GROUP_PURCHASE_MESSAGES.noProducts] } };
    if (!rows.every((r) => validQuantity(r.quantity)))
      return { errors: { onboardingProductsAttributes: [GROUP_PURCHASE_MESSAGES.quoteQuantities] } };
    const reply = await create.mutateAsync(rows.map((r) => ({ productId: r.productId, quantity: Number(r.quantity) })));
    if (reply.status === 201) {
      await reloadSession();
      navigate(paths.groupPurchaseQuote);
    }
    return reply;
  });
  return (
    <form ref={form.ref} onSubmit={submit} noValidate className="stack quote-form" aria-label="Personalized quote">
      {names.data ? (
        <div className="row quote-form__suggestions">
          {names.data.lineItems.map((line) => (
            <Button
              key={line.id}
              size="small"
              onClick={() => add(line.id, line.name)}
              isDisabled={rows.some((r) => r.productId === line.id)}
            >
              Add {line.name}
            </Button>
          ))}
        </div>
      ) : null}
      <ProductSearch inCart={(id) => rows.some((r) => r.productId === id)} onAdd={(id) => add(id)} />
      {rows.length === 0 ? <p className="empty-state">{GROUP_PURCHASE_MESSAGES.noProducts}</p> : null}
      <ul className="quote-form__rows">
        {rows.map((row) => (
          <li key={row.productId} className="row">
            <TextField
              label={`Quantity of ${row.name}`}
              inputMode="numeric"
              value={row.quantity}
              isRequired
              onChange={(event) => {
                form.clear('onboardingProductsAttributes');
                setRows((old) =>
                  old.map((r) => (r.productId === row.productId ? { ...r, quantity: event.target.value } : r)),
                );
              }}
            />
            <Button
              size="small"
              onClick={() => setRows((old) => old.filter((r) => r.productId !== row.productId))}
              aria-label={`Remove ${row.name}`}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <FormAlert message={form.summary('onboardingProductsAttributes')} />
      <div>
        <Button type="submit" variation="primary" isLoading={form.pending} loadingText="Saving…">
          Get My Quote
        </Button>
      </div>
    </form>
  );
}
