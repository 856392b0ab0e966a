// What the credentials use cases say to the learner: their toasts and the refusals they name.
// Texts the web shows as well live in shared/constants.ts (CARD_NOT_FOUND, LAST_NAME_REQUIRED, ...).

export const CREDENTIAL_MESSAGES = {
  notified: 'Your employer has been notified.',
  alreadyNotified: 'Your employer has already been notified about this card.',
  mailQueued: 'Your provider card will be mailed to you.',
  mailUnavailable: 'Mailed provider cards are not available.',
  alreadyRequested: 'A mail request was already sent for this card.',
  informationFirst: 'Please confirm your information first.',
  noContinuingEducation: 'This course does not offer CE credit.',
  /** A credential step lost its race with another write to the user course, every retry. */
  courseChanged: 'Your course was changed at the same time. Please try again.',
} as const;
