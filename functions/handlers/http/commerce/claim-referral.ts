import * as contracts from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { claimReferral } from '@functions/domain/commerce/referral-claims';

export const handler = defineHttpHandler(contracts.claimReferral, async ({ body, caller, request }) => ({
  status: 200,
  body: await claimReferral(
    { userId: caller?.userId ?? null, cookies: request.cookies, headers: request.headers, ip: request.ip },
    body.code,
  ),
}));
