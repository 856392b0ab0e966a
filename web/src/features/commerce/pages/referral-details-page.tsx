// The post-pass child `referral-details`: the referral link and code below the passed page (h2);
// under the cme step it stands in the certificate dialog's step, one level down (h3).
import { Heading } from '@web/components/ui';
import { ReferralShare } from '../components/referral-share';
import '../commerce.css';

export function ReferralDetailsPage({ level = 2 }: { level?: 2 | 3 }) {
  return (
    <section className="card referral-details" aria-labelledby="referral-details-title">
      <Heading level={level} id="referral-details-title">
        Refer Colleagues
      </Heading>
      <ReferralShare />
    </section>
  );
}

/** The cme step's `referral-details` child, inside the certificate dialog (whose title is the h2). */
export const StepReferralDetailsPage = () => <ReferralDetailsPage level={3} />;
