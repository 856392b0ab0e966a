// A held card's renewal: the warning from RENEWAL_WARNING_DAYS before it expires (and once it has),
// saying how to renew, and the action, which goes where the server's entitlement rules say: the
// cart holding the right product, or the course page when the renewal is already paid for.
import { Link } from 'react-router-dom';
import type { CardRenewal } from '@shared/contracts/learning';
import { renewalStanding, renewalStandingText } from '@shared/rules/certification';
import { viewerToday } from '@web/lib/viewer-day';

function howToRenew(renewal: CardRenewal | undefined, expired: boolean): string {
  if (renewal?.state === 'entitled') return 'Your renewal is paid for: start it now.';
  if (renewal?.state === 'group') return 'Ask your group administrator for a seat to renew.';
  if (renewal?.productName) return `Renew with ${renewal.productName}.`;
  return expired ? 'Renew it to get a new card.' : 'Renew it to stay certified.';
}

/** Nothing while the card is valid; `id` names the warning for the action's description. */
export function RenewalWarning({
  id,
  expiresOn,
  renewal,
}: {
  id: string;
  expiresOn: string;
  renewal: CardRenewal | undefined;
}) {
  const standing = renewalStanding(expiresOn, viewerToday());
  if (standing.state === 'valid') return null;
  return (
    <p id={id} className={`renewal-warning renewal-warning--${standing.state}`}>
      <strong>{renewalStandingText(standing)}.</strong> {howToRenew(renewal, standing.state === 'expired')}
    </p>
  );
}

/** Renew now (to the cart holding the product) or Start renewal (already paid for); nothing to click for a group member. */
export function RenewAction({ renewal, describedBy }: { renewal: CardRenewal; describedBy: string }) {
  if (!renewal.path || renewal.state === 'group') return null;
  return (
    <Link
      to={renewal.path}
      className="amplify-button amplify-button--primary button-link"
      aria-describedby={describedBy}
    >
      {renewal.state === 'entitled' ? 'Start renewal' : 'Renew now'}
    </Link>
  );
}
