// Entries of a member row's `expirations` map written before they named their course expiration
// group (`courseExpirationGroupId`) stand alone: a renewal does not supersede them, so a member who
// recertified keeps two counted entries and two compliance rows of one course (the older one later
// swept to non-compliant), and removing a later entry gives nothing back. Each such entry is linked to
// its group (its compliance row's, else its source's: the user course's course, the external
// certification's group), and the member's map is planned again as a pass or certification writes it
// now (member-expirations.planExpirations): per group only the latest date counts, an older entry is
// superseded, its compliance row and day count deleted and the counts and status moved, all in the
// member row's versioned transaction (re-read when it moved). Paged Scan, checkpointed.
import { localDate } from '@shared/rules/dates';
import { getExternalCertification } from '@functions/data/group-certifications';
import { getExpirationRow } from '@functions/data/group-expirations';
import { memberRowsWithExpirationsPage } from '@functions/data/expiration-links-migration';
import { getMemberRow, memberRowUpdate, type MemberExpiration, type MemberRow } from '@functions/data/group-members';
import { commitGroupWrite } from '@functions/data/group-seats';
import { getUserCourse } from '@functions/data/learning';
import { optimistic, RETRY } from '@functions/data/writes';
import { companyTimeZone } from '@functions/domain/company/company-settings';
import { planExpirations } from '@functions/domain/groups/member-expirations';
import { Conflict } from '@functions/lib/errors';
import { groupScopeForJob } from '@functions/lib/group-scope';
import { logger } from '@functions/lib/logger';
import { inPages, tally, type Migration, type MigrationCounts } from './migration';

const unlinked = (member: MemberRow) =>
  Object.entries(member.expirations ?? {}).filter(([, entry]) => !entry.courseExpirationGroupId);

/** The course expiration group an entry renews: its compliance row's, else its source's; null when neither is left. */
async function groupOf(member: MemberRow, sourceId: string, entry: MemberExpiration): Promise<string | null> {
  const row = await getExpirationRow(member.groupId, entry.date, sourceId);
  if (row) return row.courseExpirationGroup.id;
  if (entry.source === 'external')
    return (
      (await getExternalCertification(groupScopeForJob(member.groupId), sourceId))?.courseExpirationGroup.id ?? null
    );
  // A pass's group is its course (member-courses.recordFinishedCourse).
  return (await getUserCourse(member.userId, sourceId))?.courseId ?? null;
}

// Linking only adds rivals: an entry without a group was counted, and a superseded one was beaten by
// a newer entry of its group that stays; so no entry gets its compliance row back here.
const noRowBack = (): never => {
  throw new Error('Linking expiration entries gave a compliance row back: not expected');
};

interface Linked {
  linked: number;
  unresolved: number;
  superseded: number;
}

/** The member's entries linked where they can be, and the write that plans the map again (null: nothing linked). */
async function linkEntries(member: MemberRow, today: string) {
  const entries = { ...member.expirations };
  const found: Linked = { linked: 0, unresolved: 0, superseded: 0 };
  for (const [sourceId, entry] of unlinked(member)) {
    const group = await groupOf(member, sourceId, entry);
    if (group) {
      entries[sourceId] = { ...entry, courseExpirationGroupId: group };
      found.linked += 1;
    } else found.unresolved += 1;
  }
  if (!found.linked) return { found, write: null };
  const { change, rows } = planExpirations(member, entries, today, noRowBack);
  found.superseded = Object.entries(change.expirations ?? {}).filter(
    ([sourceId, entry]) =>
      entry.countedAs === 'superseded' && member.expirations?.[sourceId]?.countedAs !== 'superseded',
  ).length;
  return { found, write: { member: memberRowUpdate(member, change), rows } };
}

/** Links one member's entries (a dry run plans from the scanned row; a run re-reads it and writes conditioned on its version). */
async function migrateMember(scanned: MemberRow, today: string, dryRun: boolean, counts: MigrationCounts) {
  const outcome = dryRun
    ? (await linkEntries(scanned, today)).found
    : await optimistic<Linked | 'membersGone', MemberRow | null>({
        read: () => getMemberRow({ id: scanned.groupId }, scanned.userId),
        write: async (member) => {
          if (!member) return 'membersGone';
          const { found, write } = await linkEntries(member, today);
          return !write || (await commitGroupWrite(write)) ? found : RETRY;
        },
      }).catch((error: unknown) => {
        if (!(error instanceof Conflict)) throw error;
        logger.warn('Expiration links: member row kept changing or its rows disagree; left as it was', {
          groupId: scanned.groupId,
        });
        return 'membersConflicted' as const;
      });
  if (typeof outcome === 'string') return tally(counts, outcome);
  if (outcome.linked) tally(counts, 'members');
  for (const what of ['linked', 'unresolved', 'superseded'] as const)
    if (outcome[what]) tally(counts, what, outcome[what]);
}

export const expirationCourseLinks: Migration = {
  id: '2026-11-27-expiration-course-links',
  description:
    'Member expiration entries from before they named their course: linked, and an older entry of a renewed course superseded',
  run: async (context) => {
    const today = localDate(new Date(), await companyTimeZone());
    return inPages(context, async (at, counts) => {
      const page = await memberRowsWithExpirationsPage(at);
      for (const member of page.rows)
        if (unlinked(member).length) await migrateMember(member, today, context.dryRun, counts);
      return page.cursor;
    });
  },
};
