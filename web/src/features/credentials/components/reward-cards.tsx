// The referral card (colleague 15% off, referrer earns $25 cash) and the review card (10% off the
// next course; only when the company takes comments and the user has not reviewed yet).
import { Heading, Text } from '@web/components/ui';
import { REFERRAL_DISCOUNT_PERCENT, REFERRAL_REWARD_DOLLARS, REVIEW_REWARD_PERCENT } from '@shared/constants';
import { ButtonLink } from '@web/components/button-link';
import { paths } from '@shared/paths';

/** A card's heading level: 2 on a page, deeper inside a step's own section (the cme step's h3). */
type CardLevel = 2 | 3 | 4;

/** `to`: where 'Refer Colleagues' leads (the referrals page by default; a flow's own referral-details child). */
export function ReferralCard({ to = paths.referrals, level = 2 }: { to?: string; level?: CardLevel }) {
  return (
    <section className="card offer-card" aria-labelledby="referral-card-heading">
      <Heading level={level} id="referral-card-heading">
        Share the Savings
      </Heading>
      <Text>
        Your colleagues get {REFERRAL_DISCOUNT_PERCENT}% off their certification, and you earn $
        {REFERRAL_REWARD_DOLLARS} cash for every colleague who signs up.
      </Text>
      <ButtonLink to={to} variation="primary">
        Refer Colleagues
      </ButtonLink>
    </section>
  );
}

export function ReviewCard({ reviewPath, level = 2 }: { reviewPath: string; level?: CardLevel }) {
  return (
    <section className="card offer-card" aria-labelledby="review-card-heading">
      <Heading level={level} id="review-card-heading">
        Tell Us How We Did
      </Heading>
      <Text>Leave a review of your course and get {REVIEW_REWARD_PERCENT}% off your next course.</Text>
      <ButtonLink to={reviewPath}>Leave a Review</ButtonLink>
    </section>
  );
}
