import { mfaChallenge } from '@shared/contracts/mfa';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { completeMfaChallenge } from '@functions/domain/auth/mfa-challenge';

export const handler = defineHttpHandler(mfaChallenge, async ({ body, request, caller }) => {
  const { cookies, headers, ...reply } = await completeMfaChallenge(body, request.cookies, request.ip, caller);
  return { status: 200, cookies, headers, body: reply };
});
