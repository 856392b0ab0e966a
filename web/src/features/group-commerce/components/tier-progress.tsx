// The discount-tier progress bar: lifetime seats (this order included) towards the best tier, full at
// 50, with each tier marked and the next one named.
import { TIER_PROGRESS_FULL_AT, tierProgress } from '@shared/rules/group-pricing';
import type { GroupCart } from '../api/group-commerce';

export function TierProgress({ cart }: { cart: GroupCart }) {
  const percent = Math.round(tierProgress(cart.cumulativeQuantity) * 100);
  return (
    <section className="card tier-progress" aria-labelledby="tier-progress-title">
      <h2 id="tier-progress-title" className="tier-progress__title">
        Discount tier: {cart.discountTier ? `${cart.discountTier}% off` : 'none yet'}
      </h2>
      <div
        className="tier-progress__track"
        role="progressbar"
        aria-labelledby="tier-progress-title"
        aria-valuemin={0}
        aria-valuemax={TIER_PROGRESS_FULL_AT}
        aria-valuenow={Math.min(cart.cumulativeQuantity, TIER_PROGRESS_FULL_AT)}
        aria-valuetext={`${cart.cumulativeQuantity} courses purchased including this order`}
      >
        <div className="tier-progress__fill" style={{ width: `${percent}%` }} />
        {cart.discountTiers.map((tier) => (
          <span
            key={tier.min}
            className="tier-progress__mark"
            style={{ left: `${Math.min(100, (tier.min / TIER_PROGRESS_FULL_AT) * 100)}%` }}
            aria-hidden="true"
          >
            {tier.percent}%
          </span>
        ))}
      </div>
      <p className="tier-progress__note">
        {cart.cumulativeQuantity} courses over your group&apos;s lifetime, this order included ({cart.lifetimeQuantity}{' '}
        before).{' '}
        {cart.nextTier
          ? `Add ${cart.nextTier.seatsNeeded} more to reach ${cart.nextTier.percent}% off.`
          : 'You have reached the best discount.'}
      </p>
    </section>
  );
}
