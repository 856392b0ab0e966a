// The expiration digest job. Runs every 10 minutes around the clock (schedules.ts) and does nothing
// before 07:00 on the company's day (DIGEST_START_HOUR, in companyTimeZone: the window follows the
// company's morning in any zone, across DST changes and UTC midnight). From then on each
// invocation takes the company day's run (a lease on one item), walks the groups whose enabled
// setting names today's weekday (GSI1, a page at a time), and saves the cursor after each page, so
// the next invocation carries on where this one stopped: bounded work per invocation, and a
// 10,000-group company spreads over as many invocations as it needs. Once the walk is done, later
// invocations only visit the day's late groups: a setting saved today that made the digest due
// today (the walk may have passed it), and a group whose visit failed (retried at each invocation
// until the day ends).
//
// Per group: due today by its frequency (shared/rules/notification-schedule.ts), then one email per
// group admin, each claimed per group, period and admin (never twice in a week or month, even if the
// admin moves the day) and per group, day and admin in the same transaction (never twice in a day,
// even if the admin changes the frequency, and with it the period, after today's digest); a failed
// send releases both claims. One group's failure is logged and counted, the others go on, and the
// group joins the day's late groups, so a later invocation of the same day retries it (a monthly
// digest must not wait a month for its retry).
import { randomUUID } from 'node:crypto';
import { href, paths } from '@shared/paths';
import { localDate } from '@shared/rules/dates';
import {
  beforeDigestStart,
  digestPeriod,
  digestRange,
  isDigestDay,
  selectDigest,
  weekdayOf,
  type DigestCandidate,
  type NotificationTemplate,
} from '@shared/rules/notification-schedule';
import { getGroup } from '@functions/data/groups';
import { getMemberRows, listExpirationsPage } from '@functions/data/group-expirations';
import {
  addLateDigestGroup,
  claimDigest,
  cursorAfterSetting,
  deleteLateDigestGroup,
  deleteRecertificationAsks,
  getNotificationSetting,
  leaseDigestRun,
  listLateDigestGroups,
  listEnabledSettingsOnDay,
  listGroupAdminRecipients,
  listRecertificationAsks,
  releaseDigest,
  saveDigestRun,
  type DigestClaim,
  type NotificationSetting,
} from '@functions/data/group-notifications';
import { sendEmail } from '@functions/adapters/mailer';
import {
  groupExpirationDigestEmail,
  type ExpirationDigestInput,
} from '@functions/adapters/email/group-expiration-digest';
import { env } from '@functions/lib/env';
import { groupScopeForJob, type GroupScope } from '@functions/lib/group-scope';
import { logger } from '@functions/lib/logger';
import { recordMetrics } from '@functions/lib/metrics';
import { companyTimeZone } from '../company/company-settings';
import { emailBrand } from '../company/email-brand';

const TEMPLATE: NotificationTemplate = 'group_admin_certification_expiration';
/** Groups an invocation may visit: with the budget below, well inside the job's 5-minute timeout. */
export const GROUPS_PER_INVOCATION = 1000;
/** No new page of groups starts after this long. */
export const INVOCATION_BUDGET_MS = 4 * 60_000;
/** Groups read per page (the cursor is saved after each). */
const PAGE_SIZE = 25;
/** A crashed invocation's lease lapses after the job's timeout; the next one resumes at the saved cursor. */
const LEASE_MS = 5 * 60_000;
/** Rows listed in one email; the rest are counted and on the compliance page. */
export const DIGEST_ROWS_MAX = 100;

export interface DigestRunResult {
  day: string;
  /** Before 07:00 on the company's day: nothing done (no lease taken). */
  early: boolean;
  /** False when it is early or another invocation holds the day's run. */
  leased: boolean;
  visited: number;
  /** Emails sent. */
  sent: number;
  /** Groups not due today, off, with nothing to report, or already sent this period. */
  skipped: number;
  /** Groups with a failure (logged; their claims released; retried by the day's later invocations). */
  failed: number;
  /** Every group of the day has been visited. */
  done: boolean;
}

export interface DigestRunOptions {
  limit?: number;
  budgetMs?: number;
}

