// POST /api/board_reports/{id}/retry.json: the learner sends a refused or failed report again, with
// the license as it is now (typically just corrected). Refused before sending when the number still
// lacks its board's shape; sent at once, so the page shows CE Broker's answer (or that it did not
// answer: the job keeps trying).
import { boardFor, licenseNumberProblem } from '@shared/rules/board-reporting';
import type { CompletionReporter } from '@functions/adapters/ce-broker';
import { getBoardReport, requeueBoardReport } from '@functions/data/board-reports';
import { getStateLicenseOf } from '@functions/data/state-licenses';
import { getUserById } from '@functions/data/users';
import { Conflict, Invalid, NotFound } from '@functions/lib/errors';
import { infoToast, successToast } from '@functions/lib/toasts';
import { BOARD_REPORTING_MESSAGES } from './messages';
import { canRetry, presentReport } from './present-report';
import { sendReport } from './send-report';

export async function retryBoardReport(
  userId: string,
  reportId: string,
  now = new Date(),
  reporter?: CompletionReporter,
) {
  const report = await getBoardReport(userId, reportId);
  if (!report) throw new NotFound(BOARD_REPORTING_MESSAGES.notFound);
  if (report.status === 'accepted') throw new Conflict(BOARD_REPORTING_MESSAGES.alreadyAccepted);
  if (report.status === 'submitted' || report.status === 'pending')
    throw new Conflict(BOARD_REPORTING_MESSAGES.beingSent);
  const license = await getStateLicenseOf(userId, report.licenseId);
  if (!license) throw new Conflict(BOARD_REPORTING_MESSAGES.licenseGone);
  const board = boardFor(license.stateId, license.professionId);
  if (!board || board.accreditationId !== report.accreditationId)
    throw new Conflict(BOARD_REPORTING_MESSAGES.licenseNoLongerReports);
  const shape = licenseNumberProblem(board, license.license);
  if (shape) throw Invalid.field('license', shape);
  if (!canRetry(report, license, now)) throw new Conflict(BOARD_REPORTING_MESSAGES.tooSoon);

  const queued = await requeueBoardReport(report, now.toISOString());
  if (!queued) throw new Conflict(BOARD_REPORTING_MESSAGES.changed);
  const { result } = await sendReport(queued, now, reporter);
  const [latest, user, current] = await Promise.all([
    getBoardReport(userId, reportId),
    getUserById(userId),
    getStateLicenseOf(userId, report.licenseId),
  ]);
  return {
    data: presentReport(latest ?? queued, current ?? undefined, user, new Date()),
    ...(result === 'accepted'
      ? { toaster: successToast(BOARD_REPORTING_MESSAGES.retrySent) }
      : result === 'failed'
        ? { toaster: infoToast(BOARD_REPORTING_MESSAGES.retryQueued) }
        : {}),
  };
}
