// The migration runner's pure rules: a sound list (ids well formed, unique, appended in date order),
// what is pending, counts added up across resumed runs, the paged walk (checkpoint after each page,
// resume from the saved cursor, stop when time is up), the rename candidates of a taken filter name,
// and what the terminal says.
import { describe, expect, it } from 'vitest';
import { claimCandidates } from '@functions/migrations/2026-11-27-saved-filter-name-claims';
import { inPages, type Migration, type MigrationContext } from '@functions/migrations/migration';
import { MIGRATIONS } from '@functions/migrations/registry';
import { addCounts, migrationListProblems, pendingMigrations } from '@functions/migrations/runner';
import { describeRun } from '@infra/local/migrate-command';

const migration = (id: string): Migration => ({ id, description: id, run: async () => ({}) });

describe('the migration list', () => {
  it('the registry is sound: ids YYYY-MM-DD-what, unique, never dated before the one above', () => {
    expect(migrationListProblems(MIGRATIONS)).toEqual([]);
    expect(MIGRATIONS.length).toBeGreaterThanOrEqual(4);
  });

  it('refuses malformed ids, repeats and a migration dated before the one above it; same-day order is the list', () => {
    expect(
      migrationListProblems([
        migration('2026-11-27-b'),
        migration('2026-11-27-a'),
        migration('2026-11-26-late'),
        migration('2026-11-27-b'),
        migration('Backfill'),
      ]),
    ).toEqual([
      'Backfill: not YYYY-MM-DD-what',
      '2026-11-26-late: listed after 2026-11-27-a',
      '2026-11-27-b: listed twice',
    ]);
  });

  it('pending: those not applied, in list order', () => {
    const list = ['2026-01-01-a', '2026-01-02-b', '2026-01-03-c'].map(migration);
    expect(pendingMigrations(list, ['2026-01-02-b', '2025-12-31-gone']).map((m) => m.id)).toEqual([
      '2026-01-01-a',
      '2026-01-03-c',
    ]);
  });

  it('adds counts up by name', () => {
    expect(addCounts({ claimed: 2, renamed: 1 }, { claimed: 3, deleted: 1 })).toEqual({
      claimed: 5,
      renamed: 1,
      deleted: 1,
    });
  });
});

describe('a paged migration (inPages)', () => {
  const pages: Record<string, string | null> = { start: 'p2', p2: 'p3', p3: null };
  const context = (overrides: Partial<MigrationContext>) => {
    const checkpoints: (string | null)[] = [];
    return {
      checkpoints,
      context: {
        dryRun: false,
        resumeFrom: null,
        timeUp: () => false,
        checkpoint: async (cursor: string | null) => {
          checkpoints.push(cursor);
        },
        ...overrides,
      } satisfies MigrationContext,
    };
  };
  const walk = (ctx: MigrationContext, seen: (string | null)[], sizes: (number | undefined)[] = []) =>
    inPages(ctx, async ({ cursor, limit }, counts) => {
      seen.push(cursor);
      sizes.push(limit);
      counts.items = (counts.items ?? 0) + 1;
      return pages[cursor ?? 'start'] ?? null;
    });

  it('walks every page, checkpointing after each, the last with null', async () => {
    const seen: (string | null)[] = [];
    const { context: ctx, checkpoints } = context({});
    expect(await walk(ctx, seen)).toEqual({ items: 3 });
    expect(seen).toEqual([null, 'p2', 'p3']);
    expect(checkpoints).toEqual(['p2', 'p3', null]);
  });

  it('resumes from the saved cursor, but a dry run counts from the start', async () => {
    const resumed: (string | null)[] = [];
    await walk(context({ resumeFrom: 'p3' }).context, resumed);
    expect(resumed).toEqual(['p3']);
    const dry: (string | null)[] = [];
    await walk(context({ resumeFrom: 'p3', dryRun: true }).context, dry);
    expect(dry).toEqual([null, 'p2', 'p3']);
  });

  it('stops after the page under way when time is up, its cursor checkpointed', async () => {
    const seen: (string | null)[] = [];
    const { context: ctx, checkpoints } = context({ timeUp: () => true });
    expect(await walk(ctx, seen)).toEqual({ items: 1 });
    expect(checkpoints).toEqual(['p2']);
  });

  it("asks each page for the context's page size (DynamoDB's own pages without one)", async () => {
    const sizes: (number | undefined)[] = [];
    await walk(context({ pageSize: 25 }).context, [], sizes);
    expect(sizes).toEqual([25, 25, 25]);
    const unsized: (number | undefined)[] = [];
    await walk(context({}).context, [], unsized);
    expect(unsized).toEqual([undefined, undefined, undefined]);
  });
});

describe('saved filter names', () => {
  it('a taken name is tried as "Name (2)" up to "Name (20)", its own first', () => {
    const names = claimCandidates('Expired');
    expect(names).toHaveLength(20);
    expect(names.slice(0, 3)).toEqual(['Expired', 'Expired (2)', 'Expired (3)']);
    expect(names.at(-1)).toBe('Expired (20)');
  });

  it('a long name is shortened before its number, so every candidate stays within the limit (60)', () => {
    const long = `${'x'.repeat(57)}yz€`; // 60 characters: the name itself fits
    const names = claimCandidates(long);
    expect(names[0]).toBe(long);
    expect(names[1]).toBe(`${'x'.repeat(56)} (2)`);
    expect(names[19]).toBe(`${'x'.repeat(55)} (20)`);
    expect(names.every((name) => name.length <= 60)).toBe(true);
    // Counted as the contract counts (UTF-16 units: an emoji is two), cut between characters, a trailing space dropped.
    expect(claimCandidates('ab 😀😀', 2, 7)).toEqual(['ab 😀😀', 'ab (2)']);
    expect(claimCandidates('😀😀😀😀😀', 2, 7)).toEqual(['😀😀😀', '😀 (2)']);
    // A name saved longer than the limit (before it) is shortened too.
    expect(claimCandidates('y'.repeat(70), 1)).toEqual(['y'.repeat(60)]);
  });
});

describe('npm run migrate output', () => {
  it('says what each migration did or would do, and when another runner holds the lock', () => {
    const run = describeRun(
      {
        outcome: 'unfinished',
        migrations: [
          { id: '2026-01-01-a', description: 'a', status: 'applied', counts: {}, ms: 5 },
          { id: '2026-01-02-b', description: 'b', status: 'unfinished', counts: { linked: 4 }, ms: 9 },
        ],
      },
      false,
    );
    expect(run).toContain('applied  2026-01-01-a: nothing to change (5 ms)');
    expect(run).toContain('unfinished  2026-01-02-b: linked 4');
    expect(run).toContain('run it again to carry on');
    expect(
      describeRun(
        {
          outcome: 'done',
          migrations: [{ id: '2026-01-01-a', description: 'a', status: 'dry run', counts: { claimed: 2 }, ms: 1 }],
        },
        true,
      ),
    ).toMatch(/^Dry run \(nothing written\)[^\n]*\n {2}would {2}2026-01-01-a: claimed 2/);
    expect(describeRun({ outcome: 'done', migrations: [] }, false)).toBe('No pending migrations.');
    expect(describeRun({ outcome: 'locked', holder: { owner: 'deploy #1', leaseUntil: 0 } }, false)).toContain(
      'deploy #1',
    );
  });
});
