// /verify/:cardId (public, behind the QR code on every card). The code's link carries a token and
// shows the result at once; without one (a typed-in id, or a token that no longer matches) the
// page asks for the holder's last name first, so it cannot be used to list holders. The result
// is never more than the holder's name, the course, the dates and the standing (Valid, Expiring
// soon, Expired; a revoked card shows only that it is revoked).
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@shared/paths';
import { Heading, Text } from '@web/components/ui';
import { DateText } from '@web/components/date-text';
import { usePageTitle } from '@web/components/page-title';
import { LoadError } from '@web/components/query-state';
import { LoadingState } from '@web/components/loading-state';
import { ApiError } from '@web/lib/api';
import type { Prefetch } from '@web/lib/prefetch';
import {
  CARD_NOT_FOUND,
  prefetchCardByToken,
  useCardByToken,
  type CardVerification,
} from '../api/verify-provider-card';
import { CardLookupForm, lookedUp, rateLimitMessage } from '../components/card-lookup-form';
import '../credentials.css';

export const STANDING: Record<CardVerification['standing'], { label: string; explanation: string; icon: string }> = {
  valid: { label: 'Valid', explanation: 'This provider card is current.', icon: '✓' },
  expiring: {
    label: 'Expiring soon',
    explanation: 'This provider card is current but expires within 30 days.',
    icon: '!',
  },
  expired: { label: 'Expired', explanation: 'This provider card is no longer current.', icon: '✗' },
  revoked: { label: 'Revoked', explanation: 'This provider card has been revoked and is not valid.', icon: '✗' },
};

/** The QR code's look-up (see lib/prefetch.ts). */
export const prefetch: Prefetch = ({ params, search }) => {
  const token = search.get('token');
  if (params.cardId && token) prefetchCardByToken(params.cardId, token);
};

export function VerifyCardPage() {
  usePageTitle('Verify a provider card');
  const { cardId = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token');
  const byToken = useCardByToken(cardId, token);
  // /verify's paper-card look-up arrives with its result: shown, not asked again.
  const { state } = useLocation();
  const [byName, setByName] = useState<CardVerification | null>(() => lookedUp(state, cardId));

  const card = byName ?? byToken.data;
  const tokenError = byToken.isError ? byToken.error : null;
  // Without an answer from the server (offline, 5xx) there is nothing to ask the visitor for.
  const unanswered = tokenError instanceof ApiError && (tokenError.status === 0 || tokenError.status >= 500);

  return (
    <section className="page verify-page">
      <Heading level={1}>Provider Card Verification</Heading>
      {card ? (
        <VerifiedCard card={card} focus={byName !== null} />
      ) : token && byToken.isPending ? (
        <LoadingState label="Checking this card…" />
      ) : unanswered ? (
        <LoadError
          level={2}
          title="We could not check this card"
          onRetry={byToken.refetch}
          retrying={byToken.isRefetching}
        />
      ) : (
        <CardLookupForm
          cardId={cardId}
          notice={tokenError ? tokenNotice(tokenError) : undefined}
          onVerified={setByName}
        />
      )}
      <Text className="small">
        Have the holder's digital credential (a <code>.jwt</code> file)?{' '}
        <Link to={paths.verifyCredential}>Verify the credential</Link>.
      </Text>
    </section>
  );
}

/** Why a token link did not show the card: the form below lets the visitor go on by name. */
function tokenNotice(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return rateLimitMessage(error.body);
  if (error instanceof ApiError && error.status === 404) return CARD_NOT_FOUND;
  return "This link could not verify the card. Enter the card holder's last name to verify it.";
}

/** `focus`: the result replaced the form the visitor was in, so reading goes on at its heading. */
function VerifiedCard({ card, focus }: { card: CardVerification; focus: boolean }) {
  const standing = STANDING[card.standing];
  const revoked = card.standing === 'revoked';
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) headingRef.current?.focus();
  }, [focus]);
  return (
    <div className={`card verify-card verify-card--${card.standing}`}>
      <Heading level={2} ref={headingRef} tabIndex={-1}>
        Verification result
      </Heading>
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
      {/* A revoked card vouches for nothing: its holder and dates are not repeated. */}
      {revoked ? null : (
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
        </dl>
      )}
    </div>
  );
}
