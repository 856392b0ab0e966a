// The one optimistic-concurrency helper, under arbitrary sequences of outcomes: it never makes more
// than its attempts, retries only writes that lost a race (RETRY, a failed condition, a transaction
// conflict), rethrows anything else at once, returns the first success's value and pauses within the
// jitter's bounds; when every attempt lost it answers Conflict.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

process.env.TABLE_NAME ??= 'unit';
const { optimistic, OPTIMISTIC_ATTEMPTS, RETRY } = await import('@functions/data/writes');
const { Conflict } = await import('@functions/lib/errors');

type Outcome =
  | { kind: 'ok'; value: number }
  | { kind: 'retry' }
  | { kind: 'condition' }
  | { kind: 'txConflict' }
  | { kind: 'txCondition' }
  | { kind: 'fatal'; name: string };

const outcome: fc.Arbitrary<Outcome> = fc.oneof(
  fc.record({ kind: fc.constant('ok' as const), value: fc.integer() }),
  fc.constant({ kind: 'retry' as const }),
  fc.constant({ kind: 'condition' as const }),
  fc.constant({ kind: 'txConflict' as const }),
  fc.constant({ kind: 'txCondition' as const }),
  fc.record({
    kind: fc.constant('fatal' as const),
    name: fc.constantFrom('ValidationException', 'ThrottlingException', 'Error', 'NotFound'),
  }),
);

const cancelled = (...codes: string[]) =>
  Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

function play(step: Outcome): number | typeof RETRY {
  switch (step.kind) {
    case 'ok':
      return step.value;
    case 'retry':
      return RETRY;
    case 'condition':
      throw Object.assign(new Error('condition'), { name: 'ConditionalCheckFailedException' });
    case 'txConflict':
      throw cancelled('None', 'TransactionConflict');
    case 'txCondition':
      throw cancelled('ConditionalCheckFailed', 'None');
    case 'fatal':
      throw Object.assign(new Error('fatal'), { name: step.name });
  }
}

describe('optimistic', () => {
  it('bounds attempts, retries only lost races, returns the first success, pauses within the jitter', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(outcome, { minLength: 0, maxLength: 14 }),
        fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 14, maxLength: 14 }),
        async (script, attempts, randoms) => {
          const bound = attempts ?? OPTIMISTIC_ATTEMPTS;
          const pauses: number[] = [];
          let reads = 0;
          let writes = 0;
          let draws = 0;
          const run = optimistic({
            attempts,
            read: (attempt) => {
              expect(attempt).toBe(reads);
              reads += 1;
              return attempt;
            },
            write: async (state: number) => {
              expect(state).toBe(writes);
              const step = script[writes] ?? ({ kind: 'retry' } as const);
              writes += 1;
              return play(step);
            },
            timing: {
              sleep: async (ms) => {
                pauses.push(ms);
              },
              random: () => randoms[draws++ % randoms.length]!,
            },
          }).then(
            (value) => ({ value }),
            (error: unknown) => ({ error }),
          );
          const result = await run;

          // The expected run: steps until the first success or non-retryable error, within the bound.
          const steps = Array.from({ length: bound }, (_, i) => script[i] ?? ({ kind: 'retry' } as const));
          const stop = steps.findIndex((s) => s.kind === 'ok' || s.kind === 'fatal');
          const made = stop === -1 ? bound : stop + 1;
          expect(writes).toBe(made);
          expect(reads).toBe(made);
          expect(writes).toBeLessThanOrEqual(bound);
          const last = stop === -1 ? undefined : steps[stop]!;
          if (last?.kind === 'ok') expect(result).toEqual({ value: last.value });
          else if (last?.kind === 'fatal') expect((result as { error: Error }).error.name).toBe(last.name);
          else expect((result as { error: Error }).error).toBeInstanceOf(Conflict);

          // One pause before each retry, growing with the attempt and jittered within [5, 5 + 20 n) ms.
          expect(pauses).toHaveLength(made - 1);
          pauses.forEach((ms, i) => {
            expect(ms).toBeGreaterThanOrEqual(5);
            expect(ms).toBeLessThan(5 + 20 * (i + 1));
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers the use case Conflict message, or its own error, when every attempt lost', async () => {
    const timing = { sleep: async () => {}, random: () => 0.5 };
    await expect(
      optimistic({ write: async () => RETRY, conflict: 'Your cart is being changed elsewhere.', timing }),
    ).rejects.toThrow(new Conflict('Your cart is being changed elsewhere.'));
    await expect(
      optimistic({ write: async () => RETRY, exhausted: () => new Error('throttled'), timing }),
    ).rejects.toThrow('throttled');
  });
});
