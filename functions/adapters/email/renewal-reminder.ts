import { renderEmail, type RenderedEmail } from './layout';

export function renewalReminderEmail(input: { firstName: string; courseName: string; expiresOn: string; daysLeft: number; renewUrl: string }): RenderedEmail {
  return renderEmail({
    subject: `Your ${input.courseName} provider card expires in ${input.daysLeft} days`,
    preheader: `Renew before ${input.expiresOn} to stay compliant.`,
    greeting: `Hi ${input.firstName},`,
    paragraphs: [
      `Your ${input.courseName} provider card expires on ${input.expiresOn}.`,
      'Recertify now so your employer keeps you on the schedule: the course and exam are online and take about as long as a shift break or two.',
    ],
    action: { label: 'Renew my certification', url: input.renewUrl },
    footnote: 'You receive this reminder once per card, 30 days before it expires.',
  });
}
