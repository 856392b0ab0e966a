// CE Broker board reporting through the local gateway, the job runner and the CE Broker stand-in:
// reports made when a CE certificate is earned (one per certificate and reporting license) and when
// a license is added later; sent by the job (accepted with CE Broker's ids, which reach the user
// course and the license); a refused license number explained and sent again once fixed; an outage
// retried with backoff, bounded; one send per report however runs overlap or stop halfway; only the
// owner sees or retries their reports.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { claimBoardReport, getBoardReport } from '@functions/data/board-reports';
import { sendReport } from '@functions/domain/board-reporting/send-report';
import { submitDueBoardReports } from '@functions/domain/board-reporting/submit-due-board-reports';
import { MAX_ATTEMPTS, SEND_LEASE_MINUTES } from '@shared/rules/board-reporting';
import { ApiClient } from '../support/api-client';
import {
  addLicense,
  ceBrokerOutage,
  ceBrokerUploads,
  earnCertificates,
  learnerWithPassedCeCourse,
  runBoardReportsJob,
  type CeLearner,
} from '../support/board-reporting';

const stack = inject('stack');
const MINUTE = 60_000;

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

type Report = {
  id: string;
  status: string;
  certificate: { id: string };
  license: { id: string } | null;
  submission: Record<string, unknown>;
  problem: { kind: string; message: string; editLicenseId: string | null } | null;
  canRetry: boolean;
  ceBrokerId: string | null;
  reply: { code: string | null; message: string } | null;
  nextAttemptAt: string | null;
  attempts: number;
};

const reportsOf = async (learner: CeLearner, query = '') => {
  const reply = await learner.client.get(`/api/board_reports.json${query}`);
  expect(reply.status).toBe(200);
  return reply.body as { data: Report[]; licenses: Record<string, unknown>[] };
};
const uploadsFor = async (licenseNumber: string) =>
  (await ceBrokerUploads(stack)).filter((u) => u.attendee.licenseNumber === licenseNumber);
/** A license number no other test (or run) sends: RN + 7 random digits, never all zeros. */
const rnNumber = () => `RN${String(1_000_000 + Math.floor(Math.random() * 8_999_999))}`;

describe('reports are made when a CE certificate is earned', () => {
  let learner: CeLearner;
  let rn: string;

  beforeAll(async () => {
    learner = await learnerWithPassedCeCourse(stack, 'bls');
    rn = rnNumber();
    await addLicense(learner.client, 'FL', 'rn', rn);
    await addLicense(learner.client, 'FL', 'emt', 'EMT123456');
    await addLicense(learner.client, 'TX', 'rn', '123456');
  });

  it('none before the evaluation; then one per certificate and reporting license, pending, with what will be sent', async () => {
    expect((await reportsOf(learner)).data).toEqual([]);
    await earnCertificates(learner);
    const { data, licenses } = await reportsOf(learner);
    expect(data.map((r) => [r.certificate.id, r.status]).sort()).toEqual([
      ['ancc', expect.stringMatching(/pending|submitted|accepted/)],
      ['capce', expect.stringMatching(/pending|submitted|accepted/)],
    ]);
    const nursing = data.find((r) => r.certificate.id === 'ancc')!;
    expect(nursing.submission).toEqual({
      licenseeName: 'Jane Doe',
      licenseNumber: rn,
      professionCode: 'RN',
      stateId: 'FL',
      courseNumber: '20-1000301',
      courseName: 'Basic Life Support',
      completedOn: learner.passedOn,
      creditHours: 4,
      sentAt: nursing.status === 'pending' ? null : expect.any(String),
    });
    // The Texas license reports nowhere, and says so.
    expect(licenses.find((l) => l.stateName === 'Texas')).toMatchObject({ boardName: null, problem: null });
    expect(
      licenses.find((l) => l.stateName === 'Florida' && l.professionName === 'Registered Nurse (RN)'),
    ).toMatchObject({ boardName: 'Florida Board of Nursing', problem: null, ceBrokerId: null });
  });

  it('the job sends each once; CE Broker ids reach the report, the user course and the license', async () => {
    expect((await learner.client.get(`/api/user_courses/${learner.userCourseUuid}.json`)).body.ceBrokerId).toBeNull();
    await runBoardReportsJob(stack);
    const { data } = await reportsOf(learner, `?userCourseUuid=${learner.userCourseUuid}`);
    expect(data.map((r) => r.status)).toEqual(['accepted', 'accepted']);
    for (const report of data) {
      expect(report.ceBrokerId).toMatch(/^30-\d{8}$/);
      expect(report.problem).toBeNull();
      expect(report.canRetry).toBe(false);
      expect(report.attempts).toBe(1);
    }
    expect((await uploadsFor(rn)).map((u) => [u.outcome, u.courseNumber, u.attendee.licenseeLastName])).toEqual([
      ['accepted', '20-1000301', 'Doe'],
    ]);
    expect((await uploadsFor('EMT123456')).map((u) => u.outcome)).toEqual(['accepted']);
    const userCourse = (await learner.client.get(`/api/user_courses/${learner.userCourseUuid}.json`)).body;
    expect(data.map((r) => r.ceBrokerId)).toContain(userCourse.ceBrokerId);
    const licenses = (await learner.client.get('/api/state_licenses.json')).body.data as {
      license: string;
      ceBrokerId: string | null;
    }[];
    expect(licenses.find((l) => l.license === rn)!.ceBrokerId).toMatch(/^L\d+$/);
    expect(licenses.find((l) => l.license === '123456')!.ceBrokerId).toBeNull();
    // Nothing left to send: the next run sends nothing more for them.
    await runBoardReportsJob(stack);
    expect(await uploadsFor(rn)).toHaveLength(1);
  });

  it('filters by course; an accepted report cannot be sent again', async () => {
    expect((await reportsOf(learner, '?courseId=bls')).data).toHaveLength(2);
    expect((await reportsOf(learner, '?courseId=acls')).data).toEqual([]);
    const [report] = (await reportsOf(learner)).data;
    expect(await learner.client.post(`/api/board_reports/${report!.id}/retry.json`)).toMatchObject({
      status: 409,
      body: { message: 'CE Broker has already accepted this report.' },
    });
  });

  it('a license added later reports the certificates already earned; deleting it forgets what was not sent', async () => {
    const licenseId = await addLicense(learner.client, 'FL', 'np', 'APRN1234567');
    let reports = (await reportsOf(learner)).data.filter((r) => r.license?.id === licenseId);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ certificate: { id: 'ancc' }, submission: { professionCode: 'APRN' } });
    expect((await learner.client.delete(`/api/state_licenses/${licenseId}.json`)).status).toBe(200);
    reports = (await reportsOf(learner)).data.filter((r) => r.license?.id === licenseId || r.license === null);
    // Unless the scheduled job sent it meanwhile (then it stays, as history, without its license).
    expect(reports.every((r) => r.status === 'accepted')).toBe(true);
  });
});

