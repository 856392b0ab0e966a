// The post-pass child `referral-details`: the referral link and code below the passed page.
import { Heading } from '@web/components/ui';
import { ReferralShare } from '../components/referral-share';
import '../commerce.css';

export function ReferralDetailsPage() {
  return (
    <section className="card referral-details" aria-labelledby="referral-details-title">
      <Heading level={2} id="referral-details-title">
        Refer Colleagues
      </Heading>
      <ReferralShare />
    </section>
  );
}
