// /verify/:cardId (public, behind the QR code on every card): who holds the card, for which
// course, when it was issued and when it expires, and whether it is Valid, Expiring soon or
// Expired. Unknown ids get a friendly not-found message.
import { useParams } from 'react-router-dom';
import { Heading, Text } from '@aws-amplify/ui-react';
import { DateText } from '../../../components/date-text';
import { LoadError } from '../../../components/load-error';
import { LoadingState } from '../../../components/loading-state';
import { usePageTitle } from '../../../components/page-title';
import { useVerification, type CardVerification } from '../api/verify-provider-card';
import '../credentials.css';

export const STANDING: Record<CardVerification['standing'], { label: string; explanation: string; icon: string }> = {
  valid: { label: 'Valid', explanation: 'This provider card is current.', icon: '✓' },
  expiring: { label: 'Expiring soon', explanation: 'This provider card is current but expires within 30 days.', icon: '!' },
  expired: { label: 'Expired', explanation: 'This provider card is no longer current.', icon: '✗' },
};

export function VerifyCardPage() {
  usePageTitle('Verify a provider card');
  const { cardId = '' } = useParams();
  const verification = useVerification(cardId);

  return (
    <section className="page verify-page">
      <Heading level={1}>Provider Card Verification</Heading>
      {verification.isPending ? (
        <LoadingState label="Checking this card…" />
      ) : verification.isError ? (
        <LoadError level={2} title="We could not check this card" onRetry={() => void verification.refetch()} retrying={verification.isRefetching} />
      ) : verification.data ? (
        <VerifiedCard card={verification.data} />
      ) : (
        <div className="card verify-card verify-card--unknown" role="status">
          <Heading level={2}>We could not find this card</Heading>
          <Text>
            No provider card has the ID <strong className="verify-card__id">{cardId}</strong>. Check the ID printed on the card, or scan its QR code again.
          </Text>
          <Text className="muted">If the card was issued recently, it may take a few minutes to appear.</Text>
        </div>
      )}
    </section>
  );
}

function VerifiedCard({ card }: { card: CardVerification }) {
  const standing = STANDING[card.standing];
  return (
    <div className={`card verify-card verify-card--${card.standing}`}>
      <p className={`standing standing--${card.standing}`}>
        <span className="standing__icon" aria-hidden="true">
          {standing.icon}
        </span>
        <span>
          <span className="visually-hidden">Status: </span>
          {standing.label}
        </span>
      </p>
      <Text>{standing.explanation}</Text>
      <dl className="verify-card__facts">
        <div>
          <dt>Card holder</dt>
          <dd>{card.holderName}</dd>
        </div>
        <div>
          <dt>Course</dt>
          <dd>{card.courseName}</dd>
        </div>
        <div>
          <dt>Issue date</dt>
          <dd>
            <DateText value={card.issuedOn} />
          </dd>
        </div>
        <div>
          <dt>Expiry date</dt>
          <dd>
            <DateText value={card.expiresOn} />
          </dd>
        </div>
        <div>
          <dt>Card ID</dt>
          <dd className="verify-card__id">{card.cardId}</dd>
        </div>
      </dl>
    </div>
  );
}
