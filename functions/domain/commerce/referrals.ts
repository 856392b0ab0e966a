// Referrals: each learner's code and link, the colleague's 15 % first-order discount (pricing reads
// `isReferredFirstOrder`), and the referrer's $25 credit ledger (written with that first order).
import { randomInt } from 'node:crypto';
import { href, paths } from '@shared/paths';
import { INVALID_REFERRAL } from '@shared/constants';
import { listReferralCredits } from '@functions/data/referral-credits';
import { createReferralCode, getReferrerOfCode, getUserReferralCode, setReferredBy } from '@functions/data/referrals';
import { hasAnyOrder } from '@functions/data/orders';
import { getUsersByIds, type User } from '@functions/data/users';
import { optimistic, RETRY } from '@functions/data/writes';
import { env } from '@functions/lib/env';
import { Invalid } from '@functions/lib/errors';

/** `MARIA` + 4 digits: readable aloud, unique by conditional put. */
function candidateCode(user: User): string {
  const letters =
    user.firstName
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase()
      .slice(0, 8) || 'FRIEND';
  return `${letters}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
}

async function ensureCode(user: User): Promise<string> {
  // A drawn code another learner holds, or a concurrent first visit: read again, draw again.
  return optimistic({
    read: () => getUserReferralCode(user.id),
    write: async (existing) => {
      if (existing) return existing;
      const code = candidateCode(user);
      return (await createReferralCode(user.id, code)) === 'created' ? code : RETRY;
    },
    conflict: 'We could not create your referral code. Please try again.',
  });
}

export const referralLink = (code: string): string =>
  `${env().APP_URL}${href(paths.cart)}?ref=${encodeURIComponent(code)}`;

export async function getReferrals(user: User) {
  const [code, credits] = await Promise.all([ensureCode(user), listReferralCredits(user.id)]);
  const colleagues = await getUsersByIds(credits.map((c) => c.referredUserId));
  return {
    code,
    link: referralLink(code),
    credits: credits
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((credit) => {
        const colleague = colleagues.find((u) => u.id === credit.referredUserId);
        return {
          id: credit.referredUserId,
          colleague: colleague ? `${colleague.firstName} ${colleague.lastName.slice(0, 1)}.` : 'A colleague',
          amount: credit.amount,
          createdAt: credit.createdAt,
        };
      }),
    balance: credits.reduce((sum, c) => sum + c.amount, 0),
  };
}

/**
 * Makes `code`'s owner the learner's referrer, before their first order; throws the reason as a 422
 * on `code` (unknown, own code, already ordered, already referred).
 */
export async function applyReferralCode(userId: string, code: string, now = new Date()): Promise<void> {
  const normalised = code.trim().toUpperCase();
  const referrerId = await getReferrerOfCode(normalised);
  if (!referrerId) throw Invalid.field('code', INVALID_REFERRAL);
  if (referrerId === userId) throw Invalid.field('code', 'You cannot use your own referral code.');
  if (await hasAnyOrder(userId)) throw Invalid.field('code', 'Referral discounts apply to a first order only.');
  if (!(await setReferredBy(userId, { referrerId, code: normalised, at: now.toISOString() })))
    throw Invalid.field('code', 'A referral is already applied to your account.');
}

export async function isKnownReferralCode(code: string): Promise<boolean> {
  return (await getReferrerOfCode(code.trim().toUpperCase())) !== null;
}
