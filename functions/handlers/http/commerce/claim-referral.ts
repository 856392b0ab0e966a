import { claimReferral } from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { claimReferral as claim } from '@functions/domain/commerce/referral-claims';

export const handler = defineHttpHandler(claimReferral, async ({ body, caller, request }) => ({
  status: 200,
  body: await claim(
    { userId: caller?.userId ?? null, cookies: request.cookies, headers: request.headers, ip: request.ip },
    body.code,
  ),
}));
