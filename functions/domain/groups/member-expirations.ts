// How a compliance row counts on its member's row: each pass or certification the member has is in
// their `expirations` map as compliant, non-compliant or superseded (per course expiration group only
// the latest date counts), and the counts and status follow the map. Used by passes, external
// certifications (add, edit, delete) and the daily sweep.
import { complianceOn } from '@shared/rules/compliance';
import { memberStatus } from '@shared/rules/group-members';
import {
  expirationRowsWrite,
  type ExpirationRow,
  type MemberExpiration,
  type MemberRow,
  type MemberRowChange,
} from '@functions/data/group-members';
import type { TransactItem } from '@functions/data/writes';
import { loadCatalog } from '../catalog/catalog';

export const countedAsOn = (today: string, date: string): 'compliant' | 'non_compliant' =>
  complianceOn(today, date) === 'Expired' ? 'non_compliant' : 'compliant';

export type CourseExpirationGroup = ExpirationRow['courseExpirationGroup'];

/** What a pass or certification renews: one group per course of the catalogue, by name (the first `limit`). */
export async function listCourseExpirationGroups(limit?: number): Promise<CourseExpirationGroup[]> {
  const courses = [...(await loadCatalog()).values()].sort((a, b) => a.title.localeCompare(b.title)).slice(0, limit);
  return courses.map((course) => ({
    id: course.id,
    name: course.title,
    courseIds: [course.id],
    productIds: course.productIds,
  }));
}

/**
 * Builds the compliance row of any of a member's entries: `own` for the one being written, the
 * catalogue's group for one that gets its row back (a superseded pass or certification).
 */
export async function expirationRows(own: { sourceId: string; courseExpirationGroup: CourseExpirationGroup }) {
  const groups = new Map((await listCourseExpirationGroups()).map((group) => [group.id, group]));
  return (member: MemberRow) =>
    (sourceId: string, entry: MemberExpiration): ExpirationRow => {
      const group =
        sourceId === own.sourceId ? own.courseExpirationGroup : groups.get(entry.courseExpirationGroupId ?? '');
      if (!group) throw new Error(`No course expiration group for compliance row ${sourceId}`);
      return {
        groupId: member.groupId,
        userId: member.userId,
        firstName: member.firstName,
        lastName: member.lastName,
        expirationDate: entry.date,
        sourceId,
        source: entry.source,
        courseExpirationGroup: group,
      };
    };
}

const roundCredits = (value: number) => Math.round(value * 100) / 100;

/** The member row with the row `sourceId` set to `entry` (or removed when null), and CE credits moved by `ceDelta`. */
export function withExpiration(
  member: MemberRow,
  sourceId: string,
  entry: MemberExpiration | null,
  ceDelta = 0,
): MemberRowChange {
  const expirations = { ...member.expirations };
  let compliant = member.compliantCourses;
  let nonCompliant = member.nonCompliantCourses;
  const before = expirations[sourceId];
  if (before) {
    if (before.countedAs === 'compliant') compliant -= 1;
    else if (before.countedAs === 'non_compliant') nonCompliant -= 1;
    delete expirations[sourceId];
  }
  if (entry) {
    expirations[sourceId] = entry;
    if (entry.countedAs === 'compliant') compliant += 1;
    else nonCompliant += 1;
  }
  compliant = Math.max(0, compliant);
  nonCompliant = Math.max(0, nonCompliant);
  return {
    pendingCourses: member.pendingCourses,
    compliantCourses: compliant,
    nonCompliantCourses: nonCompliant,
    status: memberStatus({ pending: Object.keys(member.pendingCourses).length, compliant, nonCompliant }),
    expirations,
    ...(ceDelta ? { ce: Math.max(0, roundCredits(member.ce + ceDelta)) } : {}),
  };
}

const isCounted = (entry: MemberExpiration | undefined): entry is MemberExpiration =>
  !!entry && entry.countedAs !== 'superseded';

/** Entries of one course expiration group compete; an entry without one stands alone. */
const competesIn = (sourceId: string, entry: MemberExpiration) =>
  entry.courseExpirationGroupId ? `group:${entry.courseExpirationGroupId}` : `source:${sourceId}`;

/**
 * The member's expirations map replaced by `entries` (a pass or certification added, edited or
 * removed) with only the latest date of each course expiration group counted: the older ones are
 * superseded and their compliance rows deleted, and one that is the latest again (the newer one was
 * deleted or moved earlier) gets its row back. Counts move by the difference, so they stay exact in
 * the member row's one transaction. `rowOf` builds the compliance row of an entry; `rewrite` names
 * a source whose row is rewritten in place when its date stays (an edited certification).
 */
export function planExpirations(
  member: MemberRow,
  entries: Record<string, MemberExpiration>,
  today: string,
  rowOf: (sourceId: string, entry: MemberExpiration) => ExpirationRow,
  options: { ceDelta?: number; pendingCourses?: MemberRow['pendingCourses']; rewrite?: string } = {},
): { change: MemberRowChange; rows: TransactItem[] } {
  const before = member.expirations ?? {};
  const latest = new Map<string, string>();
  for (const [id, entry] of Object.entries(entries)) {
    const key = competesIn(id, entry);
    const current = latest.get(key);
    const rival = current ? entries[current]! : null;
    // On the same date the one already counted stays (no rows move).
    if (
      !rival ||
      entry.date > rival.date ||
      (entry.date === rival.date && isCounted(before[id]) && !isCounted(before[current!]))
    )
      latest.set(key, id);
  }
  let compliant = member.compliantCourses;
  let nonCompliant = member.nonCompliantCourses;
  const count = (entry: MemberExpiration, by: number) => {
    if (entry.countedAs === 'compliant') compliant += by;
    else if (entry.countedAs === 'non_compliant') nonCompliant += by;
  };
  for (const entry of Object.values(before)) count(entry, -1);
  const next: Record<string, MemberExpiration> = {};
  const rows = {
    puts: [] as ExpirationRow[],
    rewrites: [] as ExpirationRow[],
    deletes: [] as { date: string; sourceId: string }[],
  };
  for (const [id, entry] of Object.entries(entries)) {
    const counted = latest.get(competesIn(id, entry)) === id;
    const was = before[id];
    next[id] = {
      ...entry,
      countedAs: !counted
        ? 'superseded'
        : entry.countedAs === 'superseded'
          ? countedAsOn(today, entry.date)
          : entry.countedAs,
    };
    count(next[id]!, 1);
    const moved = isCounted(was) && was.date !== entry.date;
    if (isCounted(was) && (!counted || moved)) rows.deletes.push({ date: was.date, sourceId: id });
    if (counted && (!isCounted(was) || moved)) rows.puts.push(rowOf(id, next[id]!));
    else if (counted && id === options.rewrite) rows.rewrites.push(rowOf(id, next[id]!));
  }
  for (const [id, was] of Object.entries(before))
    if (!(id in entries) && isCounted(was)) rows.deletes.push({ date: was.date, sourceId: id });
  compliant = Math.max(0, compliant);
  nonCompliant = Math.max(0, nonCompliant);
  const pendingCourses = options.pendingCourses ?? member.pendingCourses;
  return {
    change: {
      pendingCourses,
      compliantCourses: compliant,
      nonCompliantCourses: nonCompliant,
      expirations: next,
      status: memberStatus({ pending: Object.keys(pendingCourses).length, compliant, nonCompliant }),
      ...(options.ceDelta ? { ce: Math.max(0, roundCredits(member.ce + options.ceDelta)) } : {}),
    },
    rows: expirationRowsWrite(member.groupId, rows),
  };
}
