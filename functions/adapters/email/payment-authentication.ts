// A charge made with nobody present that the card's bank wants the payer to confirm (3-D Secure,
// Stripe's `authentication_required`): a link to the page that finishes the same payment on-session.
import { formatIsoDate } from '@shared/rules/date-format';
import { type EmailBrand, renderEmail, type RenderedEmail } from './layout';

export function paymentAuthenticationEmail(
  input: {
    firstName: string;
    productName: string;
    total: string;
    cardLast4: string;
    paymentUrl: string;
    /** The last day the link can pay (ISO date). */
    linkEndsOn: string;
  },
  brand: EmailBrand,
): RenderedEmail {
  return renderEmail(brand, {
    subject: `Please confirm the payment for your ${input.productName}`,
    preheader: 'Your bank asks you to confirm this payment before we can renew your certification.',
    greeting: `Hi ${input.firstName},`,
    paragraphs: [
      `We tried to renew your certification (${input.productName}, ${input.total}) with your card ending in ${input.cardLast4}, and your bank asks you to confirm the payment yourself.`,
      'Nothing has been charged yet. Open the link below, sign in if asked, and confirm the payment with your bank; your recertification is ready as soon as it goes through.',
      `The link works until ${formatIsoDate(input.linkEndsOn)}.`,
    ],
    action: { label: 'Confirm my payment', url: input.paymentUrl },
    footnote:
      'If you would rather use another card, update your payment method under Billing and we will try it with the next daily run.',
  });
}
