// The group portal's dashboard and courses page: figures from the seat ledger and the kept counters.
import type { GroupProduct } from '@shared/contracts/groups';
import { discountTierFor, seatsAvailable } from '@shared/rules/group-members';
import { DEFAULT_DISCOUNT_TIERS } from '@shared/constants';
import { getCompany } from '@functions/data/company';
import { memberCounters } from '@functions/data/group-members';
import { listGroupSeats } from '@functions/data/group-seats';
import { getGroup } from '@functions/data/groups';
import { catalogueProducts } from '@functions/data/products';
import { signupCodeOf } from '@functions/data/group-codes';
import type { GroupScope } from '@functions/lib/group-scope';

/**
 * totalMembers: the group's member count; availableCourses: seats not yet used; totalCourses: seats
 * bought; purchasedCourses: the products bought; discountTier: the percent the lifetime seat count reaches.
 */
export async function dashboard(group: GroupScope) {
  const [counters, seats, company, signupCode] = await Promise.all([
    memberCounters(group),
    listGroupSeats(group),
    getCompany(),
    signupCodeOf(group.id),
  ]);
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

/**
 * The products the group can enroll members in, by name (the first `limit`): its seats, or, for a
 * group with unlimited certifications, every catalogue product (no seats: quantities 0, `unlimited` true).
 */
export async function listProducts(group: GroupScope, limit?: number): Promise<GroupProduct[]> {
  return (await groupProducts(group)).sort((a, b) => a.name.localeCompare(b.name)).slice(0, limit);
}

async function groupProducts(group: GroupScope): Promise<GroupProduct[]> {
  if ((await getGroup(group.id))?.unlimitedCertifications) {
    return (await catalogueProducts()).map((p) => ({
      id: p.id,
      name: p.name,
      color: p.color,
      quantityPurchased: 0,
      quantityUsed: 0,
      quantityAvailable: 0,
      unlimited: true,
      attachedIcon: { url: null },
    }));
  }
  const seats = await listGroupSeats(group);
  return seats.map((s) => ({
    id: s.productId,
    name: s.name,
    color: s.color,
    quantityPurchased: s.quantityPurchased,
    quantityUsed: s.quantityUsed,
    quantityAvailable: seatsAvailable(s),
    attachedIcon: { url: null },
  }));
}
