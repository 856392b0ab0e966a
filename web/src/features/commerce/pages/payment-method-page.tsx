// /billing/payment-method: saved cards with the default marked; make another the default; delete
// with a confirmation naming the last four digits; the empty message; add a card (update subroute).
import { useState } from 'react';
import { paths } from '@shared/paths';
import { Button, Text } from '@web/components/ui';
import { ButtonLink } from '@web/components/button-link';
import { allOf, QueryState } from '@web/components/query-state';
import { usePageTitle } from '@web/components/page-title';
import { useDefaultPaymentMethod, useDeleteCard, useMakeDefaultCard, usePaymentMethods } from '../api/billing';
import { BillingHeader } from '../components/billing-tabs';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useStepUp } from '@web/components/step-up';
import '../commerce.css';

export const NO_PAYMENT_METHOD = 'You have no payment method on file. Please add a payment method to your account.';

export function PaymentMethodPage() {
  usePageTitle('Payment Method');
  const cards = usePaymentMethods();
  const defaultCard = useDefaultPaymentMethod();
  const makeDefault = useMakeDefaultCard();
  const remove = useDeleteCard();
  const [deleting, setDeleting] = useState<{ id: string; last4: string } | null>(null);
  const { withStepUp, dialog } = useStepUp();

  return (
    <section className="page commerce-page">
      <BillingHeader />
      <QueryState
        query={allOf(cards, defaultCard)}
        variant="block"
        pending="Loading your payment methods…"
        failed="We could not load your payment methods."
      >
        {([{ data }, { paymentMethod }]) => (
          <div className="stack">
            {data.length === 0 ? (
              <Text>{NO_PAYMENT_METHOD}</Text>
            ) : (
              <ul className="saved-cards" aria-label="Saved cards">
                {data.map((card) => {
                  const isDefault = card.paymentMethodId === paymentMethod?.paymentMethodId;
                  return (
                    <li key={card.paymentMethodId} className="saved-card">
                      <span>
                        <strong>{card.brand.toUpperCase()}</strong> ending in {card.last4}, expires{' '}
                        {String(card.expMonth).padStart(2, '0')}/{card.expYear}
                        {isDefault ? <span className="badge">Default</span> : null}
                      </span>
                      <span className="saved-card__actions">
                        {isDefault ? null : (
                          <Button
                            size="small"
                            isLoading={makeDefault.isPending && makeDefault.variables?.id === card.paymentMethodId}
                            onClick={() =>
                              void withStepUp((currentPassword) =>
                                makeDefault.mutateAsync({ id: card.paymentMethodId, currentPassword }),
                              )
                            }
                            aria-label={`Make the card ending in ${card.last4} the default`}
                          >
                            Make default
                          </Button>
                        )}
                        <Button
                          size="small"
                          variation="destructive"
                          onClick={() => setDeleting({ id: card.paymentMethodId, last4: card.last4 })}
                          aria-label={`Delete the card ending in ${card.last4}`}
                        >
                          Delete
                        </Button>
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
            <div>
              <ButtonLink to={paths.billingPaymentMethodUpdate} variation="primary">
                Add a payment method
              </ButtonLink>
            </div>
          </div>
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this card?"
        confirmLabel="Yes, delete"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          void withStepUp((currentPassword) => remove.mutateAsync({ id: deleting!.id, currentPassword })).finally(() =>
            setDeleting(null),
          )
        }
      >
        <p>Are you sure you want to delete the card ending in {deleting?.last4 ?? ''}?</p>
      </ConfirmDialog>
      {dialog}
    </section>
  );
}
