// GET /api/groups/user_exams.json, the progress report: the seeded completed courses in date and
// name order (totals from day counters), filters and search, their 422s, the cursor, isolation
// between groups, and a removed member's rows leaving with them.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { putItems } from '@functions/data/catalog';
import { userCourseItem, type UserCourse } from '@functions/data/learning';
import { providerCardItem } from '@functions/data/provider-cards';
import { getUserById } from '@functions/data/users';
import { recordFinishedCourse } from '@functions/domain/groups/member-courses';
import { DEMO_ACCOUNTS } from '@infra/local/seed/accounts';
import { LAKESIDE_ADMIN } from '@infra/local/seed/groups';
import { groupWithAdmin, signedIn } from './group-fixtures';

const SEEDED_ADMIN = DEMO_ACCOUNTS[2];
interface Row {
  id: string;
  user: { id: string; firstName: string; lastName: string };
  passedAt: string;
  course: { id: string; name: string };
  status: string;
  userCourse: { progress: number };
}

beforeAll(() => {
  Object.assign(process.env, inject('stack').env);
});

const report = async (admin: Awaited<ReturnType<typeof signedIn>>, query = '') =>
  admin.get(`/api/groups/user_exams.json?perPage=100${query}`);

describe('GET /api/groups/user_exams.json', () => {
  it('lists the 26 seeded completed courses, latest first, and by name', async () => {
    const admin = await signedIn(SEEDED_ADMIN.email);
    const all = await report(admin);
    expect(all.status).toBe(200);
    expect(all.body.pagination).toMatchObject({ totalEntries: 26, totalPages: 1 });
    const rows = all.body.data as Row[];
    expect(rows.map((row) => row.passedAt)).toEqual(
      rows
        .map((row) => row.passedAt)
        .sort()
        .reverse(),
    );
    expect(rows.every((row) => row.userCourse.progress === 100)).toBe(true);
    expect(rows.filter((row) => row.status === 'expired')).toHaveLength(6);

    const byName = (await report(admin, '&sort=name&sort_order=asc')).body;
    expect(byName.pagination.totalEntries).toBe(26);
    const names = (byName.data as Row[]).map((row) => `${row.user.lastName} ${row.user.firstName}`.toLowerCase());
    expect(names).toEqual([...names].sort());
    const desc = (await report(admin, '&sort=name&sort_order=desc')).body.data as Row[];
    expect(desc[0]!.id).toBe(byName.data[25].id);
  });

  it('pages by number or cursor alike', async () => {
    const admin = await signedIn(SEEDED_ADMIN.email);
    const first = await admin.get('/api/groups/user_exams.json?perPage=10');
    expect(first.body.pagination).toMatchObject({ page: 1, totalPages: 3, totalEntries: 26 });
    const second = await admin.get('/api/groups/user_exams.json?perPage=10&page=2');
    const viaCursor = await admin.get(`/api/groups/user_exams.json?perPage=10&cursor=${first.body.pagination.cursor}`);
    expect((viaCursor.body.data as Row[]).map((row) => row.id)).toEqual(
      (second.body.data as Row[]).map((row) => row.id),
    );
  });

  it('filters by completion date (a key range), status, course and search', async () => {
    const admin = await signedIn(SEEDED_ADMIN.email);
    const rows = (await report(admin)).body.data as Row[];
    const days = rows.map((row) => row.passedAt.slice(0, 10)).sort();
    const [from, to] = [days[5]!, days[15]!];
    const ranged = await report(admin, `&passedAt=${encodeURIComponent(`..:${from},${to}`)}`);
    expect(ranged.body.pagination.totalEntries).toBe(days.filter((day) => day >= from && day <= to).length);

    const expired = (await report(admin, `&status=${encodeURIComponent('==:expired')}`)).body;
    expect(expired.pagination.totalEntries).toBe(6);
    expect((expired.data as Row[]).every((row) => row.status === 'expired')).toBe(true);

    const bls = (await report(admin, `&course=${encodeURIComponent('==:bls')}&sort=name`)).body.data as Row[];
    expect(bls.length).toBe(rows.filter((row) => row.course.id === 'bls').length);
    expect(bls.every((row) => row.course.id === 'bls')).toBe(true);

    const someone = rows[0]!.user;
    const found = (await report(admin, `&search=${encodeURIComponent(someone.lastName.toLowerCase())}`)).body
      .data as Row[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((row) => row.user.lastName === someone.lastName)).toBe(true);
  });

  it('answers bad filters with 422 on the field', async () => {
    const admin = await signedIn(SEEDED_ADMIN.email);
    expect(await report(admin, `&course=${encodeURIComponent('~:bls')}`)).toMatchObject({
      status: 422,
      body: { errors: { course: ['Operator not found: ~'] } },
    });
    expect(await report(admin, `&status=${encodeURIComponent('==:lost')}`)).toMatchObject({
      status: 422,
      body: { errors: { status: ['is not a course status'] } },
    });
    expect(await report(admin, `&passedAt=${encodeURIComponent('..:2026-01-01')}`)).toMatchObject({
      status: 422,
      body: { errors: { passedAt: ['Please select both dates'] } },
    });
    expect((await report(admin, '&sort=score')).status).toBe(422);
  });

  it("another group's admin sees only their own group's completed courses", async () => {
    const mercy = ((await report(await signedIn(SEEDED_ADMIN.email))).body.data as Row[]).map((row) => row.id);
    const lakeside = (await report(await signedIn(LAKESIDE_ADMIN.email))).body;
    expect(lakeside.pagination.totalEntries).toBe(2);
    expect((lakeside.data as Row[]).some((row) => mercy.includes(row.id))).toBe(false);
  });

  it("a passed course adds the member's row; removing the member removes it", async () => {
    const { groupId, admin, memberIds } = await groupWithAdmin(1);
    const [userId] = memberIds as [string];
    const today = new Date().toISOString().slice(0, 10);
    await recordFinishedCourse(
      groupId,
      userId,
      {
        userCourseUuid: crypto.randomUUID(),
        courseId: 'bls',
        courseName: 'Basic Life Support',
        productIds: ['bls-cert'],
        expirationDate: '2030-01-01',
        passedAt: `${today}T10:00:00.000Z`,
        passedOn: today,
        providerCardId: 'BLS-2026-000001',
      },
      today,
    );
    const rows = (await report(admin)).body;
    expect(rows.pagination.totalEntries).toBe(1);
    expect(rows.data[0]).toMatchObject({
      user: { id: userId },
      course: { id: 'bls' },
      status: 'passed',
      providerCardId: 'BLS-2026-000001',
    });
    expect((await admin.delete(`/api/groups/users/${userId}`)).status).toBe(200);
    expect((await report(admin)).body).toMatchObject({ data: [], pagination: { totalEntries: 0 } });
  });

  it("GET /api/groups/provider_cards/{id}.pdf: a member's card for their group's admin only", async () => {
    const { admin, memberIds } = await groupWithAdmin(1);
    const [userId] = memberIds as [string];
    const user = (await getUserById(userId))!;
    const uuid = crypto.randomUUID();
    const cardId = `BLS-2026-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
    const course: UserCourse = {
      uuid,
      userId,
      courseId: 'bls',
      examType: 'Certification',
      subscriptionUuid: null,
      status: 'passed',
      createdAt: '2026-01-01T10:00:00.000Z',
      sections: [],
      userExamUuid: null,
      examProgress: 100,
      scoredAt: '2026-01-02T10:00:00.000Z',
      passedAt: '2026-01-02T10:00:00.000Z',
      passedOn: '2026-01-02',
      issuedOn: '2026-01-02',
      expirationDate: '2028-01-02',
      providerCardId: cardId,
      manuallyConfirmed: true,
      autoRenew: false,
    };
    await putItems([
      userCourseItem(course),
      providerCardItem({
        id: cardId,
        userId,
        userCourseUuid: uuid,
        courseName: 'Basic Life Support',
        holderFirstName: user.firstName,
        holderLastName: user.lastName,
        issuedOn: '2026-01-02',
        expiresOn: '2028-01-02',
        verificationToken: 'tok_progress_report_test',
        revokedAt: null,
      }),
    ]);
    const pdf = await admin.get(`/api/groups/provider_cards/${cardId}.pdf?user_id=${userId}&user_course_uuid=${uuid}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    const other = await signedIn(LAKESIDE_ADMIN.email);
    expect((await other.get(`/api/groups/provider_cards/${cardId}.pdf?user_id=${userId}`)).status).toBe(404);
    const {
      memberIds: [stranger],
    } = await groupWithAdmin(1);
    expect((await admin.get(`/api/groups/provider_cards/${cardId}.pdf?user_id=${stranger}`)).status).toBe(404);
  });
});
