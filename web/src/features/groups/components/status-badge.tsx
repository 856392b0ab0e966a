// A member's compliance status as a labelled badge (text, not colour alone).
import { MEMBER_STATUS_LABELS, type MemberStatus } from '@shared/rules/group-members';

export function StatusBadge({ status }: { status: MemberStatus }) {
  return <span className={`status-badge status-badge--${status}`}>{MEMBER_STATUS_LABELS[status]}</span>;
}
