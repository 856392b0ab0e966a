// Item migrations against the local table: the test stack's start applies every one (a record each);
// the owed ones bring old-shape items to the current shape (expiration entries without a course link,
// saved filters without a name claim): a dry run counts and writes nothing, a run migrates, a second
// finds nothing pending; two runners at once apply once; a run stopped for time resumes where it stopped,
// for the table-walking migrations too (group sort keys, board-report backfill): counts add up, nothing twice.
import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, localDate } from '@shared/rules/dates';
import { listBoardReportsOf } from '@functions/data/board-reports';
import { getMemberRow } from '@functions/data/group-members';
import { getUserCourse } from '@functions/data/learning';
import * as keys from '@functions/data/keys';
import {
  acquireMigrationLock,
  forgetAppliedMigrations,
  getMigrationProgress,
  LOCK_CLOCK_SKEW_MS,
  releaseMigrationLock,
} from '@functions/data/migrations';
import { db, tableName } from '@functions/data/table';
import { companyTimeZone } from '@functions/domain/company/company-settings';
import { recordFinishedCourse } from '@functions/domain/groups/member-courses';
import { boardReportBackfill } from '@functions/migrations/2026-11-27-board-report-backfill';
import { expirationCourseLinks } from '@functions/migrations/2026-11-27-expiration-course-links';
import { ceChoiceOfferings } from '@functions/migrations/2026-11-28-ce-choice-offerings';
import { groupSortKeys } from '@functions/migrations/2026-11-27-group-sort-keys';
import { claimCandidates, savedFilterNameClaims } from '@functions/migrations/2026-11-27-saved-filter-name-claims';
import { inPages, type Migration } from '@functions/migrations/migration';
import { MIGRATIONS } from '@functions/migrations/registry';
import { migrationStatus, runPendingMigrations } from '@functions/migrations/runner';
import { handler as migrateHandler } from '@functions/handlers/jobs/migrate';
import type { ApiClient } from '../support/api-client';
import {
  addLicense,
  EVALUATION_ANSWERS,
  learnerWithPassedCeCourse,
  submittedBeforeReporting,
  type CeLearner,
} from '../support/board-reporting';
import { groupWithAdmin, uploadCertFile } from './group-fixtures';

const stack = inject('stack');

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

const OWED = [expirationCourseLinks, savedFilterNameClaims];
const ids = (migrations: readonly Migration[]) => migrations.map((m) => m.id);
const today = async () => localDate(new Date(), await companyTimeZone());
const applied = (report: Awaited<ReturnType<typeof runPendingMigrations>>) =>
  report.outcome === 'locked' ? [] : report.migrations.filter((m) => m.status === 'applied').map((m) => m.id);

/** Removes an entry's course link, as entries were written before the link existed. */
const unlink = (groupId: string, userId: string, sourceId: string) =>
  db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.groupMember(groupId, userId),
      UpdateExpression: 'REMOVE expirations.#source.courseExpirationGroupId',
      ExpressionAttributeNames: { '#source': sourceId },
    }),
  );

/** A filter as it was saved before the name claims: no claim, not counted, no `claimed`. */
const oldFilter = (groupId: string, name: string, modelType = 'users', id = randomUUID()) =>
  db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.savedFilter(groupId, id),
        type: 'SavedFilter',
        id,
        modelType,
        name,
        queryParams: 'status=%3D%3Aenrolled',
        createdAt: new Date().toISOString(),
      },
    }),
  );

const rowsOf = async (admin: ApiClient, userId: string) =>
  (
    (await admin.get('/api/groups/user_course_expirations.json?perPage=100')).body.data as {
      user: { id: string };
      expirationDate: string;
      source: string;
    }[]
  ).filter((row) => row.user.id === userId);

/** A list's filter names, in code-point order. */
const filterNames = async (admin: ApiClient, modelType: string) =>
  ((await admin.get(`/api/groups/saved_filters.json?modelType=${modelType}`)).body.data as { name: string }[])
    .map((f) => f.name)
    .sort();

