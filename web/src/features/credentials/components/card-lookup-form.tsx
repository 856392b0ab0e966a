// The look-up of a provider card by its holder's last name (never by id alone, so the page cannot be
// used to list holders): on /verify/:cardId the id is known and only the name is asked; on /verify,
// for someone holding a paper card, the card id printed on it is asked too.
import { useState } from 'react';
import { Button, Heading, Text, TextField } from '@web/components/ui';
import { FormAlert } from '@web/components/form-alert';
import { useApiForm } from '@web/components/use-api-form';
import { CARD_NOT_FOUND, LAST_NAME_REQUIRED, lookUpCard, type CardVerification } from '../api/verify-provider-card';

export const CARD_ID_REQUIRED = 'Enter the card ID printed on the card.';

/** The navigation state that takes a look-up's result to /verify/:cardId (shown there, not asked again). */
export const cardLookupResult = (card: CardVerification) => ({ verifiedCard: card });

/** The result a look-up brought along to this card's page, if any. */
export function lookedUp(state: unknown, cardId: string): CardVerification | null {
  const card = (state as { verifiedCard?: CardVerification } | null)?.verifiedCard;
  return card?.cardId === cardId ? card : null;
}

/** The server's own words for a rate limit, whatever field it files them under. */
export function rateLimitMessage(body: unknown): string {
  const errors = (body as { errors?: Record<string, string[]> } | undefined)?.errors ?? {};
  return Object.values(errors).flat()[0] ?? 'Too many attempts. Please wait a few minutes and try again.';
}

export function CardLookupForm({
  cardId,
  notice,
  submitLabel = 'Verify',
  onVerified,
}: {
  /** The card being checked; without it the form asks for the id. */
  cardId?: string;
  notice?: string;
  submitLabel?: string;
  onVerified: (card: CardVerification) => void;
}) {
  const [typedId, setTypedId] = useState('');
  const [lastName, setLastName] = useState('');
  const form = useApiForm<'cardId' | 'lastName'>();

  const submit = form.onSubmit(async () => {
    // Ids are printed in capitals; spaces typed between their groups are not part of them.
    const id = cardId ?? typedId.replace(/\s+/g, '').toUpperCase();
    const name = lastName.trim();
    const missing = {
      ...(id ? {} : { cardId: [CARD_ID_REQUIRED] }),
      ...(name ? {} : { lastName: [LAST_NAME_REQUIRED] }),
    };
    if (Object.keys(missing).length) return { errors: missing };
    const reply = await lookUpCard(id, { lastName: name });
    if (reply.status === 200) return onVerified(reply.body);
    if (reply.status === 404) return { errors: { base: [CARD_NOT_FOUND] } };
    if (reply.status === 429) return { errors: { base: [rateLimitMessage(reply.body)] } };
    return reply;
  });

  return (
    <div className="card verify-card verify-card--ask">
      <Heading level={2}>{cardId ? `Check card ${cardId}` : 'Check a provider card'}</Heading>
      <Text>
        {cardId
          ? LAST_NAME_REQUIRED
          : "Enter the card ID printed on the provider card and the card holder's last name."}
      </Text>
      <FormAlert variation="info" message={notice} />
      <form ref={form.ref} onSubmit={submit} noValidate className="stack">
        {cardId ? null : (
          <TextField
            label="Card ID"
            descriptiveText="For example BLS-2026-X7K2M9"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            isRequired
            value={typedId}
            onChange={(event) => {
              setTypedId(event.target.value);
              form.clear('cardId');
            }}
            {...form.field('cardId')}
          />
        )}
        <TextField
          label="Holder's last name"
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          isRequired
          value={lastName}
          onChange={(event) => {
            setLastName(event.target.value);
            form.clear('lastName');
          }}
          {...form.field('lastName')}
        />
        {/* With the id given, a refusal of it (e.g. too long) has no field of its own to sit under. */}
        <FormAlert message={cardId ? form.summary('cardId') : form.summary()} />
        <Button
          type="submit"
          variation="primary"
          isDisabled={form.pending}
          isLoading={form.pending}
          loadingText="Checking…"
        >
          {submitLabel}
        </Button>
      </form>
    </div>
  );
}
