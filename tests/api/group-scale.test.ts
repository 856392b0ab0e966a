// The synthetic group loader behind `npm run seed -- --group-members N` and the scale bench: its
// counters agree with its rows, so pages, totals and the chart read as for a grown group.
import { beforeAll, expect, inject, it } from 'vitest';
import { seedSyntheticGroup } from '@infra/local/seed/synthetic-group';
import { signedIn } from './group-fixtures';

beforeAll(() => {
  Object.assign(process.env, inject('stack').env);
});

it('loads N members whose kept counts match what the lists and the chart find', async () => {
  const group = await seedSyntheticGroup(120);
  const admin = await signedIn(group.adminEmail);
  const all = await admin.get('/api/groups/users.json?perPage=100&sort=name');
  expect(all.body.pagination.totalEntries).toBe(121);
  let byStatus = 0;
  for (const status of ['enrolled', 'compliant', 'non_compliant', 'needs_attention']) {
    const page = await admin.get(`/api/groups/users.json?perPage=100&status=${encodeURIComponent(`=:${status}`)}`);
    expect(page.body.data.length, status).toBe(Math.min(100, page.body.pagination.totalEntries));
    byStatus += page.body.pagination.totalEntries;
  }
  expect(byStatus).toBe(121);
  const summary = (await admin.get('/api/groups/user_course_expirations/summary.json')).body.buckets as Record<
    string,
    number
  >;
  const expirations = await admin.get('/api/groups/user_course_expirations.json?perPage=100');
  expect(Object.values(summary).reduce((a, b) => a + b, 0)).toBe(expirations.body.pagination.totalEntries);
  expect(expirations.body.pagination.totalEntries).toBe(72);
  const seats = (await admin.get('/api/groups/products.json')).body.data[0];
  expect(seats).toMatchObject({ quantityUsed: 24, quantityAvailable: 100 });
  const last = await admin.get('/api/groups/users.json?perPage=10&page=13&sort=name');
  expect(last.body.data).toHaveLength(1);
});
