// mapLimited: order kept, never more than `limit` in flight, every item done, errors surface.
import { expect, it } from 'vitest';
import fc from 'fast-check';
import { mapLimited } from '@functions/lib/map-limited';

it('keeps the order and never has more than the limit in flight', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 40 }),
      fc.integer({ min: 1, max: 10 }),
      async (delays, limit) => {
        let inFlight = 0;
        let most = 0;
        const results = await mapLimited(delays, limit, async (delay, index) => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          await new Promise((resolve) => setTimeout(resolve, delay));
          inFlight -= 1;
          return index * 2;
        });
        expect(results).toEqual(delays.map((_, index) => index * 2));
        expect(most).toBeLessThanOrEqual(limit);
      },
    ),
    { numRuns: 40 },
  );
});

it('rejects with the first failure', async () => {
  await expect(
    mapLimited([1, 2, 3], 2, async (n) => {
      if (n === 2) throw new Error('two');
      return n;
    }),
  ).rejects.toThrow('two');
});
