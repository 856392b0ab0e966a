import * as contracts from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { getAutoRenewalPayment } from '@functions/domain/commerce/auto-renewal-payment';

export const handler = defineHttpHandler(contracts.getAutoRenewalPayment, async ({ caller, params }) => ({
  status: 200,
  body: await getAutoRenewalPayment(caller.userId, params.id),
}));
