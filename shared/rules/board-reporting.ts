// Direct board reporting: which state licenses report CE completions to CE Broker, what a license
// number must look like for its board, what one earned CE certificate reports (one report per
// certificate and reporting license), and how often a report that could not reach CE Broker is
// tried again. Pure and browser-safe: the server, the local CE Broker stand-in and the web share it.
import { roundCredits, type Accreditation } from './continuing-education';

export const BOARD_NAME = 'CE Broker';

export interface ReportingBoard {
  /** `<state>-<CE Broker profession code>`, e.g. FL-RN. */
  id: string;
  stateId: string;
  stateName: string;
  /** Our profession (shared/rules/professions.ts). */
  professionId: string;
  /** CE Broker's profession code (`licensee_profession` in its roster). */
  professionCode: string;
  /** The regulator whose licensees CE Broker keeps, as the learner knows it. */
  boardName: string;
  /** The license as the board names it, e.g. 'Registered Nurse'. */
  licenseName: string;
  /** A license number as the state's verification database shows it (spaces removed, upper case). */
  pattern: RegExp;
  /** A made-up number of the right shape, like the spec's 'RN999999'. */
  example: string;
  /** The shape in words. */
  format: string;
  /** The accreditation (shared/rules/continuing-education.ts) whose credit this board takes. */
  accreditationId: string;
}

const florida = (
  professionId: string,
  professionCode: string,
  licenseName: string,
  boardName: string,
  accreditationId: string,
  digits: [number, number],
): ReportingBoard => ({
  id: `FL-${professionCode}`,
  stateId: 'FL',
  stateName: 'Florida',
  professionId,
  professionCode,
  boardName,
  licenseName,
  pattern: new RegExp(`^${professionCode}\\d{${digits[0]},${digits[1]}}$`),
  example: `${professionCode}${'9'.repeat(digits[0])}`,
  format: `${professionCode} followed by ${digits[0]} or ${digits[1]} digits`,
  accreditationId,
});

/**
 * The boards we report to. Florida requires every continuing-education completion of its health
 * licensees in CE Broker; other states join by adding their boards here (their CE Broker profession
 * codes and license shapes from CE Broker's provider documentation).
 */
export const REPORTING_BOARDS: readonly ReportingBoard[] = [
  florida('rn', 'RN', 'Registered Nurse', 'Florida Board of Nursing', 'ancc', [6, 7]),
  florida('lpn', 'PN', 'Licensed Practical Nurse', 'Florida Board of Nursing', 'ancc', [6, 7]),
  florida('np', 'APRN', 'Advanced Practice Registered Nurse', 'Florida Board of Nursing', 'ancc', [6, 7]),
  florida('paramedic', 'PMD', 'Paramedic', 'Florida Bureau of Emergency Medical Oversight', 'capce', [5, 7]),
  florida(
    'emt',
    'EMT',
    'Emergency Medical Technician',
    'Florida Bureau of Emergency Medical Oversight',
    'capce',
    [5, 7],
  ),
];

/** Which licenses report, for learners: "Florida Registered Nurse, …, and Emergency Medical Technician licenses". */
export function reportingLicensesSummary(): string {
  const byState = new Map<string, string[]>();
  for (const board of REPORTING_BOARDS)
    byState.set(board.stateName, [...(byState.get(board.stateName) ?? []), board.licenseName]);
  const states = [...byState].map(([state, names]) => `${state} ${listed(names)}`);
  return `${listed(states)} licenses`;
}

const listed = (items: readonly string[]) =>
  items.length < 3 ? items.join(' and ') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The board a license in this state and profession reports to, or null when it reports nowhere. */
export const boardFor = (stateId: string, professionId: string): ReportingBoard | null =>
  REPORTING_BOARDS.find((board) => board.stateId === stateId && board.professionId === professionId) ?? null;

/** The same, from CE Broker's side: its state and profession code (what a roster names). */
export const boardByCode = (stateId: string, professionCode: string): ReportingBoard | null =>
  REPORTING_BOARDS.find((board) => board.stateId === stateId && board.professionCode === professionCode) ?? null;