describe('a course bought on its own', () => {
  it('reports like a subscription course, listed by its user course (the caller from the session)', async () => {
    const learner = await learnerWithPassedCeCourse(stack, 'bls', 3, { subscription: false });
    const rn = rnNumber();
    await addLicense(learner.client, 'FL', 'rn', rn);
    await earnCertificates(learner);
    const userCourse = (await learner.client.get(`/api/user_courses/${learner.userCourseUuid}.json`)).body;
    expect(userCourse.subscriptionUuid).toBeNull();

    await runBoardReportsJob(stack);
    const { data, licenses } = await reportsOf(learner, `?userCourseUuid=${learner.userCourseUuid}`);
    expect(data.map((r) => [r.certificate.id, r.status, r.submission.licenseNumber])).toEqual([
      ['ancc', 'accepted', rn],
    ]);
    expect(licenses).toHaveLength(1);
    expect((await reportsOf(learner, '?courseId=bls')).data.map((r) => r.id)).toEqual(data.map((r) => r.id));
    expect((await reportsOf(learner, `?userCourseUuid=${randomUUID()}`)).data).toEqual([]);
    expect((await learner.client.get(`/api/user_courses/${learner.userCourseUuid}.json`)).body.ceBrokerId).toBe(
      data[0]!.ceBrokerId,
    );
  });
});

