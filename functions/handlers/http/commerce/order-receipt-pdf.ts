import { orderReceiptPdf } from '@shared/contracts/commerce';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { orderReceiptPdf as renderPdf } from '@functions/domain/commerce/billing';

export const handler = defineHttpHandler(orderReceiptPdf, async ({ caller, params }) => ({
  status: 200,
  headers: { 'content-disposition': `inline; filename="receipt-${params.id}.pdf"` },
  body: await renderPdf(caller.user, params.id),
}));
