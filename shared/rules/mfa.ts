// Two-step verification (TOTP, RFC 6238) rules shared by the server and the web: who must use it,
// which time steps a code may match, and how recovery codes look.

/** Group admins of groups with more members than this must use two-step verification. */
export const MFA_REQUIRED_ABOVE_GROUP_MEMBERS = 50;
/** The authenticator app's period and code length (what every common app assumes). */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the step before and after the current one are accepted too (clock drift). */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits that cannot be misread (no 0/o, 1/l/i). */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** 12 characters from the 31 above: about 59 bits, shown as xxxx-xxxx-xxxx. */
export const RECOVERY_CODE_LENGTH = 12;

export interface MfaRoles {
  contentAdmin: boolean;
  groupAdmin: boolean;
  groupId: string | null;
}

/** Whether the account must have two-step verification: content admins, and admins of groups above the threshold. */
export function mfaRequiredFor(user: MfaRoles, groupMemberCount: number | null): boolean {
  if (user.contentAdmin) return true;
  return user.groupAdmin && user.groupId !== null && (groupMemberCount ?? 0) > MFA_REQUIRED_ABOVE_GROUP_MEMBERS;
}

/** Whether the group size matters for this account (only then is the group read). */
export const mfaDependsOnGroup = (user: MfaRoles): boolean =>
  !user.contentAdmin && user.groupAdmin && user.groupId !== null;

/** The time step of an instant. */
export const totpStepAt = (epochMs: number): number => Math.floor(epochMs / 1000 / TOTP_PERIOD_SECONDS);

/**
 * A code that matched `matchedStep` signs in only when that step is later than the last one used:
 * a code seen once (over a shoulder, in a phishing proxy's log) cannot be replayed within its window.
 */
export const isFreshStep = (matchedStep: number, lastUsedStep: number | null): boolean =>
  lastUsedStep === null || matchedStep > lastUsedStep;

/** How a recovery code is compared: case, spaces and dashes do not matter. */
export const normalizeRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');

/** Whether the text can be a recovery code at all (after normalizing). */
export const looksLikeRecoveryCode = (code: string): boolean =>
  new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`).test(normalizeRecoveryCode(code));

/** The shown form: xxxx-xxxx-xxxx. */
export const formatRecoveryCode = (normalized: string): string => normalized.match(/.{1,4}/g)!.join('-');

/** What the server answers and the screens say. */
export const MFA_MESSAGES = {
  codeMissing: 'Please enter the 6-digit code from your authenticator app',
  /** One answer for a wrong code and a code already used (a replay learns nothing). */
  codeIncorrect: 'This code is incorrect or was already used. Enter the current code from your authenticator app.',
  recoveryCodeIncorrect: 'This recovery code is incorrect or was already used.',
  challengeExpired: 'This sign-in has expired. Please sign in again.',
  setupExpired: 'This setup has expired. Please start again.',
  confirmEmailFirst:
    'Confirm your email address first: two-step verification protects an account whose address is proven yours.',
  alreadyOn: 'Two-step verification is already on.',
  notOn: 'Two-step verification is not on.',
  turnedOn: 'Two-step verification is on. Keep your recovery codes somewhere safe.',
  turnedOff: 'Two-step verification is off.',
  newRecoveryCodes: 'New recovery codes were made. The old ones no longer work.',
} as const;

/** After signing in with a recovery code: how many are left (a warning when few are). */
export const recoveryCodesLeftMessage = (left: number): string =>
  left === 0
    ? 'You used your last recovery code. Make new ones under Profile → Security.'
    : `You have ${left} recovery code${left === 1 ? '' : 's'} left.`;
