// Auto-renewal emails: the receipt of an off-session renewal, and a renewal the card refused.
import { AUTO_RENEW_DISCOUNT_PERCENT } from '@shared/constants';
import { renderEmail, type RenderedEmail } from './layout';

export function autoRenewalReceiptEmail(input: {
  firstName: string;
  productName: string;
  total: string;
  cardLast4: string;
  receiptUrl: string;
  dashboardUrl: string;
}): RenderedEmail {
  return renderEmail({
    subject: `Your ${input.productName} was renewed`,
    preheader: `We charged ${input.total} to your card ending in ${input.cardLast4}.`,
    greeting: `Hi ${input.firstName},`,
    paragraphs: [
      `As you asked, we renewed your certification with your auto-renew discount (${AUTO_RENEW_DISCOUNT_PERCENT}% off): ${input.productName}, ${input.total}, charged to your card ending in ${input.cardLast4}.`,
      'Your recertification course is ready in My Learning.',
      `Your receipt: ${input.receiptUrl}`,
    ],
    action: { label: 'Start my recertification', url: input.dashboardUrl },
    footnote: 'You can turn auto-renew off at any time under Billing > Auto-Renewals.',
  });
}

export function autoRenewalFailedEmail(input: {
  firstName: string;
  productName: string;
  reason: string;
  paymentMethodUrl: string;
}): RenderedEmail {
  return renderEmail({
    subject: `We could not renew your ${input.productName}`,
    preheader: 'Please update your payment method.',
    greeting: `Hi ${input.firstName},`,
    paragraphs: [
      `We tried to renew your certification (${input.productName}) with your saved card, but it did not go through: ${input.reason}`,
      'Nothing was charged. Update your payment method and we will try again with the next daily run, or buy the recertification from your cart.',
    ],
    action: { label: 'Update my payment method', url: input.paymentMethodUrl },
    footnote: 'You can turn auto-renew off at any time under Billing > Auto-Renewals.',
  });
}