const savedFilterCount = async (groupId: string) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: keys.group(groupId), ConsistentRead: true }))).Item
    ?.savedFilterCount;

const pass = async (groupId: string, userId: string, courseId: string, expirationDate: string) => {
  const userCourseUuid = randomUUID();
  await recordFinishedCourse(
    groupId,
    userId,
    { userCourseUuid, courseId, courseName: courseId.toUpperCase(), productIds: [`${courseId}-cert`], expirationDate },
    await today(),
  );
  return userCourseUuid;
};

describe('the test stack', () => {
  it('applied every migration at its start: each recorded, none under way, no lock left', async () => {
    const status = await migrationStatus();
    expect(status.migrations.map((m) => [m.id, m.applied !== null, m.progress])).toEqual(
      MIGRATIONS.map((m) => [m.id, true, null]),
    );
    expect(status.unknown).toEqual([]);
    expect(status.lock).toBeNull();
  });
});

describe('the owed migrations', () => {
  it('bring old-shape expiration entries and saved filters to the current shape: dry run, run, then nothing pending', async () => {
    const day = await today();
    const {
      admin,
      groupId,
      memberIds: [renewed, certified],
    } = await groupWithAdmin(2);
    // A member who recertified before entries named their course: two counted BLS entries and rows.
    const first = await pass(groupId, renewed!, 'bls', addDays(day, 10));
    await unlink(groupId, renewed!, first);
    const second = await pass(groupId, renewed!, 'bls', addDays(day, 700));
    await unlink(groupId, renewed!, second);
    // A member with an external PALS certification from before the link, then a newer PALS pass.
    const cert = await admin.post(
      '/api/external_certifications.json',
      {
        userId: certified,
        courseExpirationGroupId: 'pals',
        expirationDate: addDays(day, 20),
        ceCredits: 1,
        certFile: await uploadCertFile(admin),
      },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(cert.status).toBe(201);
    await unlink(groupId, certified!, cert.body.data.id);
    await pass(groupId, certified!, 'pals', addDays(day, 600));
    expect(await rowsOf(admin, renewed!)).toHaveLength(2);
    expect(await rowsOf(admin, certified!)).toHaveLength(2);
    expect(await getMemberRow({ id: groupId }, renewed!)).toMatchObject({ compliantCourses: 2 });

    // Saved filters: one saved now (claimed), and three from before the claims, one clashing with it.
    expect(
      (
        await admin.post('/api/groups/saved_filters.json', {
          modelType: 'users',
          name: 'Expired',
          queryParams: 'status=%3D%3Anon_compliant',
        })
      ).status,
    ).toBe(201);
    await oldFilter(groupId, 'expired');
    await oldFilter(groupId, 'Old view');
    await oldFilter(groupId, 'Old view', 'user_course_expirations');
    expect(await savedFilterCount(groupId)).toBe(1);

    await forgetAppliedMigrations(ids(OWED));
    const dry = await runPendingMigrations({ dryRun: true, runner: 'test', migrations: OWED });
    expect(dry).toMatchObject({
      outcome: 'done',
      migrations: [
        { id: expirationCourseLinks.id, status: 'dry run', counts: { members: 2, linked: 3, superseded: 2 } },
        { id: savedFilterNameClaims.id, status: 'dry run', counts: { claimed: 2, renamed: 1 } },
      ],
    });
    // Nothing written: the rows, the counts and the filters are as they were, and both still pending.
    expect(await rowsOf(admin, renewed!)).toHaveLength(2);
    expect(
      (await getMemberRow({ id: groupId }, renewed!))?.expirations?.[first]?.courseExpirationGroupId,
    ).toBeUndefined();
    expect(await savedFilterCount(groupId)).toBe(1);
    expect(await filterNames(admin, 'users')).toEqual(['Expired', 'Old view', 'expired']);
    expect((await migrationStatus(OWED)).migrations.map((m) => m.applied)).toEqual([null, null]);

    const run = await runPendingMigrations({ runner: 'test', migrations: OWED });
    expect(run).toMatchObject({
      outcome: 'done',
      migrations: [
        { id: expirationCourseLinks.id, status: 'applied', counts: { members: 2, linked: 3, superseded: 2 } },
        { id: savedFilterNameClaims.id, status: 'applied', counts: { claimed: 2, renamed: 1 } },
      ],
    });
    // Only the latest pass (or certification) of a course counts: one row each, counts moved.
    expect(await rowsOf(admin, renewed!)).toEqual([
      expect.objectContaining({ expirationDate: addDays(day, 700), source: 'course' }),
    ]);
    expect(await rowsOf(admin, certified!)).toEqual([
      expect.objectContaining({ expirationDate: addDays(day, 600), source: 'course' }),
    ]);
    const member = await getMemberRow({ id: groupId }, renewed!);
    expect(member).toMatchObject({ compliantCourses: 1, nonCompliantCourses: 0, status: 'compliant' });
    expect(member?.expirations?.[first]).toMatchObject({ courseExpirationGroupId: 'bls', countedAs: 'superseded' });
    expect(member?.expirations?.[second]).toMatchObject({ courseExpirationGroupId: 'bls', countedAs: 'compliant' });
    expect((await getMemberRow({ id: groupId }, certified!))?.expirations?.[cert.body.data.id]).toMatchObject({
      courseExpirationGroupId: 'pals',
      countedAs: 'superseded',
    });
    // Every filter claimed and counted: the clashing one renamed, the names now taken.
    expect(await filterNames(admin, 'users')).toEqual(['Expired', 'Old view', 'expired (2)']);
    expect(await filterNames(admin, 'user_course_expirations')).toEqual(['Old view']);
    expect(await savedFilterCount(groupId)).toBe(4);
    const again = await admin.post('/api/groups/saved_filters.json', {
      modelType: 'users',
      name: 'old VIEW',
      queryParams: 'status=%3D%3Aenrolled',
    });
    expect(again).toMatchObject({ status: 422, body: { errors: { name: ['has already been taken'] } } });

    // Recorded: nothing pending, for a run or a dry run.
    expect(await runPendingMigrations({ runner: 'test', migrations: OWED })).toEqual({
      outcome: 'done',
      migrations: [],
    });
    expect(await runPendingMigrations({ dryRun: true, runner: 'test', migrations: OWED })).toEqual({
      outcome: 'done',
      migrations: [],
    });
    const status = await migrationStatus(OWED);
    expect(status.migrations.map((m) => m.applied?.counts)).toEqual([
      { members: 2, linked: 3, superseded: 2 },
      { claimed: 2, renamed: 1 },
    ]);
    expect(status.migrations[0]!.applied?.appliedBy).toMatch(/^test #/);
  });
});

describe('saved filter names that stay unclaimed', () => {
  it('fail the run loudly, naming the filter; once a name is free the next run claims it', async () => {
    const { admin, groupId } = await groupWithAdmin(0);
    const stuck = randomUUID();
    await oldFilter(groupId, 'Busy', 'users', stuck);
    await oldFilter(groupId, 'Fine');
    // 'Busy' and every rename of it, 'Busy (2)' to 'Busy (20)', already claimed in the list.
    for (const name of claimCandidates('Busy'))
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.savedFilterName(groupId, 'users', name), type: 'SavedFilterName', filterId: randomUUID() },
        }),
      );
    await forgetAppliedMigrations([savedFilterNameClaims.id]);
    await expect(runPendingMigrations({ runner: 'test', migrations: [savedFilterNameClaims] })).rejects.toThrow(
      new RegExp(`left without a name.*filter ${stuck} of group ${groupId}`),
    );
    const status = await migrationStatus([savedFilterNameClaims]);
    expect(status.migrations[0]!.applied).toBeNull();
    expect(status.lock).toBeNull();

    // An admin frees a name (here: its claim goes); the next run claims it and finishes.
    await db().send(
      new DeleteCommand({ TableName: tableName(), Key: keys.savedFilterName(groupId, 'users', 'Busy (7)') }),
    );
    expect(applied(await runPendingMigrations({ runner: 'test', migrations: [savedFilterNameClaims] }))).toEqual([
      savedFilterNameClaims.id,
    ]);
    expect(await filterNames(admin, 'users')).toEqual(['Busy (7)', 'Fine']);
  });
});

