// Board reporting under concurrent requests, each race run a few times with both sides sent at once:
// (a) the learner's CE choice against the course evaluation's submission: either the choice is
// refused as too late (the reports are every certificate's, no choice having been made) or the
// reports are the final choice's, never a report of a certificate not chosen; (b) the learner's
// "Send again" against the job claiming the same due report: CE Broker receives it once.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getBoardReport, type BoardReport } from '@functions/data/board-reports';
import { putItems } from '@functions/data/catalog';
import * as keys from '@functions/data/keys';
import { getUserCourse } from '@functions/data/learning';
import { CE_CHOICE_MESSAGES } from '@shared/rules/continuing-education';
import {
  addLicense,
  ceBrokerUploads,
  EVALUATION_ANSWERS,
  earnCertificates,
  learnerWithPassedCeCourse,
  runBoardReportsJob,
  type CeLearner,
} from '../support/board-reporting';

const stack = inject('stack');
const ITERATIONS = 5;
const MINUTE = 60_000;

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

const digits = (count: number) => String(10 ** (count - 1) + Math.floor(Math.random() * 9 * 10 ** (count - 1)));
/** `send` after `delayMs`. */
const later = <T>(delayMs: number, send: () => Promise<T>) =>
  new Promise<T>((resolve, reject) => setTimeout(() => send().then(resolve, reject), delayMs));
const reportsOf = async (learner: CeLearner) => {
  const reply = await learner.client.get('/api/board_reports.json');
  expect(reply.status).toBe(200);
  return reply.body.data as { id: string; status: string; certificate: { id: string } }[];
};

describe('the CE choice against the evaluation submission', () => {
  it('either refuses the choice as too late or reports exactly the final choice', async () => {
    const outcomes: number[] = [];
    for (let i = 0; i < ITERATIONS; i += 1) {
      // ACLS: a Florida RN license takes the nursing credit (ancc), a paramedic one the EMS credit (capce).
      const learner = await learnerWithPassedCeCourse(stack, 'acls');
      await addLicense(learner.client, 'FL', 'rn', `RN${digits(7)}`);
      await addLicense(learner.client, 'FL', 'paramedic', `PMD${digits(6)}`);
      const choose = () =>
        learner.client.patch(`/api/user_courses/${learner.userCourseUuid}/cme_choice.json`, {
          accreditationIds: ['capce'],
        });
      const submit = () =>
        learner.client.post('/api/cme_evaluation_submissions/typeform_submitted', {
          user_exam_id: learner.userExamUuid,
          answers: EVALUATION_ANSWERS,
        });
      // Sent together, the choice held back a little longer each time, so that either may land first.
      const [choice, evaluation] = await Promise.all([later(i * 15, choose), submit()]);
      expect(evaluation!.status).toBe(200);
      expect([200, 409]).toContain(choice!.status);
      const stored = (await getUserCourse(learner.userId, learner.userCourseUuid))!;
      expect(stored.cme?.completed).toBe(true);
      const reported = (await reportsOf(learner)).map((r) => r.certificate.id).sort();
      if (choice!.status === 409) {
        expect(choice!.body.message).toBe(CE_CHOICE_MESSAGES.locked);
        // No choice was made: every certificate was given, and each reports for its license.
        expect(stored.cme?.accreditationIds ?? null).toBeNull();
        expect(reported).toEqual(['ancc', 'capce']);
      } else {
        expect(stored.cme?.accreditationIds).toEqual(['capce']);
        expect(reported).toEqual(['capce']);
      }
      outcomes.push(choice!.status);
    }
    // Which side won each time (a record of what was exercised: the timing is the machine's).
    console.info(`CE choice vs evaluation, the choice's answers: ${JSON.stringify(outcomes)}`);
  });
});

describe("the learner's retry against the job's claim", () => {
  it('sends the report to CE Broker once, whichever claims it first', async () => {
    const learner = await learnerWithPassedCeCourse(stack, 'bls');
    const rn = `RN${digits(7)}`;
    await addLicense(learner.client, 'FL', 'rn', rn);
    await earnCertificates(learner);
    const [{ id } = { id: '' }] = await reportsOf(learner);
    const first = (await getBoardReport(learner.userId, id))!;
    const uploads = async () => (await ceBrokerUploads(stack)).filter((u) => u.attendee.licenseNumber === rn).length;
    const answers: number[] = [];
    for (let i = 0; i < ITERATIONS; i += 1) {
      // As if its last send two minutes ago went unanswered and the next try came due a minute ago:
      // the job's work list has it, and the learner may send it again.
      const now = Date.now();
      const failed: BoardReport = {
        ...first,
        status: 'failed',
        attempts: 1,
        failedSends: 1,
        attemptId: null,
        lastAttemptAt: new Date(now - 2 * MINUTE).toISOString(),
        nextAttemptAt: new Date(now - MINUTE).toISOString(),
        reply: { code: null, message: 'CE Broker did not answer.', at: new Date(now - 2 * MINUTE).toISOString() },
        version: first.version + 10 * (i + 1),
      };
      await putItems([
        {
          ...keys.boardReport(learner.userId, id),
          ...keys.boardReportDue(failed.nextAttemptAt!, id),
          type: 'BoardReport',
          ...failed,
        },
      ]);
      const before = await uploads();
      const retry = () => learner.client.post(`/api/board_reports/${id}/retry.json`);
      // Sent together, the job held back a little longer each time, so that either may claim first.
      const [retried] = await Promise.all([retry(), later(i * 20, () => runBoardReportsJob(stack))]);
      const { status } = retried as { status: number };
      expect([200, 409]).toContain(status);
      answers.push(status);
      expect(await uploads()).toBe(before + 1);
      expect((await getBoardReport(learner.userId, id))!.status).toBe('accepted');
    }
    console.info(`Retry vs the job, the retry's answers: ${JSON.stringify(answers)}`);
  });
});
