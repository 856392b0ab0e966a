// Every column the group lists show sorts on the server (G:241), both directions, with ties in the
// list's default order (reversed with the column) the same on every page: the members list (entries
// and indexes moved by the writes that change a value), the compliance list, the progress report
// and the receipts, filtered views in the same order, and the migration that files rows written before.
import { randomUUID } from 'node:crypto';
import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { writeGroupOrder } from '@functions/data/group-orders';
import { recordMemberSignIn } from '@functions/data/group-members';
import { MEMBER_ENTRY_SORTS } from '@functions/data/group-member-sorts';
import { forgetAppliedMigrations } from '@functions/data/migrations';
import { groupSortKeys } from '@functions/migrations/2026-11-27-group-sort-keys';
import { runPendingMigrations } from '@functions/migrations/runner';
import * as keys from '@functions/data/keys';
import { db, tableName } from '@functions/data/table';
import { newOrderId } from '@functions/domain/commerce/ids';
import { recordFinishedCourse } from '@functions/domain/groups/member-courses';
import { MEMBER_SORTS } from '@shared/contracts/list-options';
import { MEMBER_STATUS_LABELS, type MemberStatus } from '@shared/rules/group-members';
import { addDays } from '@shared/rules/dates';
import type { ApiClient } from '../support/api-client';
import { enroll, groupWithAdmin, uploadCertFile } from './group-fixtures';

beforeAll(() => {
  Object.assign(process.env, inject('stack').env);
});

const today = new Date().toISOString().slice(0, 10);
const keyed = () => ({ headers: { 'idempotency-key': randomUUID() } });
const nameKey = (row: { firstName: string; lastName: string }) => `${row.lastName} ${row.firstName}`.toLowerCase();
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface Member {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  pendingCourses: { productId: string }[];
  compliantCourses: number;
  nonCompliantCourses: number;
  ce: number;
  lastSignInAt: string | null;
  groupAdmin: boolean;
  status: MemberStatus;
}

/** Each member column's natural order (the ties are left to the caller). */
const MEMBER_ORDERS: Record<(typeof MEMBER_SORTS)[number], (a: Member, b: Member) => number> = {
  name: (a, b) => byText(nameKey(a), nameKey(b)),
  email: (a, b) => byText(a.email.toLowerCase(), b.email.toLowerCase()),
  pendingCourses: (a, b) => a.pendingCourses.length - b.pendingCourses.length,
  compliantCourses: (a, b) => a.compliantCourses - b.compliantCourses,
  nonCompliantCourses: (a, b) => a.nonCompliantCourses - b.nonCompliantCourses,
  ce: (a, b) => a.ce - b.ce,
  // Never signed in first.
  lastSignInAt: (a, b) => byText(a.lastSignInAt ?? '', b.lastSignInAt ?? ''),
  groupAdmin: (a, b) => Number(a.groupAdmin) - Number(b.groupAdmin),
  status: (a, b) => byText(MEMBER_STATUS_LABELS[a.status], MEMBER_STATUS_LABELS[b.status]),
};

/** Ascending by the column, ties in member order (the list's default); descending is its exact reverse. */
const expected = <T extends { id: string }>(rows: T[], order: (a: T, b: T) => number, desc: boolean) => {
  const asc = [...rows].sort((a, b) => order(a, b) || byText(a.id, b.id)).map((row) => row.id);
  return desc ? asc.reverse() : asc;
};

async function all<T>(admin: ApiClient, path: string, query: string): Promise<{ rows: T[]; total: number }> {
  const reply = await admin.get(`${path}?perPage=100${query}`);
  expect(reply.status, query).toBe(200);
  return { rows: reply.body.data as T[], total: reply.body.pagination.totalEntries as number };
}

