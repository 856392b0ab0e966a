// The learner's referral link and code, with copy buttons.
import { REFERRAL_CREDIT_CENTS, REFERRAL_DISCOUNT_PERCENT } from '@shared/constants';
import { formatCents } from '@shared/rules/pricing';
import { Text } from '@web/components/ui';
import { BlockError } from '@web/components/query-state';
import { LoadingState } from '@web/components/loading-state';
import { useReferrals } from '../api/referrals-and-reviews';
import { CopyField } from './copy-field';

export function ReferralShare() {
  const referrals = useReferrals();
  if (referrals.isPending) return <LoadingState label="Loading your referral link…" />;
  if (referrals.isError)
    return (
      <BlockError
        message="We could not load your referral link."
        onRetry={() => void referrals.refetch()}
        retrying={referrals.isFetching}
      />
    );
  return (
    <div className="stack">
      <Text>
        Colleagues who use your link or code get {REFERRAL_DISCOUNT_PERCENT}% off their first order, and you earn{' '}
        {formatCents(REFERRAL_CREDIT_CENTS)} cash when they pay.
      </Text>
      <CopyField label="Your referral link" value={referrals.data.link} />
      <CopyField label="Your referral code" value={referrals.data.code} />
    </div>
  );
}
