// The checkout child of the purchase pages: the order's total, a saved card to pay with (or a new one
// through the card-entry modal), then POST /api/groups/purchases.json. While it runs: 'Please wait
// while we process your order.'; a refusal shows its first message with a Go To Dashboard button;
// a success follows the reply's redirect to /group-portal/courses. A card whose bank wants 3-D Secure
// (a 202 with the payment's client secret) is confirmed here with the same card: locally through the
// bank's page, which comes back to this page, then POST /api/groups/purchases/complete.json writes
// the order (the server's saved one: the page needs nothing else to finish it).
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useOutletContext } from 'react-router-dom';
import { GROUP_PURCHASE_MESSAGES } from '@shared/constants';
import { paths } from '@shared/paths';
import { formatCents } from '@shared/rules/pricing';
import { Alert, Button, Heading } from '@web/components/ui';
import { ButtonLink } from '@web/components/button-link';
import { FormAlert } from '@web/components/form-alert';
import { ModalDialog } from '@web/components/modal-dialog';
import { QueryState } from '@web/components/query-state';
import { reloadSession } from '@web/lib/session';
import { useCompletePurchase, useGroupCards, usePurchase } from '../api/group-commerce';
import { AddCardDialog } from '../components/add-card-dialog';
import { cardLabel } from '../components/saved-cards';
import { bankReturn, useCardEntry } from '../lib/card-entry';
import type { CheckoutContext } from './purchase-pages';

const AUTHENTICATION_FAILED = 'Your bank did not confirm the payment. Please try again, or use another card.';

type Reply = { status: number; body: unknown };
/** A reply that is not a success: its first message. */
const messageOf = (reply: Reply): string => {
  const body = reply.body as { errors?: Record<string, string[]>; message?: string };
  return Object.values(body.errors ?? {}).flat()[0] ?? body.message ?? GROUP_PURCHASE_MESSAGES.emptySelection;
};

export function GroupCheckoutPage() {
  const { map, cart, backTo, onPurchased } = useOutletContext<CheckoutContext>();
  const id = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const cards = useGroupCards();
  const purchase = usePurchase();
  const complete = useCompletePurchase();
  const { confirmPayment } = useCardEntry();
  const [chosen, setChosen] = useState<string | null>(null);
  // Back from the bank's page with a card being saved: the card dialog finishes it.
  const [adding, setAdding] = useState(() => bankReturn().setupIntent !== null);
  const [authenticating, setAuthenticating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = () => navigate(backTo);
  const selected = chosen ?? cards.data?.data[0]?.paymentMethodId ?? null;

  const bought = () => {
    onPurchased();
    void reloadSession(); // the group is now purchased
  };

  /** The charge went through (after 3-D Secure): the server writes the order it saved. */
  const finish = async (paymentIntentId: string) => {
    const reply = await complete.mutateAsync(paymentIntentId).catch(() => null);
    if (!reply) return;
    if (reply.status === 201) bought();
    else setFailure(messageOf(reply));
  };
  const finishRef = useRef(finish);
  finishRef.current = finish;

  // Back from the bank's 3-D Secure page (locally): Stripe's query says how it went.
  const returned = useRef(false);
  useEffect(() => {
    const back = bankReturn();
    if (!back.paymentIntent || returned.current) return;
    returned.current = true;
    navigate(pathname, { replace: true });
    if (!back.succeeded) setFailure(AUTHENTICATION_FAILED);
    else void finishRef.current(back.paymentIntent);
  }, [navigate, pathname]);

  const authenticate = async (clientSecret: string, paymentMethodId: string) => {
    setAuthenticating(true);
    try {
      const outcome = await confirmPayment(clientSecret, paymentMethodId, pathname);
      if (outcome.status === 'redirect') window.location.assign(outcome.url);
      else if (outcome.status === 'failed') setFailure(outcome.message);
      else await finish(outcome.paymentIntentId);
    } finally {
      setAuthenticating(false);
    }
  };

  const pay = async () => {
    if (!selected) return;
    setFailure(null);
    setNotice(null);
    const reply = await purchase.mutateAsync({ cart: map, paymentMethodId: selected }).catch(() => null);
    if (!reply) return;
    if (reply.status === 201) bought();
    else if (reply.status === 202) {
      if (reply.body.status === 'processing' || !reply.body.clientSecret) setNotice(reply.body.message);
      else await authenticate(reply.body.clientSecret, reply.body.paymentMethodId);
    } else setFailure(messageOf(reply));
  };

  const processing = purchase.isPending || complete.isPending || authenticating;
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
        {processing ? (
          <p role="status" className="group-checkout__processing">
            {authenticating ? GROUP_PURCHASE_MESSAGES.authenticate : GROUP_PURCHASE_MESSAGES.processing}
          </p>
        ) : failure ? (
          <>
            <FormAlert message={failure} />
            <div className="row group-commerce-dialog__actions">
              <ButtonLink to={paths.groupPortal}>Go To Dashboard</ButtonLink>
              <Button onClick={() => setFailure(null)}>Try again</Button>
            </div>
          </>
        ) : notice ? (
          <>
            <Alert variation="info">{notice}</Alert>
            <div className="row group-commerce-dialog__actions">
              <ButtonLink to={paths.groupPortal}>Go To Dashboard</ButtonLink>
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
