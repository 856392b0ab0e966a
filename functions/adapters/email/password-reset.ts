import { renderEmail, type EmailBrand, type RenderedEmail } from './layout';

export function passwordResetEmail(
  input: { firstName: string; resetUrl: string; validHours: number },
  brand: EmailBrand,
): RenderedEmail {
  return renderEmail(brand, {
    subject: 'Reset your password',
    preheader: 'Use this link to choose a new password.',
    greeting: `Hi ${input.firstName},`,
    paragraphs: [
      'We received a request to reset the password for your account.',
      `The link below works once and expires in ${input.validHours} hours.`,
    ],
    action: { label: 'Choose a new password', url: input.resetUrl },
    footnote: 'If you did not ask for this, you can ignore this email: your password stays the same.',
  });
}
