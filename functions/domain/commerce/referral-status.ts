// A referred colleague gets the referral discount on their first order only.
import { hasAnyOrder } from '@functions/data/orders';
import { getReferredBy } from '@functions/data/referrals';

export async function isReferredFirstOrder(userId: string): Promise<boolean> {
  const [referredBy, ordered] = await Promise.all([getReferredBy(userId), hasAnyOrder(userId)]);
  return referredBy !== null && !ordered;
}
