// Google sign-in's words for the browser (no zod: the sign-in page imports this). The callback ends a
// failed sign-in on /login?google=<reason>; the page says why.
export const GOOGLE_FAILURE_MESSAGES = {
  unavailable: 'Google sign-in is not available right now. Please try again later, or sign in with your email.',
  cancelled: 'Google sign-in was cancelled.',
  expired: 'That Google sign-in expired or was started in another window. Please try again.',
  failed: 'Google could not confirm who you are. Please try again.',
  disabled: 'This account cannot sign in. Please contact support.',
  'too-many': 'Too many sign-in attempts. Please wait a few minutes and try again.',
} as const;

export type GoogleFailureReason = keyof typeof GOOGLE_FAILURE_MESSAGES;

/** The callback's answer for an account with two-step verification: the page opens on the code step. */
export const GOOGLE_SECOND_FACTOR = 'two-step';

export const googleFailureMessage = (reason: string | null): string | null =>
  reason && reason in GOOGLE_FAILURE_MESSAGES ? GOOGLE_FAILURE_MESSAGES[reason as GoogleFailureReason] : null;
