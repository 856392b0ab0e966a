// The members list's search, filters (the spec's operators and messages), sort and the dashboard,
// courses and member page reads, on the seeded groups and on a fresh one.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@infra/local/seed/accounts';
import { LAKESIDE_ADMIN, MERCY_SEEDED_MEMBERS, seededMemberId } from '@infra/local/seed/groups';
import { groupWithAdmin, signedIn } from './group-fixtures';

const SEEDED_ADMIN = DEMO_ACCOUNTS[2];
type Row = { id: string; lastName: string; firstName: string; status: string };

beforeAll(() => {
  Object.assign(process.env, inject('stack').env);
});

describe('the seeded groups', () => {
  it('dashboard: 40 members, seats of every product, the discount tier the seats reach', async () => {
    const admin = await signedIn(SEEDED_ADMIN.email);
    const { status, body } = await admin.get('/api/groups/dashboard.json');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      totalMembers: 2 + MERCY_SEEDED_MEMBERS,
      totalCourses: 5 * 20 + 5 * 8,
      purchasedCourses: 10,
      discountTier: 35,
    });
    expect(body.availableCourses).toBeLessThan(body.totalCourses);
    const products = (await admin.get('/api/groups/products.json')).body.data as {
      quantityPurchased: number;
      quantityUsed: number;
      quantityAvailable: number;
    }[];
    expect(products).toHaveLength(10);
    for (const p of products) expect(p.quantityAvailable).toBe(p.quantityPurchased - p.quantityUsed);
  });

  it("status filter: each status's page total is its kept counter, and they add up to the members", async () => {
    const admin = await signedIn(SEEDED_ADMIN.email);
    let sum = 0;
    for (const status of ['enrolled', 'compliant', 'non_compliant', 'needs_attention']) {
      const reply = await admin.get(`/api/groups/users.json?perPage=100&status=${encodeURIComponent(`=:${status}`)}`);
      expect(reply.status).toBe(200);
      expect(
        (reply.body.data as Row[]).every((row) => row.status === status),
        status,
      ).toBe(true);
      expect(reply.body.pagination.totalEntries).toBe(reply.body.data.length);
      expect(reply.body.data.length, status).toBeGreaterThan(0);
      sum += reply.body.pagination.totalEntries;
    }
    expect(sum).toBe(2 + MERCY_SEEDED_MEMBERS);
  });

  it("Lakeside's admin sees only Lakeside (5 members) and a Mercy member is a 404", async () => {
    const lakeside = await signedIn(LAKESIDE_ADMIN.email);
    const reply = await lakeside.get('/api/groups/users.json?perPage=30');
    expect(reply.body.pagination.totalEntries).toBe(5);
    expect((reply.body.data as Row[]).map((row) => row.id)).not.toContain(SEEDED_ADMIN.id);
    expect((await lakeside.get(`/api/groups/users/${seededMemberId(1, 0)}.json`)).status).toBe(404);
    expect((await lakeside.get(`/api/groups/users/${seededMemberId(1, 0)}/user_exams.json`)).status).toBe(404);
  });

  it("member page: the profile with status, and the member's courses", async () => {
    const admin = await signedIn(SEEDED_ADMIN.email);
    const compliant = seededMemberId(1, 0);
    expect((await admin.get(`/api/groups/users/${compliant}.json`)).body).toMatchObject({
      id: compliant,
      status: 'compliant',
      groupAdmin: false,
    });
    const exams = (await admin.get(`/api/groups/users/${compliant}/user_exams.json`)).body.data;
    expect(exams).toEqual([expect.objectContaining({ status: 'passed', canUnenroll: false, groupId: null })]);
    const expired = seededMemberId(1, 3);
    expect((await admin.get(`/api/groups/users/${expired}.json`)).body.status).toBe('non_compliant');
    expect((await admin.get(`/api/groups/users/${expired}/user_exams.json`)).body.data[0].status).toBe('expired');
  });
});

