import * as contracts from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { getOrderReceipt } from '@functions/domain/group-commerce/orders';

export const handler = defineHttpHandler(contracts.getGroupOrderReceipt, async ({ group, params }) => ({
  status: 200,
  body: await getOrderReceipt(group, params.uuid),
}));
