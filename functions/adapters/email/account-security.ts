// Emails about the account's own security: confirming the address, claiming an address someone
// else registered, and notices of changes (password, email, phone, two-step verification) or of passcode sign-in turned off.
import { renderEmail, type EmailBrand, type RenderedEmail } from './layout';

export function confirmEmailEmail(
  input: { firstName: string; confirmUrl: string; validHours: number },
  brand: EmailBrand,
): RenderedEmail {
  return renderEmail(brand, {
    subject: 'Confirm your email address',
    preheader: 'One click confirms this address for your account.',
    greeting: `Hi ${input.firstName},`,
    paragraphs: [
      'An account was created (or its email changed) with this address. Please confirm it is yours.',
      `The link works once and expires in ${input.validHours} hours; you will be asked to sign in to the account first.`,
    ],
    action: { label: 'Confirm my email', url: input.confirmUrl },
    footnote:
      'If you did not create this account, do not sign in to it: use "Forgot password" with this address instead. That proves the address is yours, removes the password and phone someone else set, and signs everyone else out.',
  });
}

export function claimAccountEmail(input: { claimUrl: string; validHours: number }, brand: EmailBrand): RenderedEmail {
  return renderEmail(brand, {
    subject: 'Claim your email address',
    preheader: 'An account nobody confirmed already uses this address.',
    greeting: 'Hello,',
    paragraphs: [
      'Someone tried to create an account with this address, but an account that was never confirmed already uses it.',
      'If that was you, choose a password with the link below: the account becomes yours, any password or unconfirmed phone number set on it before is removed, and every other browser is signed out.',
      `The link works once and expires in ${input.validHours} hours.`,
    ],
    action: { label: 'Claim the account', url: input.claimUrl },
    footnote: 'If you did not try to sign up, you can ignore this email.',
  });
}

export type AccountChange =
  | 'password'
  | 'email'
  | 'phone'
  | 'passcodeLocked'
  | 'mfaEnabled'
  | 'mfaDisabled'
  | 'recoveryCodes';

const NOTICES: Record<AccountChange, { subject: string; text: string }> = {
  password: {
    subject: 'Your password was changed',
    text: 'The password of your account was just changed, and every other browser signed in to it was signed out.',
  },
  email: {
    subject: 'Your email address was changed',
    text: 'The email address of your account was just changed. This address no longer signs in to it.',
  },
  phone: { subject: 'Your phone number was changed', text: 'The phone number of your account was just changed.' },
  passcodeLocked: {
    subject: 'Passcode sign-in was turned off',
    text: 'Too many wrong passcodes were entered for your account today, so sign-in by text message is off until you sign in with your password or reset it.',
  },
  mfaEnabled: {
    subject: 'Two-step verification was turned on',
    text: 'Two-step verification was just turned on for your account: signing in now also asks for a code from an authenticator app.',
  },
  mfaDisabled: {
    subject: 'Two-step verification was turned off',
    text: 'Two-step verification was just turned off for your account: signing in no longer asks for a code from an authenticator app.',
  },
  recoveryCodes: {
    subject: 'New recovery codes were made',
    text: 'New two-step verification recovery codes were just made for your account; the old ones no longer work.',
  },
};

export function accountNoticeEmail(
  input: {
    firstName: string;
    change: AccountChange;
    resetUrl: string;
  },
  brand: EmailBrand,
): RenderedEmail {
  const notice = NOTICES[input.change];
  return renderEmail(brand, {
    subject: notice.subject,
    preheader: notice.text,
    greeting: `Hi ${input.firstName},`,
    paragraphs: [notice.text, 'If this was you, there is nothing to do.'],
    action: { label: 'This was not me: reset my password', url: input.resetUrl },
    footnote: 'Resetting the password signs every browser out of your account.',
  });
}
