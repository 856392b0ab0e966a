// How a compliance row counts on its member's row: each row the member has is in their
// `expirations` map as compliant or non-compliant, and the counts and status follow the map.
// Used by external certifications (add, edit, delete) and the daily sweep.
import { complianceOn } from '@shared/rules/compliance';
import { memberStatus } from '@shared/rules/group-members';
import type { MemberExpiration, MemberRow, MemberRowChange } from '@functions/data/group-members';

export const countedAsOn = (today: string, date: string): MemberExpiration['countedAs'] => (complianceOn(today, date) === 'Expired' ? 'non_compliant' : 'compliant');

const roundCredits = (value: number) => Math.round(value * 100) / 100;

/** The member row with the row `sourceId` set to `entry` (or removed when null), and CE credits moved by `ceDelta`. */
export function withExpiration(member: MemberRow, sourceId: string, entry: MemberExpiration | null, ceDelta = 0): MemberRowChange {
  const expirations = { ...member.expirations };
  let compliant = member.compliantCourses;
  let nonCompliant = member.nonCompliantCourses;
  const before = expirations[sourceId];
  if (before) {
    if (before.countedAs === 'compliant') compliant -= 1;
    else nonCompliant -= 1;
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
