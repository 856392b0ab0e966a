// A group member's compliance status (spec section 4) from what the member row counts.
// needs_attention: enrolled in no courses (enroll them or add third-party courses).
import { tierPercentAt } from './group-pricing';

export const MEMBER_STATUSES = ['enrolled', 'compliant', 'non_compliant', 'needs_attention'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  enrolled: 'Enrolled',
  compliant: 'Compliant',
  non_compliant: 'Non Compliant',
  needs_attention: 'Needs Attention',
};

export interface MemberCourseCounts {
  pending: number;
  compliant: number;
  nonCompliant: number;
}

/**
 * A course in progress makes the member enrolled (they are working on it, even to renew an expired
 * card); else any expired course makes them non-compliant; else a valid one compliant.
 */
export function memberStatus(counts: MemberCourseCounts): MemberStatus {
  if (counts.pending > 0) return 'enrolled';
  if (counts.nonCompliant > 0) return 'non_compliant';
  if (counts.compliant > 0) return 'compliant';
  return 'needs_attention';
}

/** Seats a group still has of a product. */
export const seatsAvailable = (seats: { quantityPurchased: number; quantityUsed: number }): number =>
  Math.max(0, seats.quantityPurchased - seats.quantityUsed);

/** The discount tier (percent) a lifetime purchase count reaches (shared/rules/group-pricing.ts), null below the first. */
export const discountTierFor = (purchased: number, tiers: readonly { min: number; percent: number }[]): number | null =>
  tierPercentAt(purchased, tiers) || null;
