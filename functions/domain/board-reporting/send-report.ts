// One send of one report: claim it (so no other run sends it), send it through the CE Broker port,
// record the outcome under that claim. The licensee and license go as they are at the send (a number
// fixed since the last send goes fixed); a claim whose function stopped before the reply is taken up
// again after its lease and sends the same data again, which CE Broker keeps once.
import { randomUUID } from 'node:crypto';
import {
  boardFor,
  boardLicenseNumber,
  nextAttemptAfterFailure,
  SEND_LEASE_MINUTES,
} from '@shared/rules/board-reporting';
import { submitCompletion, type CompletionReporter, type SubmissionOutcome } from '@functions/adapters/ce-broker';
import {
  claimBoardReport,
  deleteUnacceptedBoardReport,
  recordSendOutcome,
  type BoardReport,
  type SentLicensee,
} from '@functions/data/board-reports';
import { recordCeBrokerId } from '@functions/data/learning';
import { getStateLicenseOf, recordLicenseCeBrokerId } from '@functions/data/state-licenses';
import { getUserById } from '@functions/data/users';
import { logger } from '@functions/lib/logger';
import { BOARD_REPORTING_MESSAGES } from './messages';

export type SendResult = 'accepted' | 'rejected' | 'failed' | 'dropped' | 'skipped';

/** What to send now, or null when the report no longer has a license that reports its credit. */
async function whatToSend(report: BoardReport, at: string): Promise<{ sent: SentLicensee; boardId: string } | null> {
  // A send cut short (claimed, no outcome) goes again exactly as it went.
  if (report.status === 'submitted' && report.sent) return { sent: report.sent, boardId: report.boardId };
  const [license, user] = await Promise.all([
    getStateLicenseOf(report.userId, report.licenseId),
    getUserById(report.userId),
  ]);
  const board = license && boardFor(license.stateId, license.professionId);
  if (!license || !user || !board || board.accreditationId !== report.accreditationId) return null;
  return {
    boardId: board.id,
    sent: {
      licenseeFirstName: user.firstName,
      licenseeLastName: user.lastName,
      licenseNumber: boardLicenseNumber(license.license),
      professionCode: board.professionCode,
      stateId: board.stateId,
      sentAt: at,
    },
  };
}

async function submit(reporter: CompletionReporter, report: BoardReport): Promise<SubmissionOutcome> {
  const sent = report.sent!;
  try {
    return await reporter({
      courseNumber: report.courseNumber,
      licenseeFirstName: sent.licenseeFirstName,
      licenseeLastName: sent.licenseeLastName,
      licenseNumber: sent.licenseNumber,
      professionCode: sent.professionCode,
      stateId: sent.stateId,
      completedOn: report.completedOn,
    });
  } catch (error) {
    // Our side (e.g. the credentials could not be read): like an outage, tried again later.
    logger.error('CE Broker submission failed before a reply', { error: (error as Error).name });
    return { outcome: 'unavailable', reason: 'not sent (configuration)' };
  }
}

/** After an acceptance: CE Broker's ids on the user course and on the license (still that number). */
async function noteAcceptance(report: BoardReport, rosterId: string, licenseeId: string | null): Promise<void> {
  try {
    await recordCeBrokerId(report.userId, report.userCourseUuid, rosterId);
    const license = licenseeId ? await getStateLicenseOf(report.userId, report.licenseId) : null;
    if (license && licenseeId && boardLicenseNumber(license.license) === report.sent?.licenseNumber)
      await recordLicenseCeBrokerId(report.userId, license.id, license.license, licenseeId);
  } catch (error) {
    logger.warn('CE Broker ids were not copied to the course or license', { error: (error as Error).name });
  }
}

/**
 * Sends one due report. `dropped`: its license is gone or no longer reports this credit (the report
 * is forgotten); `skipped`: another run claimed or changed it first.
 */
export async function sendReport(
  report: BoardReport,
  now: Date,
  reporter: CompletionReporter = submitCompletion,
): Promise<{ result: SendResult; report: BoardReport | null }> {
  const at = now.toISOString();
  const next = await whatToSend(report, at);
  if (!next) {
    await deleteUnacceptedBoardReport(report);
    return { result: 'dropped', report: null };
  }
  const claimed = await claimBoardReport(report, {
    attemptId: randomUUID(),
    at,
    leaseUntil: new Date(now.getTime() + SEND_LEASE_MINUTES * 60_000).toISOString(),
    boardId: next.boardId,
    sent: next.sent,
  });
  if (!claimed) return { result: 'skipped', report: null };

  const outcome = await submit(reporter, claimed);
  const repliedAt = new Date().toISOString();
  if (outcome.outcome === 'accepted') {
    const written = await recordSendOutcome(claimed, {
      status: 'accepted',
      at: repliedAt,
      nextAttemptAt: null,
      failedSends: 0,
      reply: { code: null, message: outcome.message ?? BOARD_REPORTING_MESSAGES.accepted, at: repliedAt },
      ceBrokerId: outcome.rosterId,
      licenseeId: outcome.licenseeId,
      entry: { at: repliedAt, outcome: 'accepted', code: null, message: outcome.message },
    });
    await noteAcceptance(claimed, outcome.rosterId, outcome.licenseeId);
    return { result: 'accepted', report: written };
  }
  if (outcome.outcome === 'rejected') {
    const written = await recordSendOutcome(claimed, {
      status: 'rejected',
      at: repliedAt,
      nextAttemptAt: null,
      failedSends: 0,
      reply: { code: outcome.code, message: outcome.message, at: repliedAt },
      ceBrokerId: null,
      licenseeId: null,
      entry: { at: repliedAt, outcome: 'rejected', code: outcome.code, message: outcome.message },
    });
    return { result: 'rejected', report: written };
  }
  const failedSends = claimed.failedSends + 1;
  const written = await recordSendOutcome(claimed, {
    status: 'failed',
    at: repliedAt,
    nextAttemptAt: nextAttemptAfterFailure(failedSends, now),
    failedSends,
    reply: { code: null, message: BOARD_REPORTING_MESSAGES.noAnswer, at: repliedAt },
    ceBrokerId: null,
    licenseeId: null,
    entry: { at: repliedAt, outcome: 'unavailable', code: null, message: outcome.reason },
  });
  return { result: 'failed', report: written };
}
