// Per course expiration group only the latest pass or certification counts: planExpirations moves
// the counts, supersedes the older entry (its compliance row deleted) and gives a row back when the
// newer one goes.
import { describe, expect, it } from 'vitest';

process.env.TABLE_NAME ??= 'unit';
const { planExpirations } = await import('@functions/domain/groups/member-expirations');
type Member = Parameters<typeof planExpirations>[0];
type Entry = NonNullable<Member['expirations']>[string];

const TODAY = '2026-11-23';
const acls = { id: 'acls', name: 'ACLS', courseIds: ['acls'], productIds: ['acls-cert'] };
const member = (expirations: Record<string, Entry>, counts: { compliant: number; nonCompliant: number }): Member => ({
  groupId: 'g',
  userId: 'u',
  groupAdmin: false,
  joinedAt: '2026-01-01T00:00:00.000Z',
  firstName: 'Ana',
  lastName: 'Ng',
  email: 'ana@example.com',
  status: 'compliant',
  pendingCourses: {},
  compliantCourses: counts.compliant,
  nonCompliantCourses: counts.nonCompliant,
  ce: 0,
  lastSignInAt: null,
  expirations,
  version: 3,
});
const rowOf = (sourceId: string, entry: Entry) => ({
  groupId: 'g',
  userId: 'u',
  firstName: 'Ana',
  lastName: 'Ng',
  expirationDate: entry.date,
  sourceId,
  source: entry.source,
  courseExpirationGroup: acls,
});
const pass = (date: string, countedAs: Entry['countedAs'] = 'compliant'): Entry => ({
  date,
  source: 'course',
  countedAs,
  courseExpirationGroupId: 'acls',
  completedOn: '2024-12-01',
});
const written = (rows: ReturnType<typeof planExpirations>['rows']) =>
  rows.map((item) =>
    item.Put
      ? `put ${item.Put.Item!.SK}`
      : item.Delete
        ? `delete ${item.Delete.Key!.SK}`
        : `count ${item.Update!.Key!.SK} ${item.Update!.ExpressionAttributeValues![':by']}`,
  );

describe('planExpirations', () => {
  it('a recertification supersedes the earlier pass: one counted entry, the old row and its day count gone', () => {
    const before = member({ old: pass('2026-12-01') }, { compliant: 1, nonCompliant: 0 });
    const { change, rows } = planExpirations(
      before,
      { ...before.expirations, fresh: pass('2028-12-01') },
      TODAY,
      rowOf,
    );
    expect(change).toMatchObject({ compliantCourses: 1, nonCompliantCourses: 0, status: 'compliant' });
    expect(change.expirations).toMatchObject({
      old: { countedAs: 'superseded', completedOn: '2024-12-01' },
      fresh: { countedAs: 'compliant' },
    });
    expect(written(rows).sort()).toEqual(
      [
        'count EXPDAY#2026-12-01 -1',
        'count EXPDAY#2028-12-01 1',
        'delete EXPIRATION#2026-12-01#old',
        'put EXPIRATION#2028-12-01#fresh',
      ].sort(),
    );
  });

  it('an expired earlier pass counted non-compliant stops counting once a newer one arrives', () => {
    const before = member({ old: pass('2026-10-01', 'non_compliant') }, { compliant: 0, nonCompliant: 1 });
    const { change } = planExpirations(before, { ...before.expirations, fresh: pass('2028-10-01') }, TODAY, rowOf);
    expect(change).toMatchObject({ compliantCourses: 1, nonCompliantCourses: 0, status: 'compliant' });
  });

  it('an older certification added after a newer pass is kept but superseded (no row, no count)', () => {
    const before = member({ newer: pass('2028-01-01') }, { compliant: 1, nonCompliant: 0 });
    const older: Entry = {
      date: '2027-01-01',
      source: 'external',
      countedAs: 'compliant',
      courseExpirationGroupId: 'acls',
    };
    const { change, rows } = planExpirations(before, { ...before.expirations, cert: older }, TODAY, rowOf, {
      ceDelta: 2.5,
    });
    expect(change).toMatchObject({
      compliantCourses: 1,
      ce: 2.5,
      expirations: { newer: { countedAs: 'compliant' }, cert: { countedAs: 'superseded' } },
    });
    expect(rows).toEqual([]);
  });

  it('deleting the latest gives the superseded one its row back, counted by today', () => {
    const before = member(
      {
        old: pass('2026-10-01', 'superseded'),
        cert: { date: '2028-01-01', source: 'external', countedAs: 'compliant', courseExpirationGroupId: 'acls' },
      },
      { compliant: 1, nonCompliant: 0 },
    );
    const { cert: _gone, ...rest } = before.expirations!;
    const { change, rows } = planExpirations(before, rest, TODAY, rowOf);
    expect(change).toMatchObject({
      compliantCourses: 0,
      nonCompliantCourses: 1,
      status: 'non_compliant',
      expirations: { old: { countedAs: 'non_compliant' } },
    });
    expect(written(rows).sort()).toEqual(
      [
        'count EXPDAY#2026-10-01 1',
        'count EXPDAY#2028-01-01 -1',
        'delete EXPIRATION#2028-01-01#cert',
        'put EXPIRATION#2026-10-01#old',
      ].sort(),
    );
  });

  it('different courses, and entries written before the group was recorded, never compete', () => {
    const legacy: Entry = { date: '2026-12-01', source: 'course', countedAs: 'compliant' };
    const before = member(
      { legacy, bls: { ...pass('2027-01-01'), courseExpirationGroupId: 'bls' } },
      { compliant: 2, nonCompliant: 0 },
    );
    const { change, rows } = planExpirations(
      before,
      { ...before.expirations, fresh: pass('2028-12-01') },
      TODAY,
      rowOf,
    );
    expect(change).toMatchObject({
      compliantCourses: 3,
      expirations: { legacy: { countedAs: 'compliant' }, bls: { countedAs: 'compliant' } },
    });
    expect(written(rows)).toEqual(['put EXPIRATION#2028-12-01#fresh', 'count EXPDAY#2028-12-01 1']);
  });

  it('two rows moving on the same day make one counter update (a transaction names an item once)', () => {
    const before = member(
      {
        a: { ...pass('2027-05-05'), courseExpirationGroupId: 'x' },
        b: { ...pass('2026-05-05'), courseExpirationGroupId: 'y' },
      },
      { compliant: 1, nonCompliant: 1 },
    );
    // a goes and b moves onto a's day: that day's count is unchanged, so it is not written at all.
    const { rows } = planExpirations(before, { b: { ...before.expirations!.b!, date: '2027-05-05' } }, TODAY, rowOf, {
      rewrite: 'b',
    });
    expect(written(rows).sort()).toEqual([
      'count EXPDAY#2026-05-05 -1',
      'delete EXPIRATION#2026-05-05#b',
      'delete EXPIRATION#2027-05-05#a',
      'put EXPIRATION#2027-05-05#b',
    ]);
  });
});
