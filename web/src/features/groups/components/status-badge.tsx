// A member's compliance status as a labelled badge (text, not colour alone).
import { MEMBER_STATUS_LABELS, type MemberStatus } from '@shared/rules/group-members';

export function StatusBadge({ status }: { status: MemberStatus }) {
  return <span className={`status-badge status-badge--${status}`}>{MEMBER_STATUS_LABELS[status]}</span>;
}

/** A certification's compliance bucket ('Expiring Soon') as a badge, in the compliance chart's colours. */
export function BucketBadge({ bucket }: { bucket: string }) {
  const tone = bucket.toLowerCase().replace(/\s+/g, '-');
  return <span className={`status-badge bucket-badge--${tone}`}>{bucket}</span>;
}
