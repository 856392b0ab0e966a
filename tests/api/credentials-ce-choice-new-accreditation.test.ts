// A course whose accreditations grew after a learner chose their CE certificates: ACLS offered three
// (Nursing Contact Hours from the nursing board, EMS, Physician CME) when the learner chose EMS only;
// it now also offers Nursing Contact Hours from the State Board of Nursing. The new certificate is
// shown, marked new and not chosen (never given unasked), the evaluation waits until the learner
// answers for it (never dropped unasked), and once they choose, the certificates and the board
// reports follow that choice. A choice stored without the offering it saw (saved before it was kept,
// when the offering was the current one) marks nothing new: what it left out was declined.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as keys from '@functions/data/keys';
import { getUserCourse } from '@functions/data/learning';
import { db, tableName } from '@functions/data/table';
import { CE_CHOICE_MESSAGES } from '@shared/rules/continuing-education';
import { addLicense, EVALUATION_ANSWERS, learnerWithPassedCeCourse, type CeLearner } from '../support/board-reporting';

const stack = inject('stack');
/** ACLS's accreditations before it gained the State Board of Nursing's ('state-nursing'). */
const OFFERED_BEFORE = ['ancc', 'capce', 'cme'];

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

const digits = (count: number) => String(10 ** (count - 1) + Math.floor(Math.random() * 9 * 10 ** (count - 1)));

/** The learner's choice as stored when it was made (`offered` absent: a choice stored before it was kept). */
async function choseEarlier(learner: CeLearner, accreditationIds: string[], offered?: string[]) {
  const current = (await getUserCourse(learner.userId, learner.userCourseUuid))!;
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.userCourse(learner.userId, learner.userCourseUuid),
      UpdateExpression: 'SET cme = :cme, #version = #version + :one',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: {
        ':cme': { ...current.cme, accreditationIds, ...(offered ? { offeredAccreditationIds: offered } : {}) },
        ':one': 1,
      },
    }),
  );
}

type Choice = { data: { name: string; accreditations: { id: string; chosen: boolean; newSinceChoice: boolean }[] }[] };
const flags = (body: Choice) =>
  body.data.flatMap((group) => group.accreditations.map((a) => [a.id, a.chosen, a.newSinceChoice]));

describe('ACLS gains a certificate after the learner chose', () => {
  let learner: CeLearner;
  const choicePath = () => `/api/user_courses/${learner.userCourseUuid}/cme_choice.json`;
  const submit = () =>
    learner.client.post('/api/cme_evaluation_submissions/typeform_submitted', {
      user_exam_id: learner.userExamUuid,
      answers: EVALUATION_ANSWERS,
    });
  const certificates = async () =>
    (await learner.client.get(`/api/cme_certificates.json?userCourseUuid=${learner.userCourseUuid}`)).body.data.map(
      (c: { id: string }) => c.id,
    );

  beforeAll(async () => {
    learner = await learnerWithPassedCeCourse(stack, 'acls');
    await addLicense(learner.client, 'FL', 'rn', `RN${digits(7)}`);
    await addLicense(learner.client, 'FL', 'paramedic', `PMD${digits(6)}`);
    await choseEarlier(learner, ['capce'], OFFERED_BEFORE);
  });

  it('shows the new certificate on the choice screen, marked new and not chosen; the declined one stays declined', async () => {
    const reply = await learner.client.get(choicePath());
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ chosen: true, locked: false });
    expect(flags(reply.body)).toEqual([
      ['ancc', false, false],
      ['state-nursing', false, true],
      ['capce', true, false],
      ['cme', false, false],
    ]);
  });

  it('does not give it unasked: the certificates and their count are still the choice', async () => {
    expect(await certificates()).toEqual(['capce']);
    const userCourse = await learner.client.get(`/api/user_courses/${learner.userCourseUuid}.json`);
    expect(userCourse.body.cmeCertificatesCount).toBe(1);
  });

  it('does not drop it unasked: the evaluation waits for the choice, and nothing is earned or reported', async () => {
    const refused = await submit();
    expect(refused).toMatchObject({ status: 422, body: { errors: { base: [CE_CHOICE_MESSAGES.newOffered] } } });
    expect((await getUserCourse(learner.userId, learner.userCourseUuid))!.cme?.completed).toBe(false);
    expect((await learner.client.get('/api/board_reports.json')).body.data).toEqual([]);
  });

  it('once chosen, the certificates and the board reports follow the choice', async () => {
    const chosen = await learner.client.patch(choicePath(), { accreditationIds: ['capce', 'state-nursing'] });
    expect(chosen.status).toBe(200);
    expect(flags(chosen.body)).toEqual([
      ['ancc', false, false],
      ['state-nursing', true, false],
      ['capce', true, false],
      ['cme', false, false],
    ]);
    expect(await certificates()).toEqual(['state-nursing', 'capce']);
    expect((await submit()).status).toBe(200);
    // EMS reports for the paramedic license; the nursing board takes the other nursing certificate
    // (ancc), which was not chosen, so the RN license reports nothing.
    const reports = (await learner.client.get('/api/board_reports.json')).body.data as {
      certificate: { id: string };
      board: string;
    }[];
    expect(reports.map((r) => r.certificate.id)).toEqual(['capce']);
  });

  it('keeping the same certificates is an answer too: saving the choice again clears the mark', async () => {
    const other = await learnerWithPassedCeCourse(stack, 'acls');
    await choseEarlier(other, ['capce'], OFFERED_BEFORE);
    const path = `/api/user_courses/${other.userCourseUuid}/cme_choice.json`;
    const saved = await other.client.patch(path, { accreditationIds: ['capce'] });
    expect(saved.status).toBe(200);
    expect(flags(saved.body).filter(([, , added]) => added)).toEqual([]);
    expect((await getUserCourse(other.userId, other.userCourseUuid))!.cme).toMatchObject({
      accreditationIds: ['capce'],
      offeredAccreditationIds: ['ancc', 'state-nursing', 'capce', 'cme'],
    });
    const submitted = await other.client.post('/api/cme_evaluation_submissions/typeform_submitted', {
      user_exam_id: other.userExamUuid,
      answers: EVALUATION_ANSWERS,
    });
    expect(submitted.status).toBe(200);
  });

  it('a choice stored without the offering it saw marks nothing new and does not hold up the evaluation', async () => {
    const legacy = await learnerWithPassedCeCourse(stack, 'acls');
    await choseEarlier(legacy, ['ancc', 'capce']);
    const reply = await legacy.client.get(`/api/user_courses/${legacy.userCourseUuid}/cme_choice.json`);
    expect(flags(reply.body)).toEqual([
      ['ancc', true, false],
      ['state-nursing', false, false],
      ['capce', true, false],
      ['cme', false, false],
    ]);
    const submitted = await legacy.client.post('/api/cme_evaluation_submissions/typeform_submitted', {
      user_exam_id: legacy.userExamUuid,
      answers: EVALUATION_ANSWERS,
    });
    expect(submitted.status).toBe(200);
  });
});
