import { formatIsoDate } from '@shared/rules/date-format';
import { renderEmail, type EmailBrand, type RenderedEmail } from './layout';

export function employerNotificationEmail(
  input: {
    employerFirstName: string;
    learnerName: string;
    courseName: string;
    courseType: string;
    cardId: string;
    expiresOn: string | null;
    pageUrl: string;
  },
  brand: EmailBrand,
): RenderedEmail {
  return renderEmail(brand, {
    subject: `${input.learnerName} is now ${input.courseType} certified`,
    preheader: `${input.learnerName} passed ${input.courseName}. View and download the provider card.`,
    greeting: `Hi ${input.employerFirstName},`,
    paragraphs: [
      `${input.learnerName} asked us to let you know that they passed ${input.courseName} with ${brand.name}.`,
      `Provider card ${input.cardId}${input.expiresOn ? `, valid until ${formatIsoDate(input.expiresOn)}` : ''}. You can view the details and download the card, no account needed.`,
      'Training a whole team? Our group portal keeps every certification and renewal in one place.',
    ],
    action: { label: 'View the provider card', url: input.pageUrl },
    footnote: `You receive this email because ${input.learnerName} entered your address. We send it once.`,
  });
}
