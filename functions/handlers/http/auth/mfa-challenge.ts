import { mfaChallenge } from '@shared/contracts/mfa';
import { defineHttpHandler } from '@functions/lib/http-handler';
import { PRESESSION_COOKIE, readCookie } from '@functions/lib/cookies';
import { completeMfaChallenge, MFA_CHALLENGE_COOKIE } from '@functions/domain/auth/mfa-challenge';

export const handler = defineHttpHandler(mfaChallenge, async ({ body, request, caller }) => {
  const input = { ...body, challengeToken: readCookie(request.cookies, MFA_CHALLENGE_COOKIE), presession: readCookie(request.cookies, PRESESSION_COOKIE) };
  const { cookies, headers, ...reply } = await completeMfaChallenge(input, request.ip, caller);
  return { status: 200, cookies, headers, body: reply };
});