/** The same view read 10 rows a page (the smallest page size), page by page: the pages join into the one-page list. */
async function paged(admin: ApiClient, path: string, query: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await admin.get(`${path}?perPage=10&page=${page}${query}`);
    ids.push(...(reply.body.data as { id: string }[]).map((row) => row.id));
    if (page >= reply.body.pagination.totalPages) return ids;
  }
}

describe('the members list sorts on every column', () => {
  let group: Awaited<ReturnType<typeof groupWithAdmin>>;
  const members = (query = '') => all<Member>(group.admin, '/api/groups/users.json', query);

  beforeAll(async () => {
    group = await groupWithAdmin(12, { 'bls-cert': 10, 'acls-cert': 10 });
    const [m0, m1, m2, m3, m4, m5, m6, m7] = group.memberIds as [string, ...string[]];
    // Courses in progress (1 or 2), passes valid and expired (compliance counts), CE from a certificate,
    // sign-ins at different times, a promoted admin: every column gets values and ties.
    for (const [userId, productId] of [
      [m0, 'bls-cert'],
      [m1, 'bls-cert'],
      [m1, 'acls-cert'],
      [m2, 'acls-cert'],
    ] as const)
      expect((await enroll(group.admin, userId!, productId)).status).toBe(201);
    const pass = (userId: string, courseId: string, expirationDate: string) =>
      recordFinishedCourse(
        group.groupId,
        userId,
        {
          userCourseUuid: randomUUID(),
          courseId,
          courseName: courseId.toUpperCase(),
          productIds: [`${courseId}-cert`],
          expirationDate,
          passedAt: `${today}T10:00:00.000Z`,
          passedOn: today,
          providerCardId: null,
        },
        today,
      );
    await pass(m3!, 'bls', addDays(today, 400));
    await pass(m3!, 'acls', addDays(today, -5));
    await pass(m4!, 'pals', addDays(today, 20));
    await pass(m5!, 'bls', addDays(today, -40));
    const cert = await group.admin.post(
      '/api/external_certifications.json',
      {
        userId: m6,
        courseExpirationGroupId: 'bls',
        expirationDate: addDays(today, 200),
        ceCredits: 3.25,
        certFile: await uploadCertFile(group.admin),
      },
      keyed(),
    );
    expect(cert.status).toBe(201);
    for (const [i, userId] of [m7, m2, m5].entries())
      expect(await recordMemberSignIn(group.groupId, userId!, new Date(Date.UTC(2026, 0, 10 - i * 3)), 0)).toBe(true);
    expect((await group.admin.patch(`/api/users/${m4}.json`, { user: { groupAdmin: true } })).status).toBe(200);
  });

  it('without a sort lists member order, the order ties keep', async () => {
    const { rows } = await members();
    expect(rows.map((row) => row.id)).toEqual(rows.map((row) => row.id).sort(byText));
  });

  it('sorts by each column, ascending and descending, ties in member order, pages joining up', async () => {
    const { rows } = await members();
    expect(rows).toHaveLength(13);
    for (const sort of MEMBER_SORTS)
      for (const order of ['asc', 'desc'] as const) {
        const query = `&sort=${sort}&sort_order=${order}`;
        const sorted = await members(query);
        const want = expected(rows, MEMBER_ORDERS[sort], order === 'desc');
        expect(
          sorted.rows.map((row) => row.id),
          query,
        ).toEqual(want);
        expect(sorted.total, query).toBe(13);
        expect(await paged(group.admin, '/api/groups/users.json', query), query).toEqual(want);
      }
  });

  it('pages by cursor in a column order as by number', async () => {
    const first = await group.admin.get('/api/groups/users.json?perPage=10&sort=ce&sort_order=desc');
    const byCursor = await group.admin.get(
      `/api/groups/users.json?perPage=10&sort=ce&sort_order=desc&cursor=${first.body.pagination.cursor}`,
    );
    const byNumber = await group.admin.get('/api/groups/users.json?perPage=10&sort=ce&sort_order=desc&page=2');
    expect(byCursor.body.data).toEqual(byNumber.body.data);
    expect(byCursor.body.pagination).toMatchObject({ page: 2, totalEntries: 13 });
  });

  it('keeps the order of the column with a search or filter (the rows that match, in the same order)', async () => {
    const { rows } = await members();
    const matching = rows.filter((row) => row.email.startsWith('member'));
    for (const sort of ['ce', 'status', 'lastSignInAt', 'name'] as const) {
      const query = `&search=member&sort=${sort}&sort_order=desc`;
      const found = await members(query);
      expect(
        found.rows.map((row) => row.id),
        query,
      ).toEqual(expected(matching, MEMBER_ORDERS[sort], true));
      expect(found.total, query).toBe(matching.length);
    }
    const compliant = rows.filter((row) => row.status === 'compliant');
    const filtered = await members(`&status=${encodeURIComponent('=:compliant')}&sort=email&sort_order=asc`);
    expect(filtered.rows.map((row) => row.id)).toEqual(expected(compliant, MEMBER_ORDERS.email, false));
  });

  it('moves a member in every order as their row changes: un-enrolled, removed', async () => {
    const [m0, m1] = group.memberIds as [string, string];
    const exams = (await group.admin.get(`/api/groups/users/${m1}/user_exams.json`)).body.data as { id: string }[];
    expect((await group.admin.delete(`/api/groups/user_exams/${exams[0]!.id}.json`)).status).toBe(200);
    expect((await group.admin.delete(`/api/groups/users/${m0}`)).status).toBe(200);
    const { rows } = await members();
    expect(rows).toHaveLength(12);
    expect(rows.find((row) => row.id === m1)!.pendingCourses).toHaveLength(1);
    for (const sort of MEMBER_SORTS) {
      const sorted = await members(`&sort=${sort}&sort_order=asc`);
      expect(
        sorted.rows.map((row) => row.id),
        sort,
      ).toEqual(expected(rows, MEMBER_ORDERS[sort], false));
      expect(sorted.total, sort).toBe(12);
    }
    // One entry per member and column: the moved ones replaced, the removed member's gone.
    for (const column of MEMBER_ENTRY_SORTS) {
      const counted = await db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': keys.groupMembersSortedBy(group.groupId, column).PK },
          Select: 'COUNT',
        }),
      );
      expect(counted.Count, column).toBe(12);
    }
  });

  it('answers 422 for a column the list does not have, and for a direction it does not know', async () => {
    expect((await group.admin.get('/api/groups/users.json?sort=joinedAt')).status).toBe(422);
    expect((await group.admin.get('/api/groups/users.json?sort=ce&sort_order=up')).status).toBe(422);
  });
});

