// A renewal the card refused (or no card on file): what happened and the learner's two ways on.
// (The receipt of a renewal charged is an order confirmation: order-receipt.ts.)
import { renderEmail, type EmailBrand, type RenderedEmail } from './layout';

export function autoRenewalFailedEmail(
  input: {
    firstName: string;
    productName: string;
    reason: string;
    /** Billing's payment method page: a new default card is tried again by the next daily run. */
    paymentMethodUrl: string;
    /** Puts the recertification in the cart: the learner renews it now, by hand. */
    renewUrl: string;
  },
  brand: EmailBrand,
): RenderedEmail {
  return renderEmail(brand, {
    subject: `We could not renew your ${input.productName}`,
    preheader: 'Nothing was charged. Update your card or renew it yourself.',
    greeting: `Hi ${input.firstName},`,
    paragraphs: [
      `We tried to renew your certification (${input.productName}) with your saved card, but it did not go through: ${input.reason}`,
      'Nothing was charged.',
    ],
    sections: [
      {
        heading: 'To keep your certification current',
        items: [
          {
            text: 'Update your card: we try the new card with the next daily renewal.',
            link: { label: 'Update my card', url: input.paymentMethodUrl },
          },
          {
            text: `Or renew it yourself now: we put ${input.productName} in your cart, and you pay for it at checkout with any card.`,
            link: { label: 'Renew now', url: input.renewUrl },
          },
        ],
      },
    ],
    footnote: 'You can turn auto-renew off at any time under Billing, Auto-Renewals.',
  });
}
