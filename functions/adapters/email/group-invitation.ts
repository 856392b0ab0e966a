import { renderEmail, type EmailBrand, type RenderedEmail } from './layout';

/**
 * The invitation: anyone can create a group, so the only text of the inviter's in it is the group's
 * name (restricted at sign-up, capped and cleaned by emailGroupName); the greeting names nobody.
 */
export function groupInvitationEmail(
  input: {
    groupName: string;
    acceptUrl: string;
    validDays: number;
  },
  brand: EmailBrand,
): RenderedEmail {
  return renderEmail(brand, {
    subject: `You are invited to join ${input.groupName}`,
    preheader: `${input.groupName} manages your certification training.`,
    greeting: 'Hello,',
    paragraphs: [
      `${input.groupName} invites you to join their group, which enrolls you in courses and keeps your certifications current.`,
      `The link below works once and expires in ${input.validDays} days. If you already have an account, you sign in to it and see what the group's admins will see before you accept; nothing is shared until you do.`,
    ],
    action: { label: 'Accept the invitation', url: input.acceptUrl },
    footnote: 'If you were not expecting this, you can ignore this email.',
  });
}

export function completeCourseReminderEmail(
  input: {
    firstName: string;
    groupName: string;
    courses: string[];
    dashboardUrl: string;
  },
  brand: EmailBrand,
): RenderedEmail {
  return renderEmail(brand, {
    subject: 'Reminder: complete your course',
    preheader: `${input.groupName} enrolled you in ${input.courses.join(', ')}.`,
    greeting: `Hi ${input.firstName},`,
    paragraphs: [
      `${input.groupName} enrolled you in ${input.courses.join(', ')}. Please complete it to keep your certification current.`,
    ],
    action: { label: 'Continue my course', url: input.dashboardUrl },
    footnote: 'You receive this because your group sent a reminder.',
  });
}