describe('a refused license number', () => {
  let learner: CeLearner;
  let licenseId: string;
  let report: Report;

  beforeAll(async () => {
    learner = await learnerWithPassedCeCourse(stack, 'bls');
    licenseId = await addLicense(learner.client, 'FL', 'rn', 'RN12345');
    await earnCertificates(learner);
  });

  it('is flagged before it goes, refused by CE Broker, and explained with how to fix it', async () => {
    const pending = (await reportsOf(learner)).data[0]!;
    if (pending.status === 'pending')
      expect(pending.problem).toMatchObject({ kind: 'license', editLicenseId: licenseId });
    await runBoardReportsJob(stack);
    report = (await reportsOf(learner)).data[0]!;
    expect(report).toMatchObject({
      status: 'rejected',
      reply: { code: '80', message: 'Invalid license Number' },
      problem: { kind: 'license', editLicenseId: licenseId },
      canRetry: false, // sent under a minute ago
      ceBrokerId: null,
      nextAttemptAt: null,
    });
    expect(report.problem!.message).toContain('look like RN999999 (RN followed by 6 or 7 digits)');
    // Refused data is not sent again by itself.
    await runBoardReportsJob(stack);
    expect(await uploadsFor('RN12345')).toHaveLength(1);
  });

  it('a retry with the number still wrong is a 422 naming the license; once fixed it is sent and accepted', async () => {
    // The learner's retry waits a minute after a send: move the last send back instead of waiting.
    const stored = (await getBoardReport(learner.userId, report.id))!;
    const { putItems } = await import('@functions/data/catalog');
    const keys = await import('@functions/data/keys');
    const earlier = new Date(Date.now() - 2 * MINUTE).toISOString();
    await putItems([
      { ...keys.boardReport(learner.userId, report.id), type: 'BoardReport', ...stored, lastAttemptAt: earlier },
    ]);
    expect((await reportsOf(learner)).data[0]!.canRetry).toBe(true);

    const early = await learner.client.post(`/api/board_reports/${report.id}/retry.json`);
    expect(early.status).toBe(422);
    expect(early.body.errors.license[0]).toContain('RN999999');

    const fixed = rnNumber();
    expect(
      (
        await learner.client.patch(`/api/state_licenses/${licenseId}.json`, {
          license: fixed,
          state_id: 'FL',
          profession_id: 'rn',
        })
      ).status,
    ).toBe(200);
    const retried = await learner.client.post(`/api/board_reports/${report.id}/retry.json`);
    expect(retried).toMatchObject({
      status: 200,
      body: {
        data: { status: 'accepted', problem: null, submission: { licenseNumber: fixed }, attempts: 2 },
        toaster: { type: 'success', message: 'Sent to CE Broker again.' },
      },
    });
    expect((await uploadsFor(fixed)).map((u) => u.outcome)).toEqual(['accepted']);
    // Sent twice: once refused, once accepted; the page keeps CE Broker's last reply.
    expect(retried.body.data.reply).toMatchObject({ code: null });
  });
});

describe('CE Broker not answering', () => {
  it('fails the send, tries again after 15 minutes (not before), and the retry goes through', async () => {
    const learner = await learnerWithPassedCeCourse(stack, 'pals');
    const rn = rnNumber();
    await addLicense(learner.client, 'FL', 'rn', rn);
    await earnCertificates(learner);
    const [pending] = (await reportsOf(learner)).data;
    const stored = (await getBoardReport(learner.userId, pending!.id))!;
    // Both tries of the send answer 503.
    await ceBrokerOutage(stack, 2);
    const now = new Date();
    const first = await sendReport(stored, now);
    expect(first.result).toBe('failed');
    const failed = (await reportsOf(learner)).data[0]!;
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, problem: { kind: 'unavailable' } });
    expect(failed.problem!.message).toContain('We will try again automatically');
    expect(Date.parse(failed.nextAttemptAt!) - now.getTime()).toBe(15 * MINUTE);
    // Not due yet: a run now leaves it alone.
    await runBoardReportsJob(stack);
    expect((await reportsOf(learner)).data[0]!.status).toBe('failed');
    // The learner's retry waits a minute after the last send.
    expect(await learner.client.post(`/api/board_reports/${failed.id}/retry.json`)).toMatchObject({
      status: 409,
      body: { message: 'This report was just sent. Please wait a minute before trying again.' },
    });
    // Sixteen minutes later the job sends it again.
    await submitDueBoardReports(new Date(now.getTime() + 16 * MINUTE));
    const accepted = (await reportsOf(learner)).data[0]!;
    expect(accepted).toMatchObject({ status: 'accepted', attempts: 2, problem: null, nextAttemptAt: null });
    expect((await uploadsFor(rn)).map((u) => u.outcome)).toEqual(['accepted']);
  });

  it(`stops after ${MAX_ATTEMPTS} failed sends; then the learner may send it again`, async () => {
    const learner = await learnerWithPassedCeCourse(stack, 'acls');
    await addLicense(learner.client, 'FL', 'rn', rnNumber());
    await earnCertificates(learner);
    const id = (await reportsOf(learner)).data[0]!.id;
    const down = async () => ({ outcome: 'unavailable' as const, reason: 'timed out' });
    // Each send as if two minutes ago: every next try is due in the future (the stack's own
    // scheduled runs leave it alone), and the learner's retry is not held back by a recent send.
    const at = new Date(Date.now() - 2 * MINUTE);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const report = (await getBoardReport(learner.userId, id))!;
      expect((await sendReport(report, at, down)).result).toBe('failed');
      const next = (await getBoardReport(learner.userId, id))!.nextAttemptAt;
      waits.push(next ? (Date.parse(next) - at.getTime()) / MINUTE : -1);
    }
    expect(waits).toEqual([15, 60, 240, 720, 1440, -1]);
    const given = (await reportsOf(learner)).data[0]!;
    expect(given).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null, canRetry: true });
    expect(given.problem!.message).toContain('after several tries');
    const retried = await learner.client.post(`/api/board_reports/${id}/retry.json`);
    expect(retried.body.data).toMatchObject({ status: 'accepted', attempts: MAX_ATTEMPTS + 1 });
  });
});

