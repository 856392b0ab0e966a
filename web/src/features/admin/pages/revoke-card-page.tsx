// Revoke a provider card (content admins): by the id printed on the card, after a confirmation. The
// card's public verification page then says revoked, and so do its digital credentials (the card's
// and its pass's CE certificates') through the published revocation list, within five minutes.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Heading, Text, TextField } from '@web/components/ui';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DateText } from '@web/components/date-text';
import { usePageTitle } from '@web/components/page-title';
import { useRevokeCard } from '../api/revoke-card';

export const CARD_ID_REQUIRED = 'Enter the id printed on the card.';
export const CARD_NOT_FOUND = 'No provider card has this id.';

export function RevokeCardPage() {
  usePageTitle('Revoke a Provider Card');
  const [cardId, setCardId] = useState('');
  const [asking, setAsking] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [revoked, setRevoked] = useState<{ cardId: string; revokedAt: string } | null>(null);
  const revoke = useRevokeCard();

  function ask(event: FormEvent) {
    event.preventDefault();
    const id = cardId.trim();
    if (!id) return setFieldError(CARD_ID_REQUIRED);
    setFieldError(null);
    setFailure(null);
    setAsking(id);
  }

  async function confirm() {
    if (!asking) return;
    const reply = await revoke.mutateAsync(asking).catch(() => null);
    if (reply?.status === 200) {
      setRevoked(reply.body);
      setAsking(null);
      setCardId('');
    } else setFailure(reply?.status === 404 ? CARD_NOT_FOUND : 'The card could not be revoked. Please try again.');
  }

  return (
    <div className="page admin-page">
      <div className="page-header">
        <div>
          <p className="eyebrow">Content admin</p>
          <Heading level={1}>Revoke a Provider Card</Heading>
        </div>
      </div>
      <section className="card stack" aria-label="Revoke a card">
        <Text>
          A revoked card reads as revoked on its verification page, and so do its digital credentials and the CE
          certificates of the course that earned it, for every verifier (within five minutes). It cannot be undone.
        </Text>
        {revoked ? (
          <Alert variation="success">
            Card {revoked.cardId} is revoked (since <DateText value={revoked.revokedAt.slice(0, 10)} />
            ).
          </Alert>
        ) : null}
        <form className="stack" onSubmit={ask} noValidate>
          <TextField
            label="Card id"
            descriptiveText="As printed on the card, e.g. ACLS-2026-7K2M9XQ4TB."
            autoComplete="off"
            spellCheck={false}
            isRequired
            value={cardId}
            onChange={(event) => {
              setCardId(event.target.value);
              setFieldError(null);
            }}
            hasError={fieldError !== null}
            errorMessage={fieldError ?? undefined}
          />
          <div>
            <Button type="submit" variation="destructive">
              Revoke Card
            </Button>
          </div>
        </form>
      </section>
      <ConfirmDialog
        open={asking !== null}
        title="Revoke this card?"
        confirmLabel="Revoke Card"
        pending={revoke.isPending}
        pendingLabel="Revoking…"
        error={failure}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setAsking(null);
          setFailure(null);
        }}
      >
        <Text>Card {asking} and its digital credentials will read as revoked everywhere. This cannot be undone.</Text>
      </ConfirmDialog>
    </div>
  );
}
