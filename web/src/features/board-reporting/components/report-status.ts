// The words for a report's status, and instants shown as date and time on the learner's clock.
import type { BoardReport } from '@shared/contracts/board-reporting';

export const STATUS_LABELS: Record<BoardReport['status'], string> = {
  pending: 'Waiting to be sent',
  submitted: 'Being sent',
  accepted: 'Reported',
  rejected: 'Refused by CE Broker',
  failed: 'Not sent yet',
};

const FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const dateTime = (instant: string): string => FORMAT.format(new Date(instant));

/** Worth reading again soon: on its way, or waiting out the minute before a retry. */
export const changesSoon = (report: BoardReport): boolean =>
  report.status === 'pending' ||
  report.status === 'submitted' ||
  ((report.status === 'rejected' || report.status === 'failed') && !report.canRetry && report.license !== null);
