import type { DigestSection } from '@shared/rules/notification-schedule';
import { formatIsoDate } from '@shared/rules/date-format';
import { renderEmail, type EmailBrand, type EmailSection, type RenderedEmail } from './layout';

export interface DigestAsk {
  userId: string;
  name: string;
  courseName: string;
  expiresOn: string;
}

export interface ExpirationDigestInput {
  firstName: string;
  groupName: string;
  daysBeforeExpiration: number;
  sections: DigestSection[];
  /** Members whose own reminder told them their admin was asked to recertify them. */
  asks: DigestAsk[];
  /** Rows in the range beyond those listed (the compliance page has them all). */
  notListed: number;
  complianceUrl: string;
  assignUrl: (userId: string) => string;
}

export function groupExpirationDigestEmail(input: ExpirationDigestInput, brand: EmailBrand): RenderedEmail {
  const listed = input.sections.reduce((sum, section) => sum + section.entries.length, 0);
  const total = listed + input.notListed;
  const asked = new Set(input.asks.map((ask) => ask.userId));
  const assign = (userId: string, name: string) => ({
    label: `Assign a seat to ${name}`,
    url: input.assignUrl(userId),
  });
  const sections: EmailSection[] = input.sections.map((section) => ({
    heading: `${section.bucket} (${section.entries.length})`,
    items: section.entries.map((entry) => {
      const name = `${entry.firstName} ${entry.lastName}`;
      const notes = [
        entry.assigned ? 'seat assigned' : '',
        asked.has(entry.userId) ? 'asked to be recertified' : '',
      ].filter(Boolean);
      return {
        text: `${name}: ${entry.courseName}, expires ${formatIsoDate(entry.expirationDate)}${notes.length ? ` (${notes.join(', ')})` : ''}`,
        ...(entry.assigned ? {} : { link: assign(entry.userId, name) }),
      };
    }),
  }));
  if (input.asks.length) {
    sections.push({
      heading: `Asked to be recertified (${input.asks.length})`,
      items: input.asks.map((ask) => ({
        text: `${ask.name}: ${ask.courseName}, expires ${formatIsoDate(ask.expiresOn)}`,
        link: assign(ask.userId, ask.name),
      })),
    });
  }
  return renderEmail(brand, {
    subject: `${input.groupName}: ${total} certification${total === 1 ? '' : 's'} expiring in the next ${input.daysBeforeExpiration} days`,
    preheader: `Members of ${input.groupName} whose certifications expire soon.`,
    greeting: `Hi ${input.firstName},`,
    paragraphs: [
      total
        ? `${total} certification${total === 1 ? '' : 's'} of ${input.groupName} members expire${total === 1 ? 's' : ''} in the next ${input.daysBeforeExpiration} days. Assign a seat so they can recertify in time.`
        : `No certifications of ${input.groupName} members expire in the next ${input.daysBeforeExpiration} days.`,
      ...(input.notListed ? [`${input.notListed} more are on the compliance page.`] : []),
    ],
    sections,
    action: { label: 'Open the compliance page', url: input.complianceUrl },
    footnote:
      'You receive this digest as a group admin. Change how often it comes under Settings, Notifications in the group portal.',
  });
}