describe('the runner', () => {
  const slow: Migration = {
    id: '2026-11-28-test-slow',
    description: 'waits, so that a second runner comes while the first holds the lock',
    run: async () => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return { waited: 1 };
    },
  };
  afterAll(() => forgetAppliedMigrations([slow.id, '2026-11-28-test-paged']));

  it('two runners at once: one applies, the other finds the lock taken and runs nothing', async () => {
    const migrations = [...OWED, slow];
    await forgetAppliedMigrations(ids(migrations));
    const first = runPendingMigrations({ runner: 'runner A', migrations });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await runPendingMigrations({ runner: 'runner B', migrations });
    expect(second).toMatchObject({ outcome: 'locked', holder: { owner: expect.stringMatching(/^runner A #/) } });
    expect(applied(await first)).toEqual(ids(migrations));
    // Both at once from the start: exactly one applies (the other is locked out, or finds nothing pending).
    await forgetAppliedMigrations(ids(migrations));
    const both = await Promise.all(
      ['runner C', 'runner D'].map((runner) => runPendingMigrations({ runner, migrations })),
    );
    expect(both.map(applied).sort((a, b) => b.length - a.length)).toEqual([ids(migrations), []]);
    expect((await migrationStatus(migrations)).lock).toBeNull();
  });

  it('takes over a lock whose lease ended (a runner that died), never one still held', async () => {
    await forgetAppliedMigrations([slow.id]);
    expect(await acquireMigrationLock('alive', Date.now(), 60_000)).toEqual({ acquired: true });
    expect(await runPendingMigrations({ runner: 'test', migrations: [slow] })).toMatchObject({
      outcome: 'locked',
      holder: { owner: 'alive' },
    });
    await releaseMigrationLock('alive');
    // A lease that ended moments ago (less than the clock-skew margin): its holder's clock may be behind ours.
    expect(await acquireMigrationLock('skewed', Date.now() - 60_000 - LOCK_CLOCK_SKEW_MS / 2, 60_000)).toEqual({
      acquired: true,
    });
    expect(await runPendingMigrations({ runner: 'test', migrations: [slow] })).toMatchObject({
      outcome: 'locked',
      holder: { owner: 'skewed' },
    });
    await releaseMigrationLock('skewed');
    expect(await acquireMigrationLock('dead', Date.now() - 120_000, 60_000)).toEqual({ acquired: true });
    expect(applied(await runPendingMigrations({ runner: 'test', migrations: [slow] }))).toEqual([slow.id]);
    expect((await migrationStatus([slow])).lock).toBeNull();
  });

  it('a paged migration stopped for time saves where it was and its counts; the next run carries on from there', async () => {
    const after: Record<string, string | null> = { start: 'a', a: 'b', b: null };
    const seen: (string | null)[] = [];
    const paged: Migration = {
      id: '2026-11-28-test-paged',
      description: 'three pages, one counted item each',
      run: (context) =>
        inPages(context, async ({ cursor }, counts) => {
          seen.push(cursor);
          counts.items = (counts.items ?? 0) + 1;
          return after[cursor ?? 'start'] ?? null;
        }),
    };
    await forgetAppliedMigrations([paged.id]);
    // A dry run out of time says so (its counts cover what it walked) and saves nothing.
    let dryBudget = 1;
    const dry = await runPendingMigrations({
      dryRun: true,
      runner: 'test',
      migrations: [paged],
      timeLeftMs: () => (dryBudget-- > 0 ? 1000 : 0),
    });
    expect(dry).toMatchObject({ outcome: 'unfinished', migrations: [{ status: 'unfinished', counts: { items: 1 } }] });
    expect(await getMigrationProgress(paged.id)).toBeNull();
    seen.length = 0;

    let budget = 1;
    const stopped = await runPendingMigrations({
      runner: 'test',
      migrations: [paged],
      // Time for one page.
      timeLeftMs: () => (budget-- > 0 ? 1000 : 0),
    });
    expect(stopped).toMatchObject({
      outcome: 'unfinished',
      migrations: [{ status: 'unfinished', counts: { items: 1 } }],
    });
    expect(await getMigrationProgress(paged.id)).toMatchObject({ cursor: 'a', counts: { items: 1 } });
    expect((await migrationStatus([paged])).migrations[0]).toMatchObject({ applied: null, progress: { cursor: 'a' } });

    const resumed = await runPendingMigrations({ runner: 'test', migrations: [paged] });
    expect(resumed).toMatchObject({ outcome: 'done', migrations: [{ status: 'applied', counts: { items: 3 } }] });
    expect(seen).toEqual([null, 'a', 'b']);
    expect(await getMigrationProgress(paged.id)).toBeNull();
  });
});

/**
 * A run of `migration` stopped for time after the first page that counted `counted`: the migration's
 * own checkpoint says when. (Working out the pages from a Scan beforehand failed under CI's load: the
 * other test files' writes moved the seeded items to later pages in between.) Pages of five: the six
 * seeded member rows are consecutive (one partition), and no five items hold the four learners' user
 * courses (each in its own partition among the learner's other items), so the stopping page cannot hold
 * every seeded item.
 */
function stoppedOnceCounted(migration: Migration, counted: string) {
  let stop = false;
  const watched: Migration = {
    ...migration,
    run: (context) =>
      migration.run({
        ...context,
        checkpoint: async (next, sofar) => {
          await context.checkpoint(next, sofar);
          if ((sofar[counted] ?? 0) > 0) stop = true;
        },
      }),
  };
  return { migrations: [watched], pageSize: 5, timeLeftMs: () => (stop ? 0 : 1000) };
}

describe('the table-walking migrations stopped for time', () => {
  it('group sort keys: the first run files the rows of the pages it read, the next carries on from its cursor; each row once', async () => {
    const { groupId, adminId, memberIds } = await groupWithAdmin(5);
    const userIds = [adminId, ...memberIds];
    // Member rows as they were before the sorts: no sign-in key, no `sortKeys` (their entries stay: rewritten alike).
    for (const userId of userIds)
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.groupMember(groupId, userId),
          UpdateExpression: 'REMOVE GSI3PK, GSI3SK, sortKeys',
        }),
      );
    const filed = async () => {
      const rows = await Promise.all(
        userIds.map(
          async (userId) =>
            (await db().send(new GetCommand({ TableName: tableName(), Key: keys.groupMember(groupId, userId) }))).Item,
        ),
      );
      return rows.filter((row) => row?.sortKeys === 1 && row.GSI3PK).length;
    };
    await forgetAppliedMigrations([groupSortKeys.id]);
    const dry = await runPendingMigrations({ dryRun: true, runner: 'test', migrations: [groupSortKeys] });
    expect(dry).toMatchObject({ migrations: [{ status: 'dry run', counts: { pending: userIds.length } }] });
    expect(await filed()).toBe(0);

    const stopped = await runPendingMigrations({ runner: 'test', ...stoppedOnceCounted(groupSortKeys, 'pending') });
    expect(stopped).toMatchObject({ outcome: 'unfinished', migrations: [{ status: 'unfinished' }] });
    const sofar = (stopped as { migrations: { counts: Record<string, number> }[] }).migrations[0]!.counts;
    expect(sofar.pending).toBeGreaterThanOrEqual(1);
    expect(sofar.pending).toBeLessThan(userIds.length);
    expect(sofar.migrated).toBe(sofar.pending);
    expect(await filed()).toBe(sofar.migrated);
    expect(await getMigrationProgress(groupSortKeys.id)).toMatchObject({ cursor: expect.any(String), counts: sofar });

    const resumed = await runPendingMigrations({ runner: 'test', migrations: [groupSortKeys] });
    expect(resumed).toMatchObject({
      outcome: 'done',
      migrations: [{ status: 'applied', counts: { pending: userIds.length, migrated: userIds.length } }],
    });
    expect(await filed()).toBe(userIds.length);
    expect(await getMigrationProgress(groupSortKeys.id)).toBeNull();
  });

  it('board-report backfill: the first run reports the certificates of the pages it read, the next carries on; each user course counted once, each report made once', async () => {
    const learners: CeLearner[] = [];
    for (let i = 0; i < 4; i += 1) {
      const learner = await learnerWithPassedCeCourse(stack, 'bls', 30);
      await addLicense(learner.client, 'FL', 'emt', `EMT${String(100_000 + Math.floor(Math.random() * 900_000))}`);
      await submittedBeforeReporting(learner, ['capce']);
      learners.push(learner);
    }
    const reported = async () =>
      (await Promise.all(learners.map((learner) => listBoardReportsOf(learner.userId)))).map((r) => r.length);
    expect(await reported()).toEqual([0, 0, 0, 0]);
    await forgetAppliedMigrations([boardReportBackfill.id]);
    const dry = await runPendingMigrations({ dryRun: true, runner: 'test', migrations: [boardReportBackfill] });
    const all = (dry as { migrations: { counts: Record<string, number> }[] }).migrations[0]!.counts;
    // Only these four are missing theirs (the stack's start backfilled the seed's).
    expect(all).toMatchObject({ pending: 4 });
    expect(all.userCourses).toBeGreaterThanOrEqual(4);

    const stopped = await runPendingMigrations({
      runner: 'test',
      ...stoppedOnceCounted(boardReportBackfill, 'created'),
    });
    expect(stopped).toMatchObject({ outcome: 'unfinished', migrations: [{ status: 'unfinished' }] });
    const sofar = (stopped as { migrations: { counts: Record<string, number> }[] }).migrations[0]!.counts;
    expect(sofar.created).toBeGreaterThanOrEqual(1);
    expect(sofar.created).toBeLessThan(4);
    expect((await reported()).reduce((a, b) => a + b)).toBe(sofar.created);
    expect(await getMigrationProgress(boardReportBackfill.id)).toMatchObject({ counts: sofar });

    const resumed = await runPendingMigrations({ runner: 'test', migrations: [boardReportBackfill] });
    // Counts added up over both runs: every user course once (a walk from the start again would count
    // the first pages' twice), every missing report made once.
    expect(resumed).toMatchObject({
      outcome: 'done',
      migrations: [{ status: 'applied', counts: { userCourses: all.userCourses, pending: 4, created: 4 } }],
    });
    expect(await reported()).toEqual([1, 1, 1, 1]);
  });
});

