// The backfill of board reports for CE certificates earned before board reporting shipped: a
// learner's old certificate (evaluation submitted, no reports) gets the reports the normal path plans
// (only the chosen certificates, only licenses on a CE Broker board, none outside the reporting
// window); a dry run only counts; a second run changes nothing; the job then sends what was made.
// The whole-table walk is the migration's (run here through the runner); one learner's is for support.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { listBoardReportsOf } from '@functions/data/board-reports';
import * as keys from '@functions/data/keys';
import { db, tableName } from '@functions/data/table';
import { forgetAppliedMigrations } from '@functions/data/migrations';
import { backfillBoardReportsOf } from '@functions/domain/board-reporting/backfill-board-reports';
import { boardReportBackfill } from '@functions/migrations/2026-11-27-board-report-backfill';
import { runPendingMigrations } from '@functions/migrations/runner';
import {
  addLicense,
  ceBrokerUploads,
  learnerWithPassedCeCourse,
  runBoardReportsJob,
  submittedBeforeReporting,
  type CeLearner,
} from '../support/board-reporting';

const stack = inject('stack');

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

const digits = (count: number) => String(10 ** (count - 1) + Math.floor(Math.random() * 9 * 10 ** (count - 1)));

/** The whole-table backfill, as the deploy runs it (the migration, forgotten first so it is pending): its counts. */
async function backfillAll(dryRun = false) {
  await forgetAppliedMigrations([boardReportBackfill.id]);
  const report = await runPendingMigrations({ dryRun, runner: 'test', migrations: [boardReportBackfill] });
  if (report.outcome === 'locked') throw new Error('migration lock held');
  expect(report.migrations).toMatchObject([{ status: dryRun ? 'dry run' : 'applied' }]);
  return report.migrations[0]!.counts;
}

const reportsOf = async (learner: CeLearner) =>
  (await listBoardReportsOf(learner.userId)).sort((a, b) => a.id.localeCompare(b.id));

describe('the board-report backfill', () => {
  let learner: CeLearner;
  let rn: string;
  let emt: string;

  beforeAll(async () => {
    // BLS passed 30 days ago; the learner chose only the EMS certificate. Licenses added before the
    // certificate was earned (so the license-added path made nothing either).
    learner = await learnerWithPassedCeCourse(stack, 'bls', 30);
    rn = `RN${digits(7)}`;
    emt = `EMT${digits(6)}`;
    await addLicense(learner.client, 'FL', 'rn', rn);
    await addLicense(learner.client, 'FL', 'emt', emt);
    await addLicense(learner.client, 'TX', 'rn', digits(6));
    await submittedBeforeReporting(learner, ['capce']);
    expect(await reportsOf(learner)).toEqual([]);
  });

  it('a dry run counts the missing reports and writes nothing', async () => {
    expect(await backfillBoardReportsOf(learner.userId, { dryRun: true })).toEqual({
      userCourses: 1,
      pending: 1,
      created: 0,
    });
    const all = await backfillAll(true);
    expect(all.pending).toBeGreaterThanOrEqual(1);
    expect(all.created).toBeUndefined();
    expect(await reportsOf(learner)).toEqual([]);
  });

  it('creates the reports the normal path would have made: the chosen certificate, for its board’s license', async () => {
    const run = await backfillAll();
    expect(run.created).toBeGreaterThanOrEqual(1);
    const reports = await reportsOf(learner);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      userCourseUuid: learner.userCourseUuid,
      courseId: 'bls',
      accreditationId: 'capce',
      boardId: 'FL-EMT',
      courseNumber: '20-1000302',
      completedOn: learner.passedOn,
      creditHours: 3.75,
      status: 'pending',
      attempts: 0,
    });
  });

  it('a second run changes nothing', async () => {
    const before = await reportsOf(learner);
    expect((await backfillAll()).created).toBeUndefined();
    expect(await reportsOf(learner)).toEqual(before);
    expect(await backfillBoardReportsOf(learner.userId)).toEqual({ userCourses: 1, pending: 0, created: 0 });
  });

  it('the job then sends it, once', async () => {
    await runBoardReportsJob(stack);
    const [report] = await reportsOf(learner);
    expect(report).toMatchObject({ status: 'accepted', attempts: 1 });
    const uploads = await ceBrokerUploads(stack);
    expect(uploads.filter((u) => u.attendee.licenseNumber === emt).map((u) => [u.outcome, u.courseNumber])).toEqual([
      ['accepted', '20-1000302'],
    ]);
    expect(uploads.filter((u) => u.attendee.licenseNumber === rn)).toEqual([]);
    // Sent: still nothing to backfill.
    expect(await backfillBoardReportsOf(learner.userId)).toEqual({ userCourses: 1, pending: 0, created: 0 });
  });

  it('leaves certificates outside the reporting window, reviews and unsubmitted evaluations alone', async () => {
    const old = await learnerWithPassedCeCourse(stack, 'bls', 800);
    await addLicense(old.client, 'FL', 'rn', `RN${digits(7)}`);
    await submittedBeforeReporting(old, null);
    const open = await learnerWithPassedCeCourse(stack, 'bls', 10);
    await addLicense(open.client, 'FL', 'rn', `RN${digits(7)}`);
    // A review's pass earns no certificate of its own.
    const review = await learnerWithPassedCeCourse(stack, 'bls', 10);
    await addLicense(review.client, 'FL', 'rn', `RN${digits(7)}`);
    await submittedBeforeReporting(review, null);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.userCourse(review.userId, review.userCourseUuid),
        UpdateExpression: 'SET review = :yes',
        ExpressionAttributeValues: { ':yes': true },
      }),
    );
    for (const learnerOf of [old, open, review])
      expect(await backfillBoardReportsOf(learnerOf.userId)).toEqual({
        userCourses: 0,
        pending: 0,
        created: 0,
      });
    expect(await reportsOf(old)).toEqual([]);
    expect(await reportsOf(open)).toEqual([]);
    expect(await reportsOf(review)).toEqual([]);
  });
});
