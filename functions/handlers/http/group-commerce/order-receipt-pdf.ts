import * as contracts from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { orderReceiptPdf } from '@functions/domain/group-commerce/orders';

export const handler = defineHttpHandler(contracts.groupOrderReceiptPdf, async ({ group, params }) => ({
  status: 200,
  headers: { 'content-disposition': `inline; filename="group-receipt-${params.uuid}.pdf"` },
  body: await orderReceiptPdf(group, params.uuid),
}));