describe('CE choices saved before they kept their offering', () => {
  /** The choice as stored before `offeredAccreditationIds` existed (or, with `completed`, locked by a submitted evaluation). */
  async function choiceStoredBefore(learner: CeLearner, accreditationIds: string[] | null, completed = false) {
    const current = (await getUserCourse(learner.userId, learner.userCourseUuid))!;
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.userCourse(learner.userId, learner.userCourseUuid),
        UpdateExpression: 'SET cme = :cme, #version = #version + :one',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':cme': { ...current.cme, accreditationIds, completed }, ':one': 1 },
      }),
    );
  }
  const offeredOf = async (learner: CeLearner) =>
    (await getUserCourse(learner.userId, learner.userCourseUuid))!.cme?.offeredAccreditationIds;

  it('get the offering they were made from: dry run, run; the evaluation is then accepted without choosing again', async () => {
    // Open, with the old shape: to migrate. Locked (evaluation submitted), no choice, or a current
    // choice: left as they are.
    const legacy = await learnerWithPassedCeCourse(stack, 'acls');
    await choiceStoredBefore(legacy, ['ancc', 'capce']);
    const locked = await learnerWithPassedCeCourse(stack, 'acls');
    await choiceStoredBefore(locked, ['capce'], true);
    const unchosen = await learnerWithPassedCeCourse(stack, 'bls');
    await choiceStoredBefore(unchosen, null);
    const current = await learnerWithPassedCeCourse(stack, 'bls');
    expect(
      (
        await current.client.patch(`/api/user_courses/${current.userCourseUuid}/cme_choice.json`, {
          accreditationIds: ['ancc'],
        })
      ).status,
    ).toBe(200);
    const before = await getUserCourse(current.userId, current.userCourseUuid);

    await forgetAppliedMigrations([ceChoiceOfferings.id]);
    const dry = await runPendingMigrations({ dryRun: true, runner: 'test', migrations: [ceChoiceOfferings] });
    expect(dry).toMatchObject({ migrations: [{ status: 'dry run', counts: { recorded: 1 } }] });
    expect(await offeredOf(legacy)).toBeUndefined();

    const run = await runPendingMigrations({ runner: 'test', migrations: [ceChoiceOfferings] });
    expect(run).toMatchObject({ outcome: 'done', migrations: [{ status: 'applied', counts: { recorded: 1 } }] });
    expect(await offeredOf(legacy)).toEqual(['ancc', 'state-nursing', 'capce', 'cme']);
    expect(await offeredOf(locked)).toBeUndefined();
    expect(await offeredOf(unchosen)).toBeUndefined();
    expect(await getUserCourse(current.userId, current.userCourseUuid)).toEqual(before);

    // Nothing marked new; the evaluation goes through and the certificates are the choice.
    const choice = await legacy.client.get(`/api/user_courses/${legacy.userCourseUuid}/cme_choice.json`);
    expect(
      (choice.body.data as { accreditations: { newSinceChoice: boolean }[] }[]).flatMap((group) =>
        group.accreditations.filter((a) => a.newSinceChoice),
      ),
    ).toEqual([]);
    const submitted = await legacy.client.post('/api/cme_evaluation_submissions/typeform_submitted', {
      user_exam_id: legacy.userExamUuid,
      answers: EVALUATION_ANSWERS,
    });
    expect(submitted.status).toBe(200);
    const certificates = await legacy.client.get(`/api/cme_certificates.json?userCourseUuid=${legacy.userCourseUuid}`);
    expect(certificates.body.data.map((c: { id: string }) => c.id)).toEqual(['ancc', 'capce']);

    // Recorded: a second dry run finds nothing.
    expect(await runPendingMigrations({ dryRun: true, runner: 'test', migrations: [ceChoiceOfferings] })).toEqual({
      outcome: 'done',
      migrations: [],
    });
  });
});

