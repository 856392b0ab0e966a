// Revoke a provider card (content admins): by the id printed on the card, after a confirmation that
// names whose card it is and for which course (a mistyped id is caught there). The card's public
// verification page then says revoked, and so do its digital credentials (the card's and its pass's
// CE certificates') through the published revocation list, within five minutes.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Heading, Text, TextField } from '@web/components/ui';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DateText } from '@web/components/date-text';
import { usePageTitle } from '@web/components/page-title';
import { fetchCardToRevoke, useRevokeCard } from '../api/revoke-card';

export const CARD_ID_REQUIRED = 'Enter the id printed on the card.';
export const CARD_NOT_FOUND = 'No provider card has this id.';
const LOOKUP_FAILED = 'The card could not be looked up. Please try again.';

type CardToRevoke = Extract<Awaited<ReturnType<typeof fetchCardToRevoke>>, { status: 200 }>['body'];

export function RevokeCardPage() {
  usePageTitle('Revoke a Provider Card');
  const [cardId, setCardId] = useState('');
  const [asking, setAsking] = useState<CardToRevoke | null>(null);
  const [looking, setLooking] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [revoked, setRevoked] = useState<{ cardId: string; revokedAt: string } | null>(null);
  const revoke = useRevokeCard();

  async function ask(event: FormEvent) {
    event.preventDefault();
    const id = cardId.trim();
    if (!id) return setFieldError(CARD_ID_REQUIRED);
    setFieldError(null);
    setFailure(null);
    setLooking(true);
    const reply = await fetchCardToRevoke(id).catch(() => null);
    setLooking(false);
    if (reply?.status === 200) setAsking(reply.body);
    else setFieldError(reply?.status === 404 ? CARD_NOT_FOUND : LOOKUP_FAILED);
  }

  async function confirm() {
    if (!asking) return;
    const reply = await revoke.mutateAsync(asking.cardId).catch(() => null);
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
            <Button type="submit" variation="destructive" isLoading={looking} loadingText="Looking up the card…">
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
        {asking ? (
          <>
            <Text>
              Card {asking.cardId}: {asking.courseName}, held by <strong>{asking.holderName}</strong>, issued{' '}
              <DateText value={asking.issuedOn} />, expires <DateText value={asking.expiresOn} />.
            </Text>
            {asking.revokedAt ? (
              <Text>
                It was revoked on <DateText value={asking.revokedAt.slice(0, 10)} />; revoking it again makes sure its
                digital credentials read as revoked too.
              </Text>
            ) : (
              <Text>It and its digital credentials will read as revoked everywhere. This cannot be undone.</Text>
            )}
          </>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
