// createUser under a concurrent sign-up: DynamoDB cancels a transaction that collides with another on
// the same item (TransactionConflict). DynamoDB Local serialises transactions and never does, so the
// cancellation is simulated here: a mere conflict is retried, a taken email or phone is a 422.
import { beforeEach, describe, expect, it, vi } from 'vitest';

process.env.TABLE_NAME ??= 'unit';
const writes = vi.hoisted(() => ({ transact: vi.fn() }));
vi.mock('@functions/data/writes', async (original) => ({ ...(await original<object>()), transact: writes.transact, retryPause: async () => undefined }));

const { createUser } = await import('@functions/data/users');
const { Invalid } = await import('@functions/lib/errors');

const cancelled = (...codes: string[]) => Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException', CancellationReasons: codes.map((Code) => ({ Code })) });
const user = { id: 'u-1', email: 'rae@example.com', phone: '+15555550100', firstName: 'Rae', lastName: 'Singh' } as Parameters<typeof createUser>[0];

beforeEach(() => writes.transact.mockReset());

describe('createUser', () => {
  it('retries a transaction that only collided with a concurrent one', async () => {
    writes.transact.mockRejectedValueOnce(cancelled('None', 'TransactionConflict', 'None')).mockResolvedValueOnce(undefined);
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
    const throttled = Object.assign(new Error('Throughput exceeded'), { name: 'ProvisionedThroughputExceededException' });
    writes.transact.mockRejectedValueOnce(throttled);
    await expect(createUser(user)).rejects.toBe(throttled);
  });
});