export async function sendExpirationDigests(
  now = new Date(),
  options: DigestRunOptions = {},
): Promise<DigestRunResult> {
  const limit = options.limit ?? GROUPS_PER_INVOCATION;
  const budget = options.budgetMs ?? INVOCATION_BUDGET_MS;
  const timeZone = await companyTimeZone();
  const today = localDate(now, timeZone);
  const result: DigestRunResult = {
    day: today,
    early: beforeDigestStart(now, timeZone),
    leased: false,
    visited: 0,
    sent: 0,
    skipped: 0,
    failed: 0,
    done: false,
  };
  if (result.early) return result;
  const token = randomUUID();
  const run = await leaseDigestRun(TEMPLATE, today, token, LEASE_MS);
  if (!run) return result;
  result.leased = true;
  const started = Date.now();
  const outOfTime = () => Date.now() - started >= budget;
  let cursor = run.cursor;
  result.done = run.done;
  const visit: DayVisit = { today, result, failedHere: new Set() };
  try {
    let stopped = false;
    while (!result.done && !stopped && result.visited < limit) {
      const page = await listEnabledSettingsOnDay(
        TEMPLATE,
        weekdayOf(today),
        cursor,
        Math.min(PAGE_SIZE, limit - result.visited),
      );
      for (const setting of page.items) {
        await settle(visit, setting.groupId, await digestForGroup(setting, today));
        // A page of large groups can be slow: the budget is checked after every group, and the
        // next invocation starts right after the last one done.
        cursor = cursorAfterSetting(setting);
        stopped = outOfTime();
        if (stopped) break;
      }
      if (!stopped) cursor = page.cursor;
      result.done = !cursor;
      await saveDigestRun(TEMPLATE, today, token, { cursor, done: result.done, release: false });
    }
    if (result.done) await visitLateGroups(visit, () => outOfTime() || result.visited >= limit);
  } finally {
    await saveDigestRun(TEMPLATE, today, token, { cursor, done: result.done, release: true });
  }
  const log = result.done ? logger.info : logger.warn;
  log(
    result.done
      ? 'Expiration digests done for the day'
      : 'Expiration digests stopped at the per-invocation bound; the next invocation carries on',
    { ...result, limit },
  );
  return result;
}

interface GroupOutcome {
  sent: number;
  failed: boolean;
}

/** One invocation's visits on the company day. */
interface DayVisit {
  today: string;
  result: DigestRunResult;
  /** Groups that failed in this invocation: retried by the next one, not straight away. */
  failedHere: Set<string>;
}

/**
 * Counts a visited group. A failed one joins the day's late groups: the walk has moved past it, so
 * the day's later invocations retry it (its claims keep the admins who got theirs to one digest).
 */
async function settle(visit: DayVisit, groupId: string, outcome: GroupOutcome): Promise<void> {
  const { result } = visit;
  result.visited += 1;
  result.sent += outcome.sent;
  if (!outcome.failed) {
    if (!outcome.sent) result.skipped += 1;
    return;
  }
  result.failed += 1;
  visit.failedHere.add(groupId);
  await addLateDigestGroup(TEMPLATE, visit.today, groupId);
}

/**
 * The day's late groups: a setting saved due today after the walk began, or a group that failed in
 * an earlier invocation. Each mark is cleared after its visit, and only as it was read: a save during
 * the visit, or the visit's own failure, marks the group again and that mark stays; an invocation
 * that dies mid-visit leaves the mark for the next one (the claims keep it to one digest per admin).
 */
async function visitLateGroups(visit: DayVisit, stop: () => boolean): Promise<void> {
  for (const mark of await listLateDigestGroups(TEMPLATE, visit.today)) {
    if (visit.failedHere.has(mark.groupId)) continue;
    if (stop()) return;
    const outcome = await lateGroupOutcome(mark.groupId, visit.today);
    if (outcome) await settle(visit, mark.groupId, outcome);
    await deleteLateDigestGroup(TEMPLATE, visit.today, mark);
  }
}

/** Null when the group turned its digest off since it was marked. */
async function lateGroupOutcome(groupId: string, today: string): Promise<GroupOutcome | null> {
  try {
    const setting = await getNotificationSetting(groupScopeForJob(groupId), TEMPLATE);
    return setting?.enabled ? await digestForGroup(setting, today) : null;
  } catch (error) {
    groupFailed(groupId, today, error);
    return { sent: 0, failed: true };
  }
}

