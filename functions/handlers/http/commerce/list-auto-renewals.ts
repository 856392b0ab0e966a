import * as contracts from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listAutoRenewals } from '@functions/domain/commerce/auto-renewal-settings';

export const handler = defineHttpHandler(contracts.listAutoRenewals, async ({ caller }) => ({
  status: 200,
  body: await listAutoRenewals(caller.userId),
}));
