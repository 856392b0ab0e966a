// Saved cards (Stripe PaymentMethods on the learner's customer). A card of another customer, or an
// unknown id, is not found; nothing here ever sees a card number.
import * as payments from '@functions/adapters/payments/payments';
import { getPaymentCustomerId } from '@functions/data/orders';
import type { Caller } from '@functions/lib/caller';
import { NotFound } from '@functions/lib/errors';
import { successToast } from '@functions/lib/toasts';
import { requireRecentSignIn } from '../profile/recent-sign-in';
import { ensurePaymentCustomer } from './customers';
import { COMMERCE_MESSAGES } from './messages';

export async function listPaymentMethods(userId: string): Promise<{ data: payments.SavedCard[] }> {
  const customerId = await getPaymentCustomerId(userId);
  return { data: customerId ? await payments.listCards(customerId) : [] };
}

export async function getDefaultPaymentMethod(userId: string): Promise<{ paymentMethod: payments.SavedCard | null }> {
  const customerId = await getPaymentCustomerId(userId);
  const id = customerId ? await payments.defaultCardId(customerId) : null;
  return { paymentMethod: id && customerId ? await payments.findCard(customerId, id) : null };
}

// Changing saved cards asks for a recent sign-in (or the password again): a stolen session must not
// swap the card auto-renewals charge.
export async function createSetupIntent(
  caller: Caller,
  currentPassword: string | undefined,
): Promise<{ clientSecret: string }> {
  await requireRecentSignIn(caller, currentPassword);
  const { clientSecret } = await payments.createSetupIntent(await ensurePaymentCustomer(caller.user));
  return { clientSecret };
}

async function ownCard(
  userId: string,
  paymentMethodId: string,
): Promise<{ customerId: string; card: payments.SavedCard }> {
  const customerId = await getPaymentCustomerId(userId);
  const card = customerId ? await payments.findCard(customerId, paymentMethodId) : null;
  if (!customerId || !card) throw new NotFound('Payment method not found');
  return { customerId, card };
}

export async function updateDefaultPaymentMethod(
  caller: Caller,
  paymentMethodId: string,
  currentPassword: string | undefined,
) {
  const { customerId, card } = await ownCard(caller.userId, paymentMethodId);
  await requireRecentSignIn(caller, currentPassword);
  await payments.setDefaultCard(customerId, card.paymentMethodId);
  return {
    paymentMethod: card,
    toaster: successToast(COMMERCE_MESSAGES.defaultCardSet(card.brand, card.last4)),
  };
}

export async function deletePaymentMethod(
  caller: Caller,
  paymentMethodId: string,
  currentPassword: string | undefined,
) {
  const { customerId, card } = await ownCard(caller.userId, paymentMethodId);
  await requireRecentSignIn(caller, currentPassword);
  await payments.detachCard(card.paymentMethodId);
  return {
    data: await payments.listCards(customerId),
    toaster: successToast(COMMERCE_MESSAGES.cardRemoved(card.last4)),
  };
}
