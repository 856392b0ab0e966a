import { getReferrals } from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { myReferrals } from '@functions/domain/commerce/referrals';

export const handler = defineHttpHandler(getReferrals, async ({ caller }) => ({
  status: 200,
  body: await myReferrals(caller.user),
}));
