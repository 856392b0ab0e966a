// Group names (security review M1): no way to contact someone else in a name anyone can give a
// group, and the name as an email carries it (capped, control and format characters out).
import { describe, expect, it } from 'vitest';
import { EMAIL_GROUP_NAME_MAX, emailGroupName, isContactFreeGroupName } from '@shared/rules/group-names';
import { groupInvitationEmail } from '@functions/adapters/email/group-invitation';

describe('isContactFreeGroupName', () => {
  it.each([
    'Mercy General Hospital',
    "St. Mary's Medical Center",
    'A.B.C. Nursing',
    'U.S. Health',
    'Station 51 EMS',
    'Kaiser Permanente - Unit 12',
    'Group 2026-11',
    'Clínica São José',
  ])('accepts %s', (name) => {
    expect(isContactFreeGroupName(name)).toBe(true);
  });

  it.each([
    'Your account is locked - call +1 555 0100',
    'Call (555) 555-0100',
    'call 5550100',
    'Visit https://evil.example',
    'hxxp://x and www.evil',
    'evil.example/login',
    'go to evil.co.uk today',
    'Write to help@evil.example',
    'Mercy\u202EGeneral',
    'Line\nbreak',
  ])('refuses %j', (name) => {
    expect(isContactFreeGroupName(name)).toBe(false);
  });
});

describe('emailGroupName', () => {
  it('removes control and format characters, collapses whitespace and caps the length with an ellipsis', () => {
    expect(emailGroupName('  Mercy\u202E \u200BGeneral\r\nHospital ')).toBe('Mercy General Hospital');
    const long = emailGroupName('x'.repeat(120));
    expect([...long]).toHaveLength(EMAIL_GROUP_NAME_MAX);
    expect(long.endsWith('…')).toBe(true);
    expect(emailGroupName('\u0007')).toBe('Your group');
  });
});

describe('the invitation email', () => {
  it('says hello to nobody in particular and names only the group', () => {
    const email = groupInvitationEmail(
      {
        groupName: 'Mercy General Hospital',
        acceptUrl: 'https://app.example/group-portal/invitation/abc',
        validDays: 30,
      },
      { name: 'CertifyMed', color: '#0b5cab', logoUrl: null },
    );
    expect(email.subject).toBe('You are invited to join Mercy General Hospital');
    expect(email.text.split('\n')[0]).toBe('Hello,');
  });
});
