// The group's saved cards: PaymentMethods on the group's own Stripe customer (created on first need).
// The browser saves a card through a SetupIntent it confirms with Stripe (Stripe's card check, and 3-D
// Secure for cards that want it), then names the saved card to POST /api/groups/payment_methods.json.
// A card id the group's customer does not hold yet (the spec's bare call) is attached, which runs
// Stripe's card check too. Either way our API never sees a card number.
import { GROUP_PURCHASE_MESSAGES } from '@shared/constants';
import * as payments from '@functions/adapters/payments/payments';
import { PaymentServiceError } from '@functions/adapters/payments/stripe-errors';
import { claimGroupPaymentCustomerId, getGroupPaymentCustomerId } from '@functions/data/group-orders';
import { getGroup } from '@functions/data/groups';
import type { Caller } from '@functions/lib/caller';
import { Invalid, NotFound } from '@functions/lib/errors';
import type { GroupScope } from '@functions/lib/group-scope';
import { logger } from '@functions/lib/logger';
import { successToast } from '@functions/lib/toasts';
import { requireRecentSignIn } from '../profile/recent-sign-in';
import { GROUP_COMMERCE_MESSAGES } from './messages';

async function ensureGroupCustomer(group: GroupScope): Promise<string> {
  const known = await getGroupPaymentCustomerId(group);
  if (known) return known;
  const found = await getGroup(group.id);
  // Concurrent first calls, by any of its admins, get the same customer (the provider's idempotency key
  // names the group, and no admin's email is among its parameters).
  const created = await payments.createCustomer({ userId: `group-${group.id}`, name: found?.name ?? 'Group' });
  return claimGroupPaymentCustomerId(group, created);
}

/** The provider refusing our request is a 422 (another card, or support); not answering is already a 503. */
async function provider<T>(call: () => Promise<T>, field = 'base'): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentServiceError)) throw error;
    logger.error('Payment provider refused a card request', { code: error.code, reason: error.message });
    throw Invalid.field(field, GROUP_PURCHASE_MESSAGES.paymentServiceRefused);
  }
}

export async function listPaymentMethods(group: GroupScope): Promise<{ data: payments.SavedCard[] }> {
  const customerId = await getGroupPaymentCustomerId(group);
  return { data: customerId ? await payments.listCards(customerId) : [] };
}

/** Opens a SetupIntent on the group's customer for the browser to confirm with a new card (step-up as any card change). */
export async function createSetupIntent(group: GroupScope, admin: Caller, currentPassword: string | undefined) {
  await requireRecentSignIn(admin, currentPassword);
  const customerId = await ensureGroupCustomer(group);
  const { clientSecret } = await provider(() => payments.createSetupIntent(customerId));
  return { clientSecret };
}

// Card changes ask for a recent sign-in (or the password again), as a learner's do; a card the browser
// just saved through the group's SetupIntent (which asked already) is only confirmed here.
export async function addPaymentMethod(
  group: GroupScope,
  admin: Caller,
  paymentMethodId: string,
  currentPassword: string | undefined,
) {
  const known = await getGroupPaymentCustomerId(group);
  const saved = known ? await provider(() => payments.findCard(known, paymentMethodId), 'paymentMethodId') : null;
  if (known && saved) return savedReply(known, saved);
  await requireRecentSignIn(admin, currentPassword);
  const customerId = known ?? (await ensureGroupCustomer(group));
  let card: payments.SavedCard | null;
  try {
    card = await provider(() => payments.attachCard(paymentMethodId, customerId), 'paymentMethodId');
  } catch (error) {
    if (error instanceof payments.PaymentRefused) throw Invalid.field('paymentMethodId', error.message);
    throw error;
  }
  if (!card) throw new NotFound('Payment method not found');
  return savedReply(customerId, card);
}

const savedReply = async (customerId: string, card: payments.SavedCard) => ({
  data: await payments.listCards(customerId),
  toaster: successToast(GROUP_COMMERCE_MESSAGES.cardSaved(card.brand, card.last4)),
});

/** One of the group's cards (another customer's, or an unknown id, is not found). */
export async function groupCard(
  group: GroupScope,
  paymentMethodId: string,
): Promise<{ customerId: string; card: payments.SavedCard }> {
  const customerId = await getGroupPaymentCustomerId(group);
  const card = customerId ? await payments.findCard(customerId, paymentMethodId) : null;
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
  await payments.detachCard(card.paymentMethodId);
  return {
    data: await payments.listCards(customerId),
    toaster: successToast(GROUP_COMMERCE_MESSAGES.cardRemoved(card.last4)),
  };
}
