// The accreditation and CE choice through the API, on a new learner's passed ACLS: the course's
// accreditations grouped by name, the choice of certificates (none or an unknown one refused, a
// repeat changes nothing, two at once leave one of them), the certificates, count, PDF and CE hours
// following the choice, the choice kept through the evaluation and fixed after it; another
// learner's course is a 404.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as keys from '@functions/data/keys';
import { db, tableName } from '@functions/data/table';
import { getUserCourse } from '@functions/data/learning';
import { CE_CHOICE_MESSAGES } from '@shared/rules/continuing-education';
import { ApiClient } from '../support/api-client';
import { enrollInAcls, passAcls, subscribedLearner, type SubscribedLearner } from '../support/subscribed-learner';

const stack = inject('stack');
const ANSWERS = { objectives: 5, practice: 4, bias: 'Yes', change: 'Call for the defibrillator sooner.' };
let learner: SubscribedLearner;
let userCourseUuid: string;
let examUuid: string;

const choicePath = () => `/api/user_courses/${userCourseUuid}/cme_choice.json`;
const chosenIds = (body: { data: { accreditations: { id: string; chosen: boolean }[] }[] }) =>
  body.data.flatMap((group) => group.accreditations.filter((a) => a.chosen).map((a) => a.id));

beforeAll(async () => {
  learner = await subscribedLearner(stack, 'Cora');
  userCourseUuid = await enrollInAcls(learner);
  examUuid = await passAcls(learner.client, userCourseUuid);
});

describe('the CE choice screen', () => {
  it('groups the accreditations by name, every certificate given until the learner chooses', async () => {
    const reply = await learner.client.get(choicePath());
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ chosen: false, locked: false });
    expect(
      reply.body.data.map((group: { name: string; accreditations: { id: string; accreditation: string }[] }) => [
        group.name,
        group.accreditations.map((a) => a.id),
      ]),
    ).toEqual([
      ['Nursing Contact Hours', ['ancc', 'state-nursing']],
      ['EMS Continuing Education', ['capce']],
      ['Physician CME', ['cme']],
    ]);
    expect(chosenIds(reply.body)).toEqual(['ancc', 'state-nursing', 'capce', 'cme']);
    expect((await learner.client.get(`/api/user_courses/${userCourseUuid}.json`)).body.cmeCertificatesCount).toBe(4);
  });

  it('refuses no certificate and one the course does not offer, on accreditationIds', async () => {
    for (const [accreditationIds, message] of [
      [[], CE_CHOICE_MESSAGES.required],
      [['ancc', 'not-offered'], CE_CHOICE_MESSAGES.unknown],
    ] as const) {
      const reply = await learner.client.patch(choicePath(), { accreditationIds });
      expect(reply).toMatchObject({ status: 422, body: { errors: { accreditationIds: [message] } } });
    }
    expect((await learner.client.get(choicePath())).body.chosen).toBe(false);
  });

  it('keeps the chosen certificates: the list, the count and the PDFs follow the choice', async () => {
    const reply = await learner.client.patch(choicePath(), { accreditationIds: ['capce', 'state-nursing'] });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ chosen: true, locked: false, userCourse: { cmeCertificatesCount: 2 } });
    expect(reply.body.toaster).toEqual({ type: 'success', message: CE_CHOICE_MESSAGES.saved });
    // Stored in the offering's order, whatever order they were sent in.
    expect(chosenIds(reply.body)).toEqual(['state-nursing', 'capce']);
    const list = await learner.client.get(`/api/cme_certificates.json?userCourseUuid=${userCourseUuid}`);
    expect(list.body.data.map((c: { id: string }) => c.id)).toEqual(['state-nursing', 'capce']);
    // A certificate not chosen is not the learner's; a chosen one waits for the evaluation.
    const notChosen = await learner.client.get(`/api/cme_certificates/ancc.pdf?user_course_uuid=${userCourseUuid}`);
    expect(notChosen.status).toBe(404);
    const chosen = await learner.client.get(`/api/cme_certificates/capce.pdf?user_course_uuid=${userCourseUuid}`);
    expect(chosen.status).toBe(409);
  });

  it('changes nothing on a repeat of the same choice', async () => {
    const before = (await getUserCourse(learner.userId, userCourseUuid))!.version;
    const reply = await learner.client.patch(choicePath(), { accreditationIds: ['state-nursing', 'capce'] });
    expect(reply.status).toBe(200);
    expect((await getUserCourse(learner.userId, userCourseUuid))!.version).toBe(before);
  });

  it('keeps one of two choices sent at once, whole', async () => {
    const a = ['ancc'];
    const b = ['capce', 'cme'];
    const replies = await Promise.all([
      learner.client.patch(choicePath(), { accreditationIds: a }),
      learner.client.patch(choicePath(), { accreditationIds: b }),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    const stored = (await getUserCourse(learner.userId, userCourseUuid))!.cme?.accreditationIds;
    expect([a, b]).toContainEqual(stored);
  });

  it("answers 404 for another learner's course, reading or choosing", async () => {
    const other = new ApiClient(stack.url);
    await other.signIn('learner@example.com');
    expect((await other.get(choicePath())).status).toBe(404);
    expect((await other.patch(choicePath(), { accreditationIds: ['ancc'] })).status).toBe(404);
  });
});

describe('after the evaluation', () => {
  it('keeps the choice through the evaluation, counts the chosen hours, and refuses a change then', async () => {
    expect((await learner.client.patch(choicePath(), { accreditationIds: ['state-nursing', 'capce'] })).status).toBe(
      200,
    );
    // The information step needs a driver's license and state licenses on file: taken as done here.
    const current = (await getUserCourse(learner.userId, userCourseUuid))!;
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.userCourse(learner.userId, userCourseUuid),
        UpdateExpression: 'SET cme = :cme',
        ExpressionAttributeValues: {
          ':cme': { ...current.cme, userInformationVerified: true, verifiedAt: new Date().toISOString() },
        },
      }),
    );
    const submitted = await learner.client.post('/api/cme_evaluation_submissions/typeform_submitted', {
      user_exam_id: examUuid,
      answers: ANSWERS,
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.userCourse.cmeCertificatesCount).toBe(2);

    const pdf = await learner.client.get(`/api/cme_certificates/state-nursing.pdf?user_course_uuid=${userCourseUuid}`);
    expect(pdf.status).toBe(200);
    expect((await learner.client.get(`/api/cme_certificates/ancc.pdf?user_course_uuid=${userCourseUuid}`)).status).toBe(
      404,
    );
    const credits = await learner.client.get('/api/cme_credits.json');
    expect(credits.body.data).toContainEqual({ userCourseUuid, courseName: expect.any(String), credits: 8 });

    const view = await learner.client.get(choicePath());
    expect(view.body).toMatchObject({ chosen: true, locked: true });
    expect(chosenIds(view.body)).toEqual(['state-nursing', 'capce']);
    const late = await learner.client.patch(choicePath(), { accreditationIds: ['ancc'] });
    expect(late).toMatchObject({ status: 409, body: { message: CE_CHOICE_MESSAGES.locked } });
  });
});