interface Expiration {
  id: string;
  expirationDate: string;
  compliance: string;
  courseExpirationGroup: { name: string };
  user: { id: string; firstName: string; lastName: string };
}

interface Completed {
  id: string;
  user: { firstName: string; lastName: string };
  passedAt: string;
  course: { name: string };
}

describe('the compliance list and the progress report sort on every column', () => {
  let group: Awaited<ReturnType<typeof groupWithAdmin>>;
  const DAYS = [-30, 10, 10, 60, 200, 400, -30, 200];
  const COURSES = [
    ['bls', 'Basic Life Support'],
    ['acls', 'Advanced Cardiovascular Life Support'],
    ['pals', 'Pediatric Advanced Life Support'],
  ] as const;

  beforeAll(async () => {
    group = await groupWithAdmin(6);
    // Each member passes two or three courses once (none supersedes another), with expirations on
    // shared days (ties) and passes on different days.
    let n = 0;
    for (const [i, userId] of group.memberIds.entries())
      for (const [courseId, courseName] of COURSES.slice(0, 2 + (i % 2))) {
        const passedOn = addDays(today, -(n % 5));
        await recordFinishedCourse(
          group.groupId,
          userId,
          {
            userCourseUuid: randomUUID(),
            courseId,
            courseName,
            productIds: [`${courseId}-cert`],
            expirationDate: addDays(today, DAYS[n % DAYS.length]!),
            passedAt: `${passedOn}T10:00:00.000Z`,
            passedOn,
            providerCardId: null,
          },
          today,
        );
        n += 1;
      }
  });

  const EXPIRATION_ORDERS: Record<string, (a: Expiration, b: Expiration) => number> = {
    name: (a, b) => byText(nameKey(a.user), nameKey(b.user)) || byText(a.expirationDate, b.expirationDate),
    course: (a, b) =>
      byText(a.courseExpirationGroup.name.toLowerCase(), b.courseExpirationGroup.name.toLowerCase()) ||
      byText(a.expirationDate, b.expirationDate),
    expirationDate: (a, b) => byText(a.expirationDate, b.expirationDate),
    // The buckets follow the dates: Expired, Expiring Soon, Expiring Later, Valid.
    compliance: (a, b) => byText(a.expirationDate, b.expirationDate),
  };

  it('compliance: each column both ways, ties by date then row, the same with a bucket filter', async () => {
    const path = '/api/groups/user_course_expirations.json';
    const { rows, total } = await all<Expiration>(group.admin, path, '');
    expect(rows.length).toBe(total);
    expect(rows.length).toBe(15);
    for (const [sort, order] of Object.entries(EXPIRATION_ORDERS))
      for (const direction of ['asc', 'desc'] as const) {
        const query = `&sort=${sort}&sort_order=${direction}`;
        const want = expected(rows, order, direction === 'desc');
        const sorted = await all<Expiration>(group.admin, path, query);
        expect(
          sorted.rows.map((row) => row.id),
          query,
        ).toEqual(want);
        expect(sorted.total, query).toBe(total);
        expect(await paged(group.admin, path, query), query).toEqual(want);
        const soon = `&compliance=${encodeURIComponent('==:expiring_soon,expiring_later')}`;
        const inBuckets = rows.filter(
          (row) => row.compliance === 'Expiring Soon' || row.compliance === 'Expiring Later',
        );
        const filtered = await all<Expiration>(group.admin, path, `${query}${soon}`);
        expect(
          filtered.rows.map((row) => row.id),
          `${query}${soon}`,
        ).toEqual(expected(inBuckets, order, direction === 'desc'));
        expect(filtered.total).toBe(inBuckets.length);
      }
  });

  it('progress report: Name, Course Progress, Completion Date and Course both ways, ties in a fixed order', async () => {
    const path = '/api/groups/user_exams.json';
    const { rows } = await all<Completed>(group.admin, path, '');
    const day = (row: Completed) => row.passedAt.slice(0, 10);
    const orders: Record<string, (a: Completed, b: Completed) => number> = {
      name: (a, b) => byText(nameKey(a.user), nameKey(b.user)),
      passedAt: (a, b) => byText(day(a), day(b)),
      course: (a, b) => byText(a.course.name.toLowerCase(), b.course.name.toLowerCase()) || byText(day(a), day(b)),
    };
    // The default order: latest completion first.
    const latestFirst = expected(rows, orders.passedAt!, true);
    expect(rows.map((row) => row.id)).toEqual(latestFirst);
    for (const direction of ['asc', 'desc'] as const) {
      for (const [sort, order] of Object.entries(orders)) {
        const query = `&sort=${sort}&sort_order=${direction}`;
        const want = expected(rows, order, direction === 'desc');
        expect(
          (await all<Completed>(group.admin, path, query)).rows.map((row) => row.id),
          query,
        ).toEqual(want);
        expect(await paged(group.admin, path, query), query).toEqual(want);
      }
      // Course Progress is 100 on every completed course: all ties, so by completion date, its direction honoured.
      const progress = await all<Completed>(group.admin, path, `&sort=progress&sort_order=${direction}`);
      expect(progress.rows.map((row) => row.id)).toEqual(expected(rows, orders.passedAt!, direction === 'desc'));
    }
    // Without sort_order: completion date newest first (as the web shows it), any other column ascending.
    expect((await all<Completed>(group.admin, path, '&sort=passedAt')).rows.map((row) => row.id)).toEqual(latestFirst);
    expect((await all<Completed>(group.admin, path, '&sort=progress')).rows.map((row) => row.id)).toEqual(
      expected(rows, orders.passedAt!, false),
    );
    // A course filter with the course order: the matching rows, in the same order.
    const bls = rows.filter((row) => row.course.name === 'Basic Life Support');
    const filtered = await all<Completed>(
      group.admin,
      path,
      `&sort=course&sort_order=desc&course=${encodeURIComponent('==:bls')}`,
    );
    expect(filtered.rows.map((row) => row.id)).toEqual(expected(bls, orders.course!, true));
  });
});

