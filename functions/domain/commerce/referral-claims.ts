// A visit through a colleague's referral link: signed in, the referral applies to the account now;
// anonymous, the browser's cart remembers the code and sign-up (or sign-in) applies it.
import { Invalid } from '@functions/lib/errors';
import { rememberReferralCode, type CartRequest } from './cart';
import { applyReferralCode, INVALID_REFERRAL, isKnownReferralCode } from './referrals';

const APPLIED = 'Your colleague\'s referral is applied: 15% off your first order.';

export async function claimReferral(request: CartRequest, code: string) {
  if (request.userId) await applyReferralCode(request.userId, code);
  else {
    if (!(await isKnownReferralCode(code))) throw Invalid.field('code', INVALID_REFERRAL);
    await rememberReferralCode(request, code);
  }
  return { referred: true, toaster: { type: 'success' as const, message: APPLIED } };
}
