// The group portal's dashboard and courses page: figures from the seat ledger and the kept counters.
import type { GroupProduct } from '@shared/contracts/groups';
import { discountTierFor, seatsAvailable } from '@shared/rules/group-members';
import { DEFAULT_DISCOUNT_TIERS } from '@shared/constants';
import { getCompany } from '@functions/data/company';
import { memberCounters } from '@functions/data/group-members';
import { listGroupSeats } from '@functions/data/group-seats';
import { signupCodeOf } from '@functions/data/group-codes';
import type { GroupScope } from '@functions/lib/group-scope';

/**
 * totalMembers: the group's member count; availableCourses: seats not yet used; totalCourses: seats
 * bought; purchasedCourses: the products bought; discountTier: the percent the lifetime seat count reaches.
 */
export async function groupDashboard(group: GroupScope) {
  const [counters, seats, company, signupCode] = await Promise.all([memberCounters(group), listGroupSeats(group), getCompany(), signupCodeOf(group.id)]);
  const totalCourses = seats.reduce((sum, s) => sum + s.quantityPurchased, 0);
  return {
    totalMembers: counters.memberCount ?? 0,
    availableCourses: seats.reduce((sum, s) => sum + seatsAvailable(s), 0),
    totalCourses,
    discountTier: discountTierFor(totalCourses, company?.groupDiscount.discountTiers ?? DEFAULT_DISCOUNT_TIERS),
    purchasedCourses: seats.filter((s) => s.quantityPurchased > 0).length,
    signupCode,
  };
}

export async function groupProducts(group: GroupScope): Promise<GroupProduct[]> {
  const seats = await listGroupSeats(group);
  return seats
    .map((s) => ({ id: s.productId, name: s.name, color: s.color, quantityPurchased: s.quantityPurchased, quantityUsed: s.quantityUsed, quantityAvailable: seatsAvailable(s), attachedIcon: { url: null } }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