describe("the deploy's migrate function", () => {
  const context = (remainingMs: number) => ({ getRemainingTimeInMillis: () => remainingMs, awsRequestId: 'req-1' });

  it('applies what is pending; fails the deploy (progress kept) when out of time or when another runner holds the lock', async () => {
    await forgetAppliedMigrations([savedFilterNameClaims.id]);
    await expect(migrateHandler({}, context(30_000))).rejects.toThrow(/did not finish in the deploy's time/);
    expect(await acquireMigrationLock('laptop', Date.now(), 60_000)).toEqual({ acquired: true });
    await expect(migrateHandler({}, context(600_000))).rejects.toThrow(
      /Another migration run holds the lock \(laptop\)/,
    );
    await releaseMigrationLock('laptop');
    expect(await migrateHandler({}, context(600_000))).toEqual({
      applied: [`${savedFilterNameClaims.id} {}`],
    });
    expect(await migrateHandler({}, context(600_000))).toEqual({ applied: [] });
    const status = await migrationStatus();
    expect(status.migrations.every((m) => m.applied)).toBe(true);
    expect(status.migrations.find((m) => m.id === savedFilterNameClaims.id)!.applied?.appliedBy).toMatch(
      /^deploy \(Lambda request req-1\) #/,
    );
  });
});
