// The learner's Stripe customer, created on first need and remembered in the table.
import { createCustomer } from '@functions/adapters/payments/payments';
import { claimPaymentCustomerId, getPaymentCustomerId } from '@functions/data/orders';
import type { User } from '@functions/data/users';

export async function ensurePaymentCustomer(user: User): Promise<string> {
  const known = await getPaymentCustomerId(user.id);
  if (known) return known;
  // Concurrent first calls get the same customer from Stripe (idempotency key per user) and the same claim.
  const created = await createCustomer({
    userId: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
  });
  return claimPaymentCustomerId(user.id, created);
}
