import * as contracts from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { getReferrals } from '@functions/domain/commerce/referrals';

export const handler = defineHttpHandler(contracts.getReferrals, async ({ caller }) => ({
  status: 200,
  body: await getReferrals(caller.user),
}));
