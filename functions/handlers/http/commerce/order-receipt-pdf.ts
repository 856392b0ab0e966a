import * as contracts from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { orderReceiptPdf } from '@functions/domain/commerce/billing';

export const handler = defineHttpHandler(contracts.orderReceiptPdf, async ({ caller, params }) => ({
  status: 200,
  headers: { 'content-disposition': `inline; filename="receipt-${params.id}.pdf"` },
  body: await orderReceiptPdf(caller.user, params.id),
}));
