// What the sign-in and phone use cases say: the texts we send by SMS, their toasts and the refusals
// they name. Texts the web shows as well live in shared/ (MESSAGES in shared/constants.ts,
// MFA_MESSAGES in shared/rules/mfa.ts).
import { OTP_VALID_MINUTES } from '@shared/constants';
import { maskPhone } from '@shared/rules/identity';

/** The bodies of the text messages we send. */
export const SMS_TEXTS = {
  signInPasscode: (code: string) => `Your sign-in passcode is ${code}. It expires in ${OTP_VALID_MINUTES} minutes.`,
  phoneConfirmationCode: (code: string) =>
    `Your phone confirmation code is ${code}. It expires in ${OTP_VALID_MINUTES} minutes.`,
} as const;

/** Why a text message is not sent (text-messages.ts). */
export const SMS_MESSAGES = {
  countryNotEnabled: 'We cannot send text messages to this country.',
  numberBudget:
    'We cannot send more text messages to this number today. Please sign in with your password, or try again tomorrow.',
  dailyBudget: 'Text messages are unavailable right now. Please sign in with your password, or try again later.',
} as const;

export const PHONE_MESSAGES = {
  noPhone: 'Add a phone number to your profile first.',
  emailFirst: 'Please confirm your email address first (use the link we emailed you).',
  alreadyConfirmed: 'Your phone number is already confirmed.',
  sent: (phone: string) => `We have texted a code to ${maskPhone(phone)}.`,
  failed: 'This code is incorrect or has expired. Please try again or request a new one.',
  confirmed: 'Your phone number is confirmed. You can now sign in with a passcode texted to it.',
} as const;

export const GOOGLE_PENDING_GONE = 'This Google sign-in has expired. Please sign in with Google again.';
export const GOOGLE_EMAIL_UNVERIFIED =
  'Google has not verified this email address, so it cannot create an account. Verify it with Google, or create an account with a password.';