describe('one send per report', () => {
  it('overlapping job runs send each report once', async () => {
    const learners = await Promise.all([1, 2, 3].map(() => learnerWithPassedCeCourse(stack, 'bls')));
    const numbers = learners.map(() => rnNumber());
    for (const [i, learner] of learners.entries()) {
      await addLicense(learner.client, 'FL', 'rn', numbers[i]!);
      await earnCertificates(learner);
    }
    await Promise.all([runBoardReportsJob(stack), runBoardReportsJob(stack), runBoardReportsJob(stack)]);
    for (const [i, learner] of learners.entries()) {
      expect((await reportsOf(learner)).data.map((r) => r.status)).toEqual(['accepted']);
      expect((await uploadsFor(numbers[i]!)).map((u) => u.outcome)).toEqual(['accepted']);
    }
  });

  it('a send whose function stopped before the reply is sent again after its lease, and CE Broker keeps it once', async () => {
    const learner = await learnerWithPassedCeCourse(stack, 'bls');
    const rn = rnNumber();
    await addLicense(learner.client, 'FL', 'rn', rn);
    await earnCertificates(learner);
    const id = (await reportsOf(learner)).data[0]!.id;
    const stored = (await getBoardReport(learner.userId, id))!;
    // The send went out, then the function stopped: claimed, sent, no outcome written.
    const now = new Date();
    const claimed = await claimBoardReport(stored, {
      attemptId: randomUUID(),
      at: now.toISOString(),
      leaseUntil: new Date(now.getTime() + SEND_LEASE_MINUTES * MINUTE).toISOString(),
      boardId: 'FL-RN',
      sent: {
        licenseeFirstName: 'Jane',
        licenseeLastName: 'Doe',
        licenseNumber: rn,
        professionCode: 'RN',
        stateId: 'FL',
        sentAt: now.toISOString(),
      },
    });
    expect(claimed).not.toBeNull();
    const { submitCompletion } = await import('@functions/adapters/ce-broker');
    const first = await submitCompletion({
      courseNumber: stored.courseNumber,
      licenseeFirstName: 'Jane',
      licenseeLastName: 'Doe',
      licenseNumber: rn,
      professionCode: 'RN',
      stateId: 'FL',
      completedOn: stored.completedOn,
    });
    expect(first.outcome).toBe('accepted');
    // Being sent: not the learner's to retry, and not due before the lease ends.
    expect((await reportsOf(learner)).data[0]).toMatchObject({ status: 'submitted', canRetry: false });
    await runBoardReportsJob(stack);
    expect((await reportsOf(learner)).data[0]!.status).toBe('submitted');
    await submitDueBoardReports(new Date(now.getTime() + (SEND_LEASE_MINUTES + 1) * MINUTE));
    const report = (await reportsOf(learner)).data[0]!;
    expect(report).toMatchObject({ status: 'accepted', attempts: 2 });
    expect(report.ceBrokerId).toBe(first.outcome === 'accepted' ? first.rosterId : null);
    expect((await uploadsFor(rn)).map((u) => u.outcome)).toEqual(['accepted', 'duplicate']);
  });
});

describe('authorization', () => {
  it("only the owner lists or retries their reports; another learner's id is a 404, anonymous a 401", async () => {
    const owner = await learnerWithPassedCeCourse(stack, 'bls');
    await addLicense(owner.client, 'FL', 'rn', 'RN000000');
    await earnCertificates(owner);
    await runBoardReportsJob(stack);
    const [report] = (await reportsOf(owner)).data;
    expect(report).toMatchObject({ status: 'rejected', reply: { code: '81', message: 'License not found' } });
    // A well-shaped number CE Broker does not know: said plainly, with the license to check.
    expect(report!.problem!.message).toContain('CE Broker could not match your license number (81: License not found)');

    const other = await learnerWithPassedCeCourse(stack, 'bls');
    expect((await reportsOf(other)).data).toEqual([]);
    expect(
      (await other.client.get(`/api/board_reports.json?userCourseUuid=${owner.userCourseUuid}`)).body.data,
    ).toEqual([]);
    expect(await other.client.post(`/api/board_reports/${report!.id}/retry.json`)).toMatchObject({
      status: 404,
      body: { message: 'Report not found' },
    });
    const anonymous = new ApiClient(stack.url);
    await anonymous.bootstrap();
    expect((await anonymous.get('/api/board_reports.json')).status).toBe(401);
    expect((await anonymous.post(`/api/board_reports/${report!.id}/retry.json`)).status).toBe(401);
  });
});
