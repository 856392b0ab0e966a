// Add a payment method (a modal): a SetupIntent on the group's customer, confirmed by the card form
// with the typed card (Stripe's card check refuses a declining card there; a card whose bank wants
// 3-D Secure goes through it: locally the bank's page, which comes back to this page and reopens
// this dialog), then the saved card is named to POST /api/groups/payment_methods.json. A refusal
// shows as an error toast.
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@web/components/ui';
import { ModalDialog } from '@web/components/modal-dialog';
import { showToast } from '@web/lib/toast';
import { useAddGroupCard, useCreateGroupSetupIntent } from '../api/group-commerce';
import { useStepUp } from '@web/components/step-up';
import { useCardEntry, type EnteredGroupCard, type SetupOutcome } from '../lib/card-entry';

export const SAVE_FAILED = 'Failed to save payment method';
const refused = (message: string) => showToast({ type: 'error', message: `${SAVE_FAILED}: ${message}` });

export function AddCardDialog({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved?: (paymentMethodId: string) => void;
}) {
  const { Form } = useCardEntry();
  const createSetup = useCreateGroupSetupIntent();
  const add = useAddGroupCard();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const { withStepUp, dialog } = useStepUp();

  /** The card form's outcome: the bank's page, a refusal, or a saved card to name to our API. */
  const finish = useCallback(
    async (result: SetupOutcome) => {
      if ('redirectTo' in result) {
        window.location.assign(result.redirectTo);
        return;
      }
      if (!result.ok) {
        refused(result.message);
        return;
      }
      const reply = await add.mutateAsync({ id: result.paymentMethodId }).catch(() => null);
      if (reply?.status === 201) {
        onSaved?.(result.paymentMethodId);
        onClose();
      } else if (reply?.status === 422) refused(Object.values(reply.body.errors).flat()[0] ?? '');
    },
    [add, onSaved, onClose],
  );

  // Back from the bank's page: finish, and drop Stripe's query so a reload does not finish again.
  const returned = useCallback(
    (result: SetupOutcome) => {
      navigate(pathname, { replace: true });
      setBusy(true);
      void finish(result).finally(() => setBusy(false));
    },
    [finish, navigate, pathname],
  );

  const save = async (card: EnteredGroupCard) => {
    setBusy(true);
    try {
      const intent = await withStepUp((currentPassword) => createSetup.mutateAsync(currentPassword));
      if (!intent) return;
      if (intent.status !== 200) {
        refused(intent.status === 422 ? (Object.values(intent.body.errors).flat()[0] ?? '') : '');
        return;
      }
      await finish(await card.confirmSetup(intent.body.clientSecret));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy="add-card-title" className="group-commerce-dialog">
      <div className="group-commerce-dialog__body">
        {open ? <Form busy={busy} onSave={save} onReturn={returned} /> : null}
        <div className="row group-commerce-dialog__actions">
          <Button onClick={onClose}>Cancel</Button>
        </div>
      </div>
      {dialog}
    </ModalDialog>
  );
}
