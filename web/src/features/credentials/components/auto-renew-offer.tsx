// The auto-renewal offer: shown while the exam can auto-renew and it is off; turning it on shows
// the server's toast and the offer goes away (the reply updates the course in the cache).
import { Button, Heading, Text } from '@web/components/ui';
import { ExternalLink } from '@web/components/external-link';
import { paths } from '@shared/paths';
import { useUpdateAutoRenew } from '../api/update-auto-renew';
import { AUTO_RENEW_DISCOUNT_PERCENT } from '@shared/constants';

export function AutoRenewOffer({ userCourseUuid, userExamUuid }: { userCourseUuid: string; userExamUuid: string }) {
  const update = useUpdateAutoRenew(userCourseUuid, userExamUuid);
  return (
    <section className="card offer-card offer-card--renew" aria-labelledby="auto-renew-heading">
      <Heading level={2} id="auto-renew-heading">
        Never Miss a Renewal
      </Heading>
      <Text>
        Turn on automatic renewal and save {AUTO_RENEW_DISCOUNT_PERCENT}% on your next certification. We will remind you
        before your card expires, and you can turn it off any time in your billing preferences.
      </Text>
      <div className="row">
        {/* Failures are ignored quietly (the spec); a server error still shows the generic toast. */}
        <Button
          variation="primary"
          onClick={() => update.mutate(true)}
          isLoading={update.isPending}
          loadingText="Turning on…"
        >
          Turn On Auto-Renewal
        </Button>
        <ExternalLink href={paths.autoRenewalTerms}>Automatic renewal terms and conditions</ExternalLink>
      </div>
    </section>
  );
}
