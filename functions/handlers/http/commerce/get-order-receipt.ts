import { getOrderReceipt } from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { orderReceipt } from '@functions/domain/commerce/billing';

export const handler = defineHttpHandler(getOrderReceipt, async ({ caller, params }) => ({
  status: 200,
  body: await orderReceipt(caller.user, params.id),
}));
