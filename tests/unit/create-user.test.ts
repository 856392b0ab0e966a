// createUser under a concurrent sign-up: DynamoDB cancels a transaction that collides with another on
// the same item (TransactionConflict). DynamoDB Local serialises transactions and never does, so the
// cancellation is simulated here: a mere conflict is retried, a taken email or phone is a 422.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

process.env.TABLE_NAME ??= 'unit';
const { createUser } = await import('@functions/data/users');
const { Invalid } = await import('@functions/lib/errors');
const { db } = await import('@functions/data/table');
// The DynamoDB client's send, as the transaction helper calls it.
const writes = { transact: vi.spyOn(db(), 'send') };

const cancelled = (...codes: string[]) =>
  Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const user = {
  id: 'u-1',
  email: 'rae@example.com',
  phone: '+15555550100',
  firstName: 'Rae',
  lastName: 'Singh',
} as Parameters<typeof createUser>[0];

beforeEach(() => {
  writes.transact.mockReset();
  writes.transact.mockResolvedValue({} as never);
});
afterAll(() => writes.transact.mockRestore());

describe('createUser', () => {
  it('retries a transaction that only collided with a concurrent one', async () => {
    writes.transact
      .mockRejectedValueOnce(cancelled('None', 'TransactionConflict', 'None'))
      .mockResolvedValueOnce({} as never);
    await expect(createUser(user)).resolves.toEqual(user);
    expect(writes.transact).toHaveBeenCalledTimes(2);
  });

  it('answers 422 on the email or the phone whose claim failed', async () => {
    writes.transact.mockRejectedValueOnce(cancelled('None', 'ConditionalCheckFailed', 'None'));
    await expect(createUser(user)).rejects.toEqual(Invalid.field('email', 'Email has already been taken'));
    writes.transact.mockRejectedValueOnce(cancelled('None', 'None', 'ConditionalCheckFailed'));
    await expect(createUser(user)).rejects.toEqual(Invalid.field('phone', 'Phone number has already been taken'));
  });

  it('lets any other failure reach the error model', async () => {
    const throttled = Object.assign(new Error('Throughput exceeded'), {
      name: 'ProvisionedThroughputExceededException',
    });
    writes.transact.mockRejectedValueOnce(throttled);
    await expect(createUser(user)).rejects.toBe(throttled);
  });
});
