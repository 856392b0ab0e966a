// Compliance: the seeded expirations in their buckets (a bucket is a key range; totals from day
// counters), the chart's summary, filters and their 422s. CSV exports: group-csv-exports.test.ts.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@infra/local/seed/accounts';
import { signedIn } from './group-fixtures';

const SEEDED_ADMIN = DEMO_ACCOUNTS[2];

beforeAll(() => {
  Object.assign(process.env, inject('stack').env);
});

describe('GET /api/groups/user_course_expirations.json and its summary', () => {
  it('counts the seeded expirations per bucket (7 + 1 external valid, 7 expiring soon, 6 + 1 external later, 6 expired) and by month', async () => {
    const admin = await signedIn(SEEDED_ADMIN.email);
    const { body } = await admin.get('/api/groups/user_course_expirations/summary.json');
    expect(body.buckets).toEqual({ Valid: 8, 'Expiring Soon': 7, 'Expiring Later': 7, Expired: 6 });
    const byMonth = (body.months as { counts: Record<string, number> }[]).reduce(
      (sum, m) => sum + Object.values(m.counts).reduce((a, b) => a + b, 0),
      0,
    );
    expect(byMonth).toBe(28);
  });

  it('filters by bucket (a key range) with the total from the day counters, in date order', async () => {
    const admin = await signedIn(SEEDED_ADMIN.email);
    const soon = await admin.get(
      `/api/groups/user_course_expirations.json?perPage=30&compliance=${encodeURIComponent('==:expiring_soon')}`,
    );
    expect(soon.body.pagination.totalEntries).toBe(7);
    expect(soon.body.data.every((row: { compliance: string }) => row.compliance === 'Expiring Soon')).toBe(true);
    const later = await admin.get(
      `/api/groups/user_course_expirations.json?compliance=${encodeURIComponent('==:expiring_soon,expiring_later')}&perPage=10`,
    );
    expect(later.body.pagination).toMatchObject({ totalEntries: 14, totalPages: 2 });
    const dates = (later.body.data as { expirationDate: string }[]).map((row) => row.expirationDate);
    expect(dates).toEqual([...dates].sort());
    const next = await admin.get(
      `/api/groups/user_course_expirations.json?compliance=${encodeURIComponent('==:expiring_soon,expiring_later')}&perPage=10&cursor=${later.body.pagination.cursor}`,
    );
    expect(next.body.data).toHaveLength(4);
    const all = await admin.get(
      '/api/groups/user_course_expirations.json?perPage=100&sort=expirationDate&sort_order=desc',
    );
    expect(all.body.pagination.totalEntries).toBe(28);
    expect(all.body.data[0].compliance).toBe('Valid');
  });

  it("answers bad filters with 422 on the field, and another group's admin sees none of these rows", async () => {
    const admin = await signedIn(SEEDED_ADMIN.email);
    expect(
      await admin.get(`/api/groups/user_course_expirations.json?compliance=${encodeURIComponent('==:expired,valid')}`),
    ).toMatchObject({ status: 422, body: { errors: { compliance: ['Choose compliance states next to each other'] } } });
    expect(
      await admin.get(`/api/groups/user_course_expirations.json?expirationDate=${encodeURIComponent('..:2026-01-01')}`),
    ).toMatchObject({ status: 422, body: { errors: { expirationDate: ['Please select both dates'] } } });
    const lakeside = await signedIn('lakeside-admin@example.com');
    const theirs = await lakeside.get('/api/groups/user_course_expirations.json?perPage=100');
    expect(theirs.body.pagination.totalEntries).toBe(2);
  });
});
