// Direct board reporting (our addition behind the spec's direct-board-reporting tab and the license
// form's CE Broker hint): each earned CE certificate is reported to CE Broker for every state license
// whose board takes its credit; the learner follows each report and retries one after fixing a license.
import * as z from 'zod/mini';
import { defineContract } from './contract';
import { envelope, messageBody, validationErrors } from './envelope';
import { MAX_LENGTH } from './limits';

const reportStatus = z.enum(['pending', 'submitted', 'accepted', 'rejected', 'failed']);

/** One send (or the next one): what goes to CE Broker. */
export const boardSubmission = z.object({
  licenseeName: z.string(),
  licenseNumber: z.string(),
  /** CE Broker's profession code, e.g. RN. */
  professionCode: z.string(),
  stateId: z.string(),
  /** CE Broker's course tracking number ("20-…"). */
  courseNumber: z.string(),
  courseName: z.string(),
  completedOn: z.string(),
  creditHours: z.number(),
  /** When it was sent; null for a report not sent yet (what the next send will carry). */
  sentAt: z.nullable(z.string()),
});

export const boardReport = z.object({
  id: z.string(),
  board: z.string(),
  /** The regulator, e.g. 'Florida Board of Nursing'. */
  boardName: z.string(),
  userCourseUuid: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  /** The CE certificate reported (an accreditation's id and name). */
  certificate: z.object({ id: z.string(), name: z.string() }),
  /** The state license it reports for, as it is now (null once the license was deleted). */
  license: z.nullable(
    z.object({ id: z.string(), stateName: z.string(), licenseName: z.string(), license: z.string() }),
  ),
  status: reportStatus,
  /** Sends so far. */
  attempts: z.number(),
  submission: boardSubmission,
  /** When the job sends (again), while it is pending or failed with tries left. */
  nextAttemptAt: z.nullable(z.string()),
  /** CE Broker's own id for the accepted completion. */
  ceBrokerId: z.nullable(z.string()),
  /** CE Broker's reply to the last send, as it came (code and message). */
  reply: z.nullable(z.object({ code: z.nullable(z.string()), message: z.string(), at: z.string() })),
  /** What went wrong, in plain words with what to do; null when nothing is wrong. */
  problem: z.nullable(
    z.object({
      kind: z.enum(['license', 'unavailable', 'refused']),
      message: z.string(),
      /** The license to correct (a refused license number). */
      editLicenseId: z.nullable(z.string()),
    }),
  ),
  /** A learner may send it again now (refused or failed, not sent in the last minute). */
  canRetry: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BoardReport = z.infer<typeof boardReport>;

/** A state license of the caller's and whether (and where) it reports. */
export const reportingLicense = z.object({
  id: z.string(),
  stateName: z.string(),
  professionName: z.string(),
  license: z.string(),
  /** The board it reports to, or null when its state and profession report nowhere. */
  boardName: z.nullable(z.string()),
  /** Its number does not have the board's shape: what to fix (null when fine or not reporting). */
  problem: z.nullable(z.string()),
  /** The id CE Broker knows the licensee by, once it accepted a completion for this number. */
  ceBrokerId: z.nullable(z.string()),
});
export type ReportingLicense = z.infer<typeof reportingLicense>;

const idParam = z.object({ id: z.string().check(z.minLength(1), z.maxLength(MAX_LENGTH.id)) });
const optionalId = z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_LENGTH.id)));

export const listBoardReports = defineContract({
  method: 'GET',
  path: '/api/board_reports.json',
  access: 'learner',
  summary:
    "Our addition: the caller's CE Broker reports (one per earned CE certificate and reporting state license), newest first, optionally for one course (`courseId`) or one user course (`userCourseUuid`), with the caller's state licenses and whether each reports.",
  grants: ['table:read'],
  query: z.object({ courseId: optionalId, userCourseUuid: optionalId }),
  responses: { 200: z.object({ data: z.array(boardReport), licenses: z.array(reportingLicense) }) },
});

export const retryBoardReport = defineContract({
  method: 'POST',
  path: '/api/board_reports/:id/retry.json',
  access: 'learner',
  summary:
    "Our addition: sends one of the caller's refused or failed reports to CE Broker again now, with the license as it is now (another user's id is a 404). A license number that still lacks its board's shape is a 422 on `license`; a report that is accepted, being sent, or was sent in the last minute is a 409.",
  grants: ['table:write', 'ce-broker'],
  params: idParam,
  body: z.object({}),
  responses: {
    200: z.object({ data: boardReport, ...envelope }),
    404: messageBody,
    409: messageBody,
    422: validationErrors,
  },
});
