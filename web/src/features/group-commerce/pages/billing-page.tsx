// /group-portal/settings/billing: the group's saved cards; delete asks first, naming the last four;
// 'Add a payment method' opens the card-entry modal (which also finishes a card back from 3-D Secure).
import { useState } from 'react';
import { paths } from '@shared/paths';
import { Button, Heading, Text } from '@web/components/ui';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useStepUp } from '@web/components/step-up';
import { usePageTitle } from '@web/components/page-title';
import { QueryState } from '@web/components/query-state';
import { useDeleteGroupCard, useGroupCards } from '../api/group-commerce';
import { AddCardDialog } from '../components/add-card-dialog';
import { SavedCards } from '../components/saved-cards';
import { bankReturn } from '../lib/card-entry';
import { LimitedGroupOnly } from '../lib/limited-group';

export function GroupBillingPage() {
  usePageTitle('Billing');
  const cards = useGroupCards();
  const remove = useDeleteGroupCard();
  // Back from the bank's 3-D Secure page with a card being saved: the dialog finishes it.
  const [adding, setAdding] = useState(() => bankReturn().setupIntent !== null);
  const [deleting, setDeleting] = useState<{ id: string; last4: string } | null>(null);
  const { withStepUp, dialog } = useStepUp();
  return (
    <LimitedGroupOnly otherwise={paths.groupSettings}>
      <section aria-labelledby="billing-title">
        <Heading level={2} id="billing-title">
          Billing
        </Heading>
        <QueryState query={cards} pending="Loading your cards…" failed="We could not load your cards" variant="block">
          {({ data }) =>
            data.length === 0 ? (
              <Text>Your group has no payment method on file.</Text>
            ) : (
              <SavedCards
                cards={data}
                action={(card) => (
                  <Button
                    size="small"
                    variation="destructive"
                    onClick={() => setDeleting({ id: card.paymentMethodId, last4: card.last4 })}
                    aria-label={`Delete the card ending in ${card.last4}`}
                  >
                    Delete
                  </Button>
                )}
              />
            )
          }
        </QueryState>
        <div className="row">
          <Button variation="primary" onClick={() => setAdding(true)}>
            Add a payment method
          </Button>
        </div>
      </section>
      <AddCardDialog open={adding} onClose={() => setAdding(false)} />
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
        <p>Are you sure you want to delete the card ending in {deleting?.last4}?</p>
      </ConfirmDialog>
      {dialog}
    </LimitedGroupOnly>
  );
}
