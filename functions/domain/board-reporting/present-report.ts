// A report as the learner sees it: what was (or will be) sent, CE Broker's reply as it came, and
// what is wrong in plain words with the way to fix it (a refused license number links to the license).
import type * as contracts from '@shared/contracts/board-reporting';
import {
  BOARD_NAME,
  boardFor,
  boardLicenseNumber,
  licenseNumberProblem,
  MANUAL_RETRY_GAP_SECONDS,
  REPORTING_BOARDS,
} from '@shared/rules/board-reporting';
import { professionById } from '@shared/rules/professions';
import { usState } from '@shared/rules/us-states';
import type { BoardReport } from '@functions/data/board-reports';
import type { StoredStateLicense } from '@functions/data/state-licenses';
import type { User } from '@functions/data/users';
import { BOARD_REPORTING_MESSAGES } from './messages';

/** CE Broker's refusals about the license itself (its receipts' codes, or a message naming it). */
const LICENSE_ERROR_CODES = new Set(['80', '81']);
export const isLicenseRefusal = (reply: BoardReport['reply']): boolean =>
  !!reply && ((reply.code !== null && LICENSE_ERROR_CODES.has(reply.code)) || /licen[cs]e/i.test(reply.message));

/** The license still reports this report's credit (state and profession unchanged in effect). */
const stillReports = (report: BoardReport, license: StoredStateLicense | undefined) =>
  !!license && boardFor(license.stateId, license.professionId)?.accreditationId === report.accreditationId;

export function canRetry(report: BoardReport, license: StoredStateLicense | undefined, now: Date): boolean {
  const recent =
    report.lastAttemptAt !== null && now.getTime() - Date.parse(report.lastAttemptAt) < MANUAL_RETRY_GAP_SECONDS * 1000;
  return (report.status === 'rejected' || report.status === 'failed') && stillReports(report, license) && !recent;
}

function problemOf(report: BoardReport, license: StoredStateLicense | undefined): contracts.BoardReport['problem'] {
  const board = license ? boardFor(license.stateId, license.professionId) : null;
  const shape = board && license ? licenseNumberProblem(board, license.license) : null;
  if (report.status === 'rejected') {
    if (!isLicenseRefusal(report.reply))
      return {
        kind: 'refused',
        message: BOARD_REPORTING_MESSAGES.refusedOther(report.reply!.message),
        editLicenseId: null,
      };
    if (!license) return { kind: 'license', message: BOARD_REPORTING_MESSAGES.licenseGone, editLicenseId: null };
    return {
      kind: 'license',
      message: shape ?? BOARD_REPORTING_MESSAGES.refusedLicense(report.reply!.code, report.reply!.message),
      editLicenseId: license.id,
    };
  }
  if (report.status === 'failed')
    return {
      kind: 'unavailable',
      message: BOARD_REPORTING_MESSAGES.unavailable(report.nextAttemptAt),
      editLicenseId: null,
    };
  // Not sent yet with a number the board will refuse: say so before it goes.
  if (report.status === 'pending' && shape) return { kind: 'license', message: shape, editLicenseId: license!.id };
  return null;
}

export function presentReport(
  report: BoardReport,
  license: StoredStateLicense | undefined,
  user: Pick<User, 'firstName' | 'lastName'> | null,
  now: Date,
): contracts.BoardReport {
  const board = REPORTING_BOARDS.find((b) => b.id === report.boardId) ?? null;
  const currentBoard = license ? boardFor(license.stateId, license.professionId) : null;
  // Not sent yet: what the next send carries (the license and names as they are now).
  const sent = report.sent ?? {
    licenseeFirstName: user?.firstName ?? '',
    licenseeLastName: user?.lastName ?? '',
    licenseNumber: license ? boardLicenseNumber(license.license) : '',
    professionCode: currentBoard?.professionCode ?? board?.professionCode ?? '',
    stateId: currentBoard?.stateId ?? board?.stateId ?? '',
    sentAt: null,
  };
  return {
    id: report.id,
    board: BOARD_NAME,
    boardName: board?.boardName ?? BOARD_NAME,
    userCourseUuid: report.userCourseUuid,
    courseId: report.courseId,
    courseName: report.courseTitle,
    certificate: { id: report.accreditationId, name: report.accreditationName },
    license: license
      ? {
          id: license.id,
          stateName: usState(license.stateId)?.name ?? license.stateId,
          licenseName: professionById(license.professionId)?.name ?? license.professionId,
          license: license.license,
        }
      : null,
    status: report.status,
    attempts: report.attempts,
    submission: {
      licenseeName: [sent.licenseeFirstName, sent.licenseeLastName].filter(Boolean).join(' '),
      licenseNumber: sent.licenseNumber,
      professionCode: sent.professionCode,
      stateId: sent.stateId,
      courseNumber: report.courseNumber,
      courseName: report.courseTitle,
      completedOn: report.completedOn,
      creditHours: report.creditHours,
      sentAt: sent.sentAt,
    },
    nextAttemptAt: report.status === 'submitted' ? null : report.nextAttemptAt,
    ceBrokerId: report.ceBrokerId,
    reply: report.reply,
    problem: problemOf(report, license),
    canRetry: canRetry(report, license, now),
    createdAt: report.createdAt,
    updatedAt: report.updatedAt,
  };
}

/** A license of the caller's and whether it reports (the page explains which licenses report, and why not). */
export function presentReportingLicense(license: StoredStateLicense): contracts.ReportingLicense {
  const board = boardFor(license.stateId, license.professionId);
  return {
    id: license.id,
    stateName: usState(license.stateId)?.name ?? license.stateId,
    professionName: professionById(license.professionId)?.name ?? license.professionId,
    license: license.license,
    boardName: board?.boardName ?? null,
    problem: board ? licenseNumberProblem(board, license.license) : null,
    ceBrokerId: license.ceBrokerId ?? null,
  };
}