describe('the migration of rows written before the sorts', () => {
  it('files an older member row, compliance row and completed course in their orders, once', async () => {
    const group = await groupWithAdmin(2);
    const [older] = group.memberIds as [string];
    const courseUuid = randomUUID();
    await recordFinishedCourse(
      group.groupId,
      older,
      {
        userCourseUuid: courseUuid,
        courseId: 'bls',
        courseName: 'Basic Life Support',
        productIds: ['bls-cert'],
        expirationDate: addDays(today, 100),
        passedAt: `${today}T10:00:00.000Z`,
        passedOn: today,
        providerCardId: null,
      },
      today,
    );
    // As the rows were before: no sort keys, no sort entries.
    const send = (command: UpdateCommand | DeleteCommand) => db().send(command);
    await send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.groupMember(group.groupId, older),
        UpdateExpression: 'REMOVE GSI3PK, GSI3SK, sortKeys',
      }),
    );
    const member = (await group.admin.get(`/api/groups/users.json?perPage=100`)).body.data.find(
      (row: Member) => row.id === older,
    ) as Member;
    for (const column of MEMBER_ENTRY_SORTS) {
      const value =
        column === 'email'
          ? member.email.toLowerCase()
          : column === 'pendingCourses'
            ? '0000'
            : column === 'compliantCourses'
              ? '000001'
              : column === 'nonCompliantCourses'
                ? '000000'
                : column === 'ce'
                  ? '000000000000'
                  : column === 'groupAdmin'
                    ? '0'
                    : member.status;
      await send(
        new DeleteCommand({
          TableName: tableName(),
          Key: keys.groupMemberSortEntry(group.groupId, column, value, older),
          ConditionExpression: 'attribute_exists(PK)',
        }),
      );
    }
    await send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.groupExpiration(group.groupId, addDays(today, 100), courseUuid),
        UpdateExpression: 'REMOVE GSI2PK, GSI2SK, GSI3PK, GSI3SK, sortKeys',
        ConditionExpression: 'attribute_exists(PK)',
      }),
    );
    await send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.groupCompletion(group.groupId, today, courseUuid),
        UpdateExpression: 'REMOVE GSI2PK, GSI2SK, sortKeys',
        ConditionExpression: 'attribute_exists(PK)',
      }),
    );
    const ids = async (view: string) =>
      ((await group.admin.get(`${view}&perPage=100`)).body.data as { id: string }[]).map((row) => row.id);
    const views = [
      '/api/groups/users.json?sort=email',
      '/api/groups/users.json?sort=lastSignInAt',
      '/api/groups/user_course_expirations.json?sort=name',
      '/api/groups/user_course_expirations.json?sort=course',
      '/api/groups/user_exams.json?sort=course',
    ];
    for (const view of views) expect(await ids(view), view).not.toContain(view.includes('users') ? older : courseUuid);

    /** The migration run (or counted) as the deploy does: its counts. */
    const migrate = async (dryRun = false) => {
      await forgetAppliedMigrations([groupSortKeys.id]);
      const report = await runPendingMigrations({ dryRun, runner: 'test', migrations: [groupSortKeys] });
      return report.outcome === 'locked' ? null : report.migrations[0]?.counts;
    };
    expect((await migrate(true))?.pending).toBeGreaterThanOrEqual(3);
    expect((await migrate())?.migrated).toBeGreaterThanOrEqual(3);
    for (const view of views) expect(await ids(view), view).toContain(view.includes('users') ? older : courseUuid);
    expect((await group.admin.get('/api/groups/users.json?sort=email')).body.pagination.totalEntries).toBe(3);
    // Nothing left to file: a second run only reads.
    expect(await migrate(true)).toEqual({});
    // Recorded again, as the stack's start left it.
    expect(await migrate()).toEqual({});
  });
});