describe("the select filters' option lists (G:214: the list's URL with perPage 100)", () => {
  it('products and course expiration groups answer the first perPage by name, every one without it', async () => {
    const admin = await signedIn(SEEDED_ADMIN.email);
    for (const path of ['/api/groups/products.json', '/api/course_expiration_groups.json']) {
      const every = (await admin.get(path)).body.data as { name: string }[];
      expect(every.map((item) => item.name)).toEqual(
        [...every.map((item) => item.name)].sort((a, b) => a.localeCompare(b)),
      );
      expect((await admin.get(`${path}?perPage=100`)).body.data).toEqual(every);
      expect((await admin.get(`${path}?perPage=2`)).body.data).toEqual(every.slice(0, 2));
      for (const bad of ['0', '101', 'x']) expect((await admin.get(`${path}?perPage=${bad}`)).status, bad).toBe(422);
    }
  });
});

describe('GET /api/groups/users.json search, sort and filters', () => {
  let group: Awaited<ReturnType<typeof groupWithAdmin>>;
  beforeAll(async () => {
    group = await groupWithAdmin(12);
  });

  it('sorts by name ascending and descending (the name index), and pages it', async () => {
    const asc = await group.admin.get('/api/groups/users.json?sort=name&sort_order=asc&perPage=10');
    const names = (asc.body.data as Row[]).map((row) => row.lastName);
    expect(names).toEqual([...names].sort());
    expect(asc.body.pagination).toMatchObject({ totalEntries: 13, totalPages: 2 });
    const desc = await group.admin.get('/api/groups/users.json?sort=name&sort_order=desc&perPage=30');
    expect((desc.body.data as Row[]).map((row) => row.lastName)).toEqual(
      [...(desc.body.data as Row[]).map((row) => row.lastName)].sort().reverse(),
    );
  });

  it('searches names and emails (lowercase), with the matching total', async () => {
    const reply = await group.admin.get('/api/groups/users.json?search=surname1');
    expect((reply.body.data as Row[]).map((row) => row.lastName).sort()).toEqual(['Surname10', 'Surname11']);
    expect(reply.body.pagination).toMatchObject({ totalEntries: 2, totalPages: 1 });
  });

  it('filters with the spec operators: any of several statuses, blank and not blank dates', async () => {
    const any = await group.admin.get(
      `/api/groups/users.json?perPage=30&status=${encodeURIComponent('==:enrolled,needs_attention')}`,
    );
    expect(any.body.pagination.totalEntries).toBe(13);
    const blank = await group.admin.get(`/api/groups/users.json?perPage=30&lastSignInAt=${encodeURIComponent('!:')}`);
    // Only the admin has signed in (members added directly never did).
    expect(blank.body.pagination.totalEntries).toBe(12);
    const notBlank = await group.admin.get(`/api/groups/users.json?lastSignInAt=${encodeURIComponent('!!:')}`);
    expect((notBlank.body.data as Row[]).map((row) => row.id)).toEqual([group.adminId]);
    const admins = await group.admin.get(`/api/groups/users.json?groupAdmin=${encodeURIComponent('=:true')}`);
    expect((admins.body.data as Row[]).map((row) => row.id)).toEqual([group.adminId]);
  });

  it("answers bad filters with the spec's messages on the column", async () => {
    const get = (query: string) => group.admin.get(`/api/groups/users.json?${query}`);
    expect(await get(`status=${encodeURIComponent('~:x')}`)).toMatchObject({
      status: 422,
      body: { errors: { status: ['Operator not found: ~'] } },
    });
    expect(await get(`status=${encodeURIComponent('==:')}`)).toMatchObject({
      status: 422,
      body: { errors: { status: ['Please select at least one value'] } },
    });
    expect(await get(`lastSignInAt=${encodeURIComponent('>=:')}`)).toMatchObject({
      status: 422,
      body: { errors: { lastSignInAt: ['Please select a date'] } },
    });
    expect(await get(`lastSignInAt=${encodeURIComponent('..:2026-01-01,')}`)).toMatchObject({
      status: 422,
      body: { errors: { lastSignInAt: ['Please select both dates'] } },
    });
    expect(await get(`lastSignInAt=${encodeURIComponent('==:2026-01-01')}`)).toMatchObject({
      status: 422,
      body: { errors: { lastSignInAt: ['Operator not found: =='] } },
    });
    expect(await get('sort=joinedAt')).toMatchObject({ status: 422 });
  });
});
