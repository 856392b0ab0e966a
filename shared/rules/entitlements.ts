// What may issue a provider card (docs/data-model.md, "Entitlements"). Every card consumes exactly
// one entitlement, in the card's own transaction:
// - a purchase: each paid (or free) order line writes a subscription, which grants ONE card of each
//   course it offers; auto-renewal charges are orders too;
// - For Life: its subscription also grants one recertification per card it renews, once that card
//   is within FOR_LIFE_RENEWAL_WINDOW_DAYS of expiring (so one per two-year cycle);
// - a group seat: the user course the group enrolled the member in (seat or unlimited group).
// A recertification purchase serves only a learner whose card of the course is current or expired
// less than RECERTIFICATION_GRACE_DAYS ago. Without an entitlement a retake after a pass is a review:
// it can be taken, and its pass issues no new card.
import { addDays } from './dates';

/** A recertification can renew a card up to this many days after it expired; later, certify again. */
export const RECERTIFICATION_GRACE_DAYS = 60;
/** A For Life renewal of a card opens this many days before it expires (and stays open after). */
export const FOR_LIFE_RENEWAL_WINDOW_DAYS = 90;

export type ProductKind = 'certification' | 'recertification';
export type EntitlementSource = 'purchase' | 'for-life' | 'group-seat';

export interface Entitlement {
  /** `purchase:<subscription>:<course>`, `for-life:<subscription>:<card renewed>` or `seat:<user course>`. */
  id: string;
  source: EntitlementSource;
  kind: ProductKind;
  courseId: string;
  subscriptionUuid: string | null;
  createdAt: string;
}

export interface HeldCard {
  id: string;
  expiresOn: string;
}

export const purchaseEntitlementId = (subscriptionUuid: string, courseId: string) =>
  `purchase:${subscriptionUuid}:${courseId}`;
export const forLifeEntitlementId = (subscriptionUuid: string, cardId: string) =>
  `for-life:${subscriptionUuid}:${cardId}`;
export const seatEntitlementId = (userCourseUuid: string) => `seat:${userCourseUuid}`;

/** Whether the learner's card still counts for a recertification (current, or within the grace). */
export function renewable(card: HeldCard | null, today: string): boolean {
  return card !== null && addDays(card.expiresOn, RECERTIFICATION_GRACE_DAYS) >= today;
}

/** The product kind that renews this learner's standing in a course: what a "buy" link puts in the cart. */
export const productKindToBuy = (card: HeldCard | null, today: string): ProductKind =>
  renewable(card, today) ? 'recertification' : 'certification';

/** The day a For Life renewal of this card opens. */
export const forLifeRenewalOpensOn = (card: HeldCard): string => addDays(card.expiresOn, -FOR_LIFE_RENEWAL_WINDOW_DAYS);

/** Whether an entitlement of this kind may back a card for a learner holding `card`. */
export function usable(entitlement: Pick<Entitlement, 'kind'>, card: HeldCard | null, today: string): boolean {
  return entitlement.kind === 'certification' || renewable(card, today);
}

const SOURCE_ORDER: Record<EntitlementSource, number> = { 'group-seat': 0, purchase: 1, 'for-life': 2 };

/**
 * The entitlement a card spends, from those still unspent and usable: the one the user course was
 * started with if still there, else a seat, then the oldest purchase, then a For Life renewal.
 */
export function pickEntitlement(candidates: readonly Entitlement[], preferredId: string | null): Entitlement | null {
  const preferred = preferredId ? candidates.find((e) => e.id === preferredId) : undefined;
  if (preferred) return preferred;
  const sorted = [...candidates].sort(
    (a, b) =>
      SOURCE_ORDER[a.source] - SOURCE_ORDER[b.source] ||
      a.createdAt.localeCompare(b.createdAt) ||
      a.id.localeCompare(b.id),
  );
  return sorted[0] ?? null;
}
