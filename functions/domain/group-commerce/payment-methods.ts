// The group's saved cards: PaymentMethods on the group's own Stripe customer (created on first need).
// The browser gives the card to the provider and sends us only its PaymentMethod id.
import {
  attachCard,
  createCustomer,
  detachCard,
  findCard,
  listCards,
  PaymentRefused,
  type SavedCard,
} from '@functions/adapters/payments/payments';
import { claimGroupPaymentCustomerId, getGroupPaymentCustomerId } from '@functions/data/group-orders';
import { getGroup } from '@functions/data/groups';
import type { Caller } from '@functions/lib/caller';
import { Invalid, NotFound } from '@functions/lib/errors';
import type { GroupScope } from '@functions/lib/group-scope';
import { successToast } from '@functions/lib/toasts';
import { requireRecentSignIn } from '../profile/recent-sign-in';
import { GROUP_COMMERCE_MESSAGES } from './messages';

async function ensureGroupCustomer(group: GroupScope, admin: Caller['user']): Promise<string> {
  const known = await getGroupPaymentCustomerId(group);
  if (known) return known;
  const found = await getGroup(group.id);
  // Concurrent first calls get the same customer (the provider's idempotency key names the group).
  const created = await createCustomer({
    userId: `group-${group.id}`,
    email: admin.email,
    name: found?.name ?? 'Group',
  });
  return claimGroupPaymentCustomerId(group, created);
}

export async function listPaymentMethods(group: GroupScope): Promise<{ data: SavedCard[] }> {
  const customerId = await getGroupPaymentCustomerId(group);
  return { data: customerId ? await listCards(customerId) : [] };
}

// Card changes ask for a recent sign-in (or the password again), as a learner's do.
export async function addPaymentMethod(
  group: GroupScope,
  admin: Caller,
  paymentMethodId: string,
  currentPassword: string | undefined,
) {
  await requireRecentSignIn(admin, currentPassword);
  const customerId = await ensureGroupCustomer(group, admin.user);
  let card: SavedCard | null;
  try {
    card = await attachCard(paymentMethodId, customerId);
  } catch (error) {
    if (error instanceof PaymentRefused) throw Invalid.field('paymentMethodId', error.message);
    throw error;
  }
  if (!card) throw new NotFound('Payment method not found');
  return {
    data: await listCards(customerId),
    toaster: successToast(GROUP_COMMERCE_MESSAGES.cardSaved(card.brand, card.last4)),
  };
}

/** One of the group's cards (another customer's, or an unknown id, is not found). */
export async function groupCard(
  group: GroupScope,
  paymentMethodId: string,
): Promise<{ customerId: string; card: SavedCard }> {
  const customerId = await getGroupPaymentCustomerId(group);
  const card = customerId ? await findCard(customerId, paymentMethodId) : null;
  if (!customerId || !card) throw new NotFound('Payment method not found');
  return { customerId, card };
}

export async function deletePaymentMethod(
  group: GroupScope,
  admin: Caller,
  paymentMethodId: string,
  currentPassword: string | undefined,
) {
  const { customerId, card } = await groupCard(group, paymentMethodId);
  await requireRecentSignIn(admin, currentPassword);
  await detachCard(card.paymentMethodId);
  return {
    data: await listCards(customerId),
    toaster: successToast(GROUP_COMMERCE_MESSAGES.cardRemoved(card.last4)),
  };
}
