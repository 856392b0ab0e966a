import { listAutoRenewals } from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { listAutoRenewals as list } from '@functions/domain/commerce/auto-renewal-settings';

export const handler = defineHttpHandler(listAutoRenewals, async ({ caller }) => ({
  status: 200,
  body: await list(caller.userId),
}));