/** A license number as the board expects it: no spaces, upper case (licenses are stored upper case). */
export const boardLicenseNumber = (license: string): string => license.replace(/\s+/g, '').toUpperCase();

/**
 * Why a license number will not be accepted by its board, in plain words with the fix, or null when
 * it has the board's shape. Only the shape: the board alone knows whether the number is on file.
 */
export function licenseNumberProblem(board: ReportingBoard, license: string): string | null {
  if (board.pattern.test(boardLicenseNumber(license))) return null;
  return `${board.stateName} ${board.licenseName} license numbers look like ${board.example} (${board.format}). Check the number on your license and correct it in your state licenses.`;
}

/**
 * CE Broker's course tracking numbers ("20-" numbers): each course is registered once per board
 * credit it carries. Sample numbers: replace them with the ones CE Broker issues when the courses
 * are registered (docs/board-reporting.md).
 */
export const CE_BROKER_COURSES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  acls: { ancc: '20-1000101', capce: '20-1000102' },
  pals: { ancc: '20-1000201', capce: '20-1000202' },
  bls: { ancc: '20-1000301', capce: '20-1000302' },
};

export const ceBrokerCourseNumber = (courseId: string, accreditationId: string): string | null =>
  CE_BROKER_COURSES[courseId]?.[accreditationId] ?? null;

/** A state license as the rules need it. */
export interface LicenseForReporting {
  id: string;
  stateId: string;
  professionId: string;
}

/** One report to make: a CE certificate (accreditation) of a course, for one reporting license. */
export interface PlannedReport {
  licenseId: string;
  accreditationId: string;
  boardId: string;
  courseNumber: string;
  creditHours: number;
}

/**
 * What an earned CE certificate reports: for each license whose board takes the credit of one of
 * the course's accreditations, and whose course CE Broker knows, one report with the credit hours.
 */
export function reportsFor(
  courseId: string,
  accreditations: readonly Accreditation[],
  licenses: readonly LicenseForReporting[],
): PlannedReport[] {
  return licenses.flatMap((license) => {
    const board = boardFor(license.stateId, license.professionId);
    const accreditation = board && accreditations.find((a) => a.id === board.accreditationId);
    const courseNumber = accreditation && ceBrokerCourseNumber(courseId, accreditation.id);
    if (!board || !accreditation || !courseNumber) return [];
    return [
      {
        licenseId: license.id,
        accreditationId: accreditation.id,
        boardId: board.id,
        courseNumber,
        creditHours: roundCredits(accreditation.credits),
      },
    ];
  });
}

/**
 * A license added later reports the certificates earned in the last two years (a license's renewal
 * cycle): older completions no longer count toward any renewal.
 */
export const REPORTING_WINDOW_DAYS = 730;
/** The same window in years, for learners. */
export const REPORTING_WINDOW_YEARS = REPORTING_WINDOW_DAYS / 365;

export function withinReportingWindow(completedOn: string, today: string): boolean {
  const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${completedOn}T00:00:00Z`)) / 86_400_000;
  return days >= 0 && days <= REPORTING_WINDOW_DAYS;
}

/**
 * After a failed send (CE Broker unreachable, timed out or erring), the next try waits longer each
 * time: 15 minutes, 1 hour, 4 hours, 12 hours, a day. After the sixth failed send the job stops and
 * the learner (or support) retries by hand.
 */
export const RETRY_DELAYS_MINUTES = [15, 60, 240, 720, 1440] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;

/** When to try again after `attempts` failed sends (1 = the first), or null once they are used up. */
export function nextAttemptAfterFailure(attempts: number, failedAt: Date): string | null {
  const delay = RETRY_DELAYS_MINUTES[attempts - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay * 60_000).toISOString();
}

/** A send whose reply never came (the function stopped) is taken up again after this long. */
export const SEND_LEASE_MINUTES = 10;

/** A learner's retry waits this long after the previous send (no hammering CE Broker from the page). */
export const MANUAL_RETRY_GAP_SECONDS = 60;

export type ReportStatus = 'pending' | 'submitted' | 'accepted' | 'rejected' | 'failed';
