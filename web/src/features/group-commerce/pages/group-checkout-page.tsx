// The checkout child of the purchase pages: the order's total, a saved card to pay with (or a new one
// through the card-entry modal), then POST /api/groups/purchases.json. While it runs: 'Please wait
// while we process your order.'; a refusal shows its first message with a Go To Dashboard button;
// a success follows the reply's redirect to /group-portal/courses.
import { useId, useState } from 'react';
import { useNavigate, useOutletContext } from 'react-router-dom';
import { GROUP_PURCHASE_MESSAGES } from '@shared/constants';
import { paths } from '@shared/paths';
import { formatCents } from '@shared/rules/pricing';
import { Button, Heading } from '@web/components/ui';
import { ButtonLink } from '@web/components/button-link';
import { FormAlert } from '@web/components/form-alert';
import { ModalDialog } from '@web/components/modal-dialog';
import { QueryState } from '@web/components/query-state';
import { reloadSession } from '@web/lib/session';
import { useGroupCards, usePurchase } from '../api/group-commerce';
import { AddCardDialog } from '../components/add-card-dialog';
import { cardLabel } from '../components/saved-cards';
import type { CheckoutContext } from './purchase-pages';

export function GroupCheckoutPage() {
  const { map, cart, backTo } = useOutletContext<CheckoutContext>();
  const id = useId();
  const navigate = useNavigate();
  const cards = useGroupCards();
  const purchase = usePurchase();
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => navigate(backTo);
  const selected = chosen ?? cards.data?.data[0]?.paymentMethodId ?? null;

  const pay = async () => {
    if (!selected) return;
    setFailure(null);
    const reply = await purchase.mutateAsync({ cart: map, paymentMethodId: selected }).catch(() => null);
    if (!reply) return;
    if (reply.status === 201)
      void reloadSession(); // the group is now purchased
    else if (reply.status === 422)
      setFailure(Object.values(reply.body.errors).flat()[0] ?? GROUP_PURCHASE_MESSAGES.emptySelection);
    else setFailure(reply.body.message);
  };

  return (
    <ModalDialog open onClose={close} labelledBy={`${id}-title`} className="group-commerce-dialog">
      <div className="group-commerce-dialog__body">
        <Heading level={2} id={`${id}-title`}>
          Checkout
        </Heading>
        <p>
          {cart.quantity} courses{cart.discountTier ? ` at ${cart.discountTier}% off` : ''}:{' '}
          <strong>{formatCents(cart.total)}</strong>
        </p>
        {purchase.isPending ? (
          <p role="status" className="group-checkout__processing">
            {GROUP_PURCHASE_MESSAGES.processing}
          </p>
        ) : failure ? (
          <>
            <FormAlert message={failure} />
            <div className="row group-commerce-dialog__actions">
              <ButtonLink to={paths.groupPortal}>Go To Dashboard</ButtonLink>
              <Button onClick={() => setFailure(null)}>Try again</Button>
            </div>
          </>
        ) : (
          <QueryState query={cards} pending="Loading your cards…" failed="We could not load your cards" variant="block">
            {({ data }) => (
              <>
                {data.length ? (
                  <fieldset className="group-checkout__cards">
                    <legend>Pay with</legend>
                    {data.map((card) => (
                      <label key={card.paymentMethodId} className="row">
                        <input
                          type="radio"
                          name="card"
                          value={card.paymentMethodId}
                          checked={selected === card.paymentMethodId}
                          onChange={() => setChosen(card.paymentMethodId)}
                        />
                        {cardLabel(card)}
                      </label>
                    ))}
                  </fieldset>
                ) : (
                  <p>Add a card to pay with.</p>
                )}
                <div className="row group-commerce-dialog__actions">
                  <Button onClick={close}>Cancel</Button>
                  <Button onClick={() => setAdding(true)}>Add a payment method</Button>
                  <Button variation="primary" isDisabled={!selected} onClick={() => void pay()}>
                    Complete Purchase
                  </Button>
                </div>
              </>
            )}
          </QueryState>
        )}
      </div>
      <AddCardDialog open={adding} onClose={() => setAdding(false)} onSaved={setChosen} />
    </ModalDialog>
  );
}
