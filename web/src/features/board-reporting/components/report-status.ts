// The words for a report's status, and instants shown as date and time on the learner's clock.
import type { BoardReport } from '@shared/contracts/board-reporting';
import { formatDateTime } from '@shared/rules/date-format';

export const STATUS_LABELS: Record<BoardReport['status'], string> = {
  pending: 'Waiting to be sent',
  submitted: 'Being sent',
  accepted: 'Reported',
  rejected: 'Refused by CE Broker',
  failed: 'Not sent yet',
};

/** In the viewer's own zone (named), the one date-time format. */
export const dateTime = (instant: string): string => formatDateTime(instant);

/** Worth reading again soon: on its way, or waiting out the minute before a retry. */
export const changesSoon = (report: BoardReport): boolean =>
  report.status === 'pending' ||
  report.status === 'submitted' ||
  ((report.status === 'rejected' || report.status === 'failed') && !report.canRetry && report.license !== null);
