// Saved cards (Stripe PaymentMethods on the learner's customer). A card of another customer, or an
// unknown id, is not found; nothing here ever sees a card number.
import { createSetupIntent, defaultCardId, detachCard, findCard, listCards, setDefaultCard, type SavedCard } from '@functions/adapters/payments/payments';
import { getPaymentCustomerId } from '@functions/data/orders';
import type { User } from '@functions/data/users';
import { NotFound } from '@functions/lib/errors';
import { ensurePaymentCustomer } from './customers';

export async function savedCards(userId: string): Promise<{ data: SavedCard[] }> {
  const customerId = await getPaymentCustomerId(userId);
  return { data: customerId ? await listCards(customerId) : [] };
}

export async function defaultCard(userId: string): Promise<{ paymentMethod: SavedCard | null }> {
  const customerId = await getPaymentCustomerId(userId);
  const id = customerId ? await defaultCardId(customerId) : null;
  return { paymentMethod: id && customerId ? await findCard(customerId, id) : null };
}

export async function openSetupIntent(user: User): Promise<{ clientSecret: string }> {
  const { clientSecret } = await createSetupIntent(await ensurePaymentCustomer(user));
  return { clientSecret };
}

async function ownCard(userId: string, paymentMethodId: string): Promise<{ customerId: string; card: SavedCard }> {
  const customerId = await getPaymentCustomerId(userId);
  const card = customerId ? await findCard(customerId, paymentMethodId) : null;
  if (!customerId || !card) throw new NotFound('Payment method not found');
  return { customerId, card };
}

export async function makeDefaultCard(userId: string, paymentMethodId: string) {
  const { customerId, card } = await ownCard(userId, paymentMethodId);
  await setDefaultCard(customerId, card.paymentMethodId);
  return { paymentMethod: card, toaster: { type: 'success' as const, message: `Your ${card.brand.toUpperCase()} ending in ${card.last4} is now your default card.` } };
}

export async function removeCard(userId: string, paymentMethodId: string) {
  const { customerId, card } = await ownCard(userId, paymentMethodId);
  await detachCard(card.paymentMethodId);
  return { data: await listCards(customerId), toaster: { type: 'success' as const, message: `The card ending in ${card.last4} was removed.` } };
}
