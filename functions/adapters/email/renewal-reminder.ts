import { formatIsoDate } from '@shared/rules/date-format';
import { renderEmail, type EmailBrand, type RenderedEmail } from './layout';

export interface RenewalReminderInput {
  firstName: string;
  courseName: string;
  expiresOn: string;
  daysLeft: number;
  renewUrl: string;
  /** A group member: their admin has been asked to recertify them (listed in the group's next digest). */
  adminAsked?: boolean;
  groupName?: string;
}

const when = (daysLeft: number, expiry: string) =>
  daysLeft > 0 ? `expires in ${daysLeft} days` : daysLeft === 0 ? 'expires today' : `expired on ${expiry}`;

export function renewalReminderEmail(input: RenewalReminderInput, brand: EmailBrand): RenderedEmail {
  const groupName = input.groupName ?? 'your group';
  const expiry = formatIsoDate(input.expiresOn);
  return renderEmail(brand, {
    subject: `Your ${input.courseName} provider card ${when(input.daysLeft, expiry)}`,
    preheader: input.adminAsked
      ? `We have asked ${groupName} to assign you the recertification.`
      : `Renew before ${expiry} to stay compliant.`,
    greeting: `Hi ${input.firstName},`,
    paragraphs: input.adminAsked
      ? [
          `Your ${input.courseName} provider card ${input.daysLeft >= 0 ? `expires on ${expiry}` : `expired on ${expiry}`}.`,
          `We have asked your administrator at ${groupName} to assign you the recertification course; it will appear on your dashboard once they do.`,
        ]
      : [
          `Your ${input.courseName} provider card ${input.daysLeft >= 0 ? `expires on ${expiry}` : `expired on ${expiry}`}.`,
          'Recertify now so your employer keeps you on the schedule: the course and exam are online and take about as long as a shift break or two.',
        ],
    action: input.adminAsked
      ? { label: 'Open my dashboard', url: input.renewUrl }
      : { label: 'Renew my certification', url: input.renewUrl },
    footnote:
      'You receive these reminders 90, 60, 30 and 7 days before your card expires and on the day it does, once each.',
  });
}
