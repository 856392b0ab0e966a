// Add a payment method (a modal): the card goes to the payment provider, its id to
// POST /api/groups/payment_methods.json; the provider's refusal shows as an error toast.
import { useState } from 'react';
import { Button } from '@web/components/ui';
import { ModalDialog } from '@web/components/modal-dialog';
import { showToast } from '@web/lib/toast';
import { useAddGroupCard } from '../api/group-commerce';
import { useStepUp } from '@web/components/step-up';
import { useCardEntryForm, type EnteredGroupCard } from '../lib/card-entry';

export const SAVE_FAILED = 'Failed to save payment method';

export function AddCardDialog({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved?: (paymentMethodId: string) => void;
}) {
  const CardForm = useCardEntryForm();
  const add = useAddGroupCard();
  const [busy, setBusy] = useState(false);
  const { withStepUp, dialog } = useStepUp();
  const save = async (card: EnteredGroupCard) => {
    setBusy(true);
    try {
      const method = await card.paymentMethod();
      if ('error' in method) {
        showToast({ type: 'error', message: `${SAVE_FAILED}: ${method.error}` });
        return;
      }
      const reply = await withStepUp((currentPassword) => add.mutateAsync({ id: method.id, currentPassword }));
      if (!reply) return;
      if (reply.status === 201) {
        onSaved?.(method.id);
        onClose();
      } else if (reply.status === 422) {
        showToast({ type: 'error', message: `${SAVE_FAILED}: ${Object.values(reply.body.errors).flat()[0] ?? ''}` });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy="add-card-title" className="group-commerce-dialog">
      <div className="group-commerce-dialog__body">
        {open ? <CardForm busy={busy} onSave={save} /> : null}
        <div className="row group-commerce-dialog__actions">
          <Button onClick={onClose}>Cancel</Button>
        </div>
      </div>
      {dialog}
    </ModalDialog>
  );
}
