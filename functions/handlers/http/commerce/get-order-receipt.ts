import * as contracts from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { getOrderReceipt } from '@functions/domain/commerce/billing';

export const handler = defineHttpHandler(contracts.getOrderReceipt, async ({ caller, params }) => ({
  status: 200,
  body: await getOrderReceipt(caller.user, params.id),
}));
