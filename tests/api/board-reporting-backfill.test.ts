// The backfill of board reports for CE certificates earned before board reporting shipped: a
// learner's old certificate (evaluation submitted, no reports) gets the reports the normal path plans
// (only the chosen certificates, only licenses on a CE Broker board, none outside the reporting
// window); a dry run only counts; a second run changes nothing; the job then sends what was made.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { listBoardReportsOf } from '@functions/data/board-reports';
import * as keys from '@functions/data/keys';
import { db, tableName } from '@functions/data/table';
import { backfillBoardReports } from '@functions/domain/board-reporting/backfill-board-reports';
import {
  addLicense,
  ceBrokerUploads,
  learnerWithPassedCeCourse,
  runBoardReportsJob,
  type CeLearner,
} from '../support/board-reporting';

const stack = inject('stack');

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

const digits = (count: number) => String(10 ** (count - 1) + Math.floor(Math.random() * 9 * 10 ** (count - 1)));

/** The evaluation submitted as it was before board reporting: the certificates earned, no reports written. */
async function submittedBeforeReporting(learner: CeLearner, accreditationIds: string[] | null) {
  const at = `${learner.passedOn}T16:00:00.000Z`;
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.userCourse(learner.userId, learner.userCourseUuid),
      UpdateExpression: 'SET cme = :cme, #version = #version + :one',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: {
        ':cme': {
          userInformationVerified: true,
          completed: true,
          verifiedAt: at,
          submittedAt: at,
          ...(accreditationIds ? { accreditationIds } : {}),
        },
        ':one': 1,
      },
    }),
  );
}

const reportsOf = async (learner: CeLearner) =>
  (await listBoardReportsOf(learner.userId)).sort((a, b) => a.id.localeCompare(b.id));

describe('backfillBoardReports', () => {
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
    expect(await backfillBoardReports({ dryRun: true, userId: learner.userId })).toEqual({
      userCourses: 1,
      pending: 1,
      created: 0,
    });
    const all = await backfillBoardReports({ dryRun: true });
    expect(all.pending).toBeGreaterThanOrEqual(1);
    expect(all.created).toBe(0);
    expect(await reportsOf(learner)).toEqual([]);
  });

  it('creates the reports the normal path would have made: the chosen certificate, for its board’s license', async () => {
    const run = await backfillBoardReports();
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
    await backfillBoardReports();
    expect(await reportsOf(learner)).toEqual(before);
    expect(await backfillBoardReports({ userId: learner.userId })).toEqual({ userCourses: 1, pending: 0, created: 0 });
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
    expect(await backfillBoardReports({ userId: learner.userId })).toEqual({ userCourses: 1, pending: 0, created: 0 });
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
      expect(await backfillBoardReports({ userId: learnerOf.userId })).toEqual({
        userCourses: 0,
        pending: 0,
        created: 0,
      });
    expect(await reportsOf(old)).toEqual([]);
    expect(await reportsOf(open)).toEqual([]);
    expect(await reportsOf(review)).toEqual([]);
  });
});
