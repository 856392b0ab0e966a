// The subscription pricing card: an extra 15 % off with subscription pricing; asking once sets the
// group's subscriptionInterestSent and the button gives way to a thank-you.
import { SUBSCRIPTION_EXTRA_PERCENT } from '@shared/constants';
import { Button } from '@web/components/ui';
import { useSubscriptionInterest } from '../api/group-commerce';

export function SubscriptionOffer({ sent }: { sent: boolean }) {
  const interest = useSubscriptionInterest();
  return (
    <aside className="card subscription-offer" aria-labelledby="subscription-offer-title">
      <h2 id="subscription-offer-title">Save an extra {SUBSCRIPTION_EXTRA_PERCENT}% with subscription pricing</h2>
      <p>
        Subscribe your whole team for a year and every course costs {SUBSCRIPTION_EXTRA_PERCENT}% less on top of your
        discount tier.
      </p>
      {sent ? (
        <p role="status">Thanks! Our team will contact you about subscription pricing.</p>
      ) : (
        <Button variation="primary" isLoading={interest.isPending} onClick={() => interest.mutate()}>
          I&apos;m interested
        </Button>
      )}
    </aside>
  );
}
