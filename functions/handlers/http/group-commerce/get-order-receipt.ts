import { getGroupOrderReceipt } from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { groupReceipt } from '@functions/domain/group-commerce/orders';

export const handler = defineHttpHandler(getGroupOrderReceipt, async ({ group, params }) => ({
  status: 200,
  body: await groupReceipt(group, params.uuid),
}));