async function digestForGroup(setting: NotificationSetting, today: string): Promise<GroupOutcome> {
  const outcome: GroupOutcome = { sent: 0, failed: false };
  if (!isDigestDay(setting, today)) return outcome;
  try {
    const group = await getGroup(setting.groupId);
    if (!group?.notificationsEnabled) return outcome;
    const scope = groupScopeForJob(group.id);
    const content = await digestContent(scope, setting, today);
    if (!content) return outcome;
    const period = digestPeriod(setting.frequency, today);
    for (const admin of await listGroupAdminRecipients(scope)) {
      const claim = { groupId: group.id, adminId: admin.userId, period, day: today };
      const sent = await sendToAdmin(claim, admin.email, {
        ...content.email,
        groupName: group.name,
        firstName: admin.firstName,
      });
      if (sent === 'sent') outcome.sent += 1;
      if (sent === 'failed') outcome.failed = true;
    }
    // The asks were listed to every admin: the next digest lists only newer ones. If an admin's send
    // failed they stay for the retry (the admins already sent to are held back by their claims).
    if (outcome.sent && !outcome.failed) await deleteRecertificationAsks(scope, content.asks);
  } catch (error) {
    groupFailed(setting.groupId, today, error);
    outcome.failed = true;
  }
  return outcome;
}

const groupFailed = (groupId: string, day: string, error: unknown) =>
  logger.error('Expiration digest failed for a group', { groupId, day, ...errorKind(error) });

type DigestEmail = Omit<ExpirationDigestInput, 'groupName' | 'firstName'>;

/** What the group's digest lists today; null when there is nothing to report. */
async function digestContent(scope: GroupScope, setting: NotificationSetting, today: string) {
  const range = digestRange(today, setting.daysBeforeExpiration);
  const page = await listExpirationsPage(scope, range, { page: 1, perPage: DIGEST_ROWS_MAX }, false);
  const asksStored = await listRecertificationAsks(scope);
  const members = await getMemberRows(scope, [
    ...page.items.map((row) => row.userId),
    ...asksStored.map((ask) => ask.userId),
  ]);
  // Rows of members who left stay on the compliance page; the digest lists current members only.
  const candidates: DigestCandidate[] = page.items.flatMap((row) => {
    const member = members.get(row.userId);
    if (!member) return [];
    const assigned = Object.values(member.pendingCourses).some((course) =>
      row.courseExpirationGroup.courseIds.includes(course.courseId),
    );
    return [
      {
        userId: row.userId,
        firstName: row.firstName,
        lastName: row.lastName,
        courseName: row.courseExpirationGroup.name,
        expirationDate: row.expirationDate,
        assigned,
      },
    ];
  });
  const asks = asksStored.filter((ask) => members.has(ask.userId));
  const sections = selectDigest(candidates, today, setting.daysBeforeExpiration);
  if (!sections.length && !asks.length) return null;
  const appUrl = env().APP_URL;
  const email: DigestEmail = {
    daysBeforeExpiration: setting.daysBeforeExpiration,
    sections,
    asks: asks.map((ask) => ({
      userId: ask.userId,
      name: `${ask.firstName} ${ask.lastName}`,
      courseName: ask.courseName,
      expiresOn: ask.expiresOn,
    })),
    notListed: Math.max(0, page.pagination.totalEntries - page.items.length),
    complianceUrl: `${appUrl}${paths.groupCompliance}?${new URLSearchParams({ expirationDate: `..:${range.from},${range.to}` }).toString()}`,
    assignUrl: (userId) => `${appUrl}${href(paths.groupMembersEnroll, { id: userId })}`,
  };
  return { email, asks };
}

async function sendToAdmin(
  claim: DigestClaim,
  to: string,
  input: ExpirationDigestInput,
): Promise<'sent' | 'skipped' | 'failed'> {
  if (!(await claimDigest(claim))) return 'skipped';
  try {
    await sendEmail(to, groupExpirationDigestEmail(input, await emailBrand()));
    recordMetrics('group-notifications', { DigestEmailsSent: 1 });
    return 'sent';
  } catch (error) {
    const ids = { groupId: claim.groupId, adminId: claim.adminId };
    logger.error('Expiration digest email failed', { ...ids, ...errorKind(error) });
    await releaseDigest(claim).catch((release) =>
      logger.error('Expiration digest claim not released', { ...ids, ...errorKind(release) }),
    );
    return 'failed';
  }
}

/** SES messages can quote the address: log the error's name only. */
const errorKind = (error: unknown) => ({ errorName: error instanceof Error ? error.name : typeof error });
