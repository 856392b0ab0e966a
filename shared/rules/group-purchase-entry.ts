// Where "Purchase Courses" leads (spec section 4): a group with unlimited certifications has nothing
// to buy and goes to its members; a group that already purchased goes to course selection; a new
// group with a personalized quote goes to it, else to course selection.
export interface PurchaseEntryGroup {
  unlimitedCertifications: boolean;
  purchased: boolean;
  groupOnboardingId: string | null;
}

export type PurchaseEntry = 'members' | 'course-selection' | 'purchase-quote';

export function purchaseEntry(group: PurchaseEntryGroup): PurchaseEntry {
  if (group.unlimitedCertifications) return 'members';
  if (group.purchased) return 'course-selection';
  return group.groupOnboardingId ? 'purchase-quote' : 'course-selection';
}
