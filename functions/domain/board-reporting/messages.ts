// What board reporting says to the learner: its toasts, refusals and the plain words for each
// report's trouble. The license-number shape text comes from shared/rules/board-reporting.ts.

export const BOARD_REPORTING_MESSAGES = {
  notFound: 'Report not found',
  /** CE Broker's reply when its receipt carries no text of its own. */
  accepted: 'Accepted',
  /** What the report shows when CE Broker gave no usable reply (the reason itself is logged). */
  noAnswer: 'CE Broker did not answer.',
  retrySent: 'Sent to CE Broker again.',
  retryQueued: 'CE Broker did not answer. We will keep trying and show the result here.',
  alreadyAccepted: 'CE Broker has already accepted this report.',
  beingSent: 'This report is being sent to CE Broker right now. Check back in a minute.',
  tooSoon: 'This report was just sent. Please wait a minute before trying again.',
  changed: 'This report was changed at the same time. Please reload and try again.',
  licenseGone: 'The state license of this report was deleted, so it cannot be sent again.',
  licenseNoLongerReports:
    'This state license no longer reports this credit to CE Broker (its state or profession changed).',
  /** CE Broker refused a well-shaped number: it is not on file with the board as typed. */
  refusedLicense: (code: string | null, message: string) =>
    `CE Broker could not match your license number${code ? ` (${code}: ${message})` : ` (${message})`}. Check the number against your state board's license lookup, correct it in your state licenses, then send the report again.`,
  refusedOther: (message: string) =>
    `CE Broker refused this report: ${message}. Contact support if it happens again after a retry.`,
  unavailable: (nextAttemptAt: string | null) =>
    nextAttemptAt
      ? 'We could not reach CE Broker. We will try again automatically; nothing is needed from you.'
      : 'We could not reach CE Broker after several tries. Send it again, or contact support if it keeps failing.',
} as const;