describe('the receipts list sorts on every column', () => {
  it('date (newest first by default), courses, price, discount tier and savings, both ways, ties in date order', async () => {
    const group = await groupWithAdmin(0);
    // Five orders a day apart; two share a total, two a tier, two a seat count (ties).
    const specs = [
      { seats: 2, total: 9000, tier: 0, saved: 0 },
      { seats: 5, total: 30000, tier: 15, saved: 5000 },
      { seats: 5, total: 9000, tier: 15, saved: 1200 },
      { seats: 1, total: 4500, tier: 20, saved: 900 },
      { seats: 3, total: 12000, tier: 0, saved: 0 },
    ];
    const uuids: string[] = [];
    for (const [i, spec] of specs.entries()) {
      const at = new Date(Date.UTC(2026, 0, 1 + i, 12));
      const uuid = randomUUID();
      uuids.push(uuid);
      expect(
        await writeGroupOrder(
          {
            id: newOrderId(at),
            uuid,
            groupId: group.groupId,
            userId: group.adminId,
            createdAt: at.toISOString(),
            source: `group:pi_sorts_${uuid}`,
            paymentIntentId: `pi_sorts_${uuid}`,
            lines: [
              {
                productId: 'bls-cert',
                name: 'BLS Certification',
                color: '#0f766e',
                quantity: spec.seats,
                price: 4500,
                discountedPrice: 4500,
                total: spec.total,
              },
            ],
            discountTier: spec.tier,
            subtotal: spec.total + spec.saved,
            discountAmount: spec.saved,
            total: spec.total,
            card: null,
          },
          null,
        ),
      ).toBe(true);
    }
    const path = '/api/groups/orders.json';
    const ids = async (query: string) =>
      ((await group.admin.get(`${path}?perPage=10${query}`)).body.data as { uuid: string }[]).map((o) => o.uuid);
    // Ties stay in date order (reversed with a descending column).
    const by = (values: number[], desc: boolean) => {
      const asc = uuids.map((uuid, i) => ({ uuid, value: values[i]!, i }));
      asc.sort((a, b) => a.value - b.value || a.i - b.i);
      const order = asc.map((row) => row.uuid);
      return desc ? order.reverse() : order;
    };
    expect(await ids('')).toEqual([...uuids].reverse());
    const columns: Record<string, number[]> = {
      createdAt: specs.map((_, i) => i),
      courses: specs.map((s) => s.seats),
      totalCost: specs.map((s) => s.total),
      discount: specs.map((s) => s.tier),
      discountedAmount: specs.map((s) => s.saved),
    };
    for (const [sort, values] of Object.entries(columns))
      for (const direction of ['asc', 'desc'] as const)
        expect(await ids(`&sort=${sort}&sort_order=${direction}`), `${sort} ${direction}`).toEqual(
          by(values, direction === 'desc'),
        );
    const second = await group.admin.get(`${path}?perPage=10&page=2&sort=totalCost`);
    expect(second.body).toMatchObject({ data: [], pagination: { totalEntries: 5, page: 2 } });
    expect((await group.admin.get(`${path}?sort=card`)).status).toBe(422);
  });
});
