// A visit through a colleague's referral link: signed in, the referral applies to the account now;
// anonymous, the browser's cart remembers the code and sign-up (or sign-in) applies it.
// Codes are a first name and four digits, so claims are limited per caller (the account, or the
// anonymous browser's pre-session) and per IP: nobody can walk through a colleague's 10,000 codes.
// Every claim counts, in one atomic increment, so parallel claims cannot slip past the limit.
import { INVALID_REFERRAL } from '@shared/constants';
import { countAttempt } from '@functions/data/rate-limits';
import { rateLimitSubject } from '@functions/lib/client-ip';
import { PRESESSION_COOKIE, readCookie } from '@functions/lib/cookies';
import { hashToken } from '@functions/lib/crypto';
import { Invalid, TooManyRequests } from '@functions/lib/errors';
import { successToast } from '@functions/lib/toasts';
import { rememberReferralCode, type CartRequest } from './cart';
import { COMMERCE_MESSAGES, TOO_MANY_REFERRAL_CLAIMS } from './messages';
import { applyReferralCode, isKnownReferralCode } from './referrals';

export const REFERRAL_CLAIM_LIMIT = { windowSeconds: 3600, perCaller: 20, perIp: 60 } as const;

function callerSubject(request: CartRequest): string | null {
  if (request.userId) return `user:${request.userId}`;
  const presession = readCookie(request.cookies, PRESESSION_COOKIE);
  return presession ? `browser:${hashToken(presession)}` : null;
}

async function enforceClaimLimit(request: CartRequest, ip: string): Promise<void> {
  const caller = callerSubject(request);
  const { windowSeconds, perCaller, perIp } = REFERRAL_CLAIM_LIMIT;
  const [byCaller, byIp] = await Promise.all([
    caller ? countAttempt('referralClaim', caller, windowSeconds) : 0,
    countAttempt('referralClaim', `ip:${rateLimitSubject(ip)}`, windowSeconds),
  ]);
  if (byCaller > perCaller) throw TooManyRequests.over('referralClaim:caller', TOO_MANY_REFERRAL_CLAIMS);
  if (byIp > perIp) throw TooManyRequests.over('referralClaim:ip', TOO_MANY_REFERRAL_CLAIMS);
}

export async function claimReferral(request: CartRequest & { ip: string }, code: string) {
  await enforceClaimLimit(request, request.ip);
  if (request.userId) await applyReferralCode(request.userId, code);
  else {
    if (!(await isKnownReferralCode(code))) throw Invalid.field('code', INVALID_REFERRAL);
    await rememberReferralCode(request, code);
  }
  return { referred: true, toaster: successToast(COMMERCE_MESSAGES.referralApplied) };
}
