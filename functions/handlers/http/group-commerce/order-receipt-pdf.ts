import { groupOrderReceiptPdf } from '@shared/contracts/group-commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { groupReceiptPdf } from '@functions/domain/group-commerce/orders';

export const handler = defineHttpHandler(groupOrderReceiptPdf, async ({ group, params }) => ({
  status: 200,
  headers: { 'content-disposition': `inline; filename="group-receipt-${params.uuid}.pdf"` },
  body: await groupReceiptPdf(group, params.uuid),
}));
