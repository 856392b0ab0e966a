// The learner's core journey through the API: enroll from a subscription, work through the
// sections, fail the exam, retake, pass, confirm the card, download it, verify it publicly.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addYears, localDate, toIsoDate } from '@shared/rules/dates';
import { ApiClient } from '../support/api-client';

const stack = inject('stack');
const ACLS_SUBSCRIPTION = '3c9a6f0e-2b7d-4c1e-9f3a-5d8b7e6a1c20';
const BLS_USER_COURSE = '8e2f4a61-7c3b-4d9e-a1f5-2b6c8d0e4f17';

async function learner(email = 'learner@example.com') {
  const client = new ApiClient(stack.url);
  await client.signIn(email);
  await client.bootstrap(); // the CSRF token of the new session
  return client;
}

/** Enrollment may be declared idempotent: each request carries its own key. */
const enroll = (client: ApiClient, body: unknown) =>
  client.request('POST', '/api/user_courses.json', body, { headers: { 'idempotency-key': randomUUID() } });

let client: ApiClient;
let userCourseUuid: string;
let sectionUuids: string[];

beforeAll(async () => {
  client = await learner();
});

describe('catalogue and dashboard data', () => {
  it('lists the five courses with the seeded learner history', async () => {
    const search = await client.get('/api/courses/search.json?search=');
    expect(search.status).toBe(200);
    // Other files' content admins publish courses of their own into the shared stack: the seeded five, in order.
    const seeded = search.body.data.filter((c: { id: string }) => ['acls', 'pals', 'bls', 'nrp', 'cpr'].includes(c.id));
    expect(seeded.map((c: { courseType: string }) => c.courseType)).toEqual(['ACLS', 'PALS', 'BLS', 'NRP', 'CPR']);
    const bls = search.body.data.find((c: { id: string }) => c.id === 'bls');
    expect(bls.latestUserCourse).toMatchObject({ uuid: BLS_USER_COURSE, status: 'passed' });
    expect(
      (await client.get('/api/courses/search.json?search=PEDIATRIC')).body.data.map((c: { id: string }) => c.id),
    ).toEqual(['pals']);
  });

  it("shows a course with its details and the caller's latest user course", async () => {
    const reply = await client.get('/api/courses/bls.json');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: 'bls', courseType: 'BLS', latestUserCourse: { uuid: BLS_USER_COURSE } });
    expect(reply.body.learningObjectives.length).toBeGreaterThan(3);
    expect((await client.get('/api/courses/nope.json')).status).toBe(404);
    const sections = await client.get('/api/course_sections.json?course_id=acls');
    expect(sections.body.data.length).toBeGreaterThanOrEqual(6);
    expect(sections.body.data[0]).not.toHaveProperty('content');
  });

  it('lists the passed BLS course with its dates and card, and the ACLS subscription', async () => {
    const courses = await client.get('/api/user_courses.json');
    const bls = courses.body.data.find((c: { uuid: string }) => c.uuid === BLS_USER_COURSE);
    expect(bls).toMatchObject({
      status: 'passed',
      progress: 100,
      canStart: true,
      providerCardId: expect.stringMatching(/^BLS-/),
    });
    expect(bls.expirationDate > new Date().toISOString().slice(0, 10)).toBe(true);
    const subscriptions = await client.get('/api/subscriptions.json');
    expect(subscriptions.body.data).toHaveLength(1);
    expect(subscriptions.body.data[0]).toMatchObject({
      uuid: ACLS_SUBSCRIPTION,
      layout: 'certify',
      courses: [{ id: 'acls' }],
      userCourses: [],
    });
    expect((await client.get('/api/ad_tiles.json')).body.data.length).toBeGreaterThan(0);
  });

  it('takes an unknown time zone as the company zone, never as an error', async () => {
    const reply = await client.request('GET', '/api/user_courses.json', undefined, {
      headers: { 'x-time-zone': 'Mars/Olympus_Mons' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.find((c: { uuid: string }) => c.uuid === BLS_USER_COURSE).status).toBe('passed');
  });

  it('requires a session', async () => {
    const anonymous = new ApiClient(stack.url);
    for (const path of [
      '/api/user_courses.json',
      '/api/courses/search.json',
      '/api/subscriptions.json',
      `/api/user_courses/${BLS_USER_COURSE}.json`,
    ]) {
      expect((await anonymous.get(path)).status, path).toBe(401);
    }
  });
});

describe('enrollment', () => {
  it('refuses a course the learner has no entitlement to', async () => {
    expect(await enroll(client, { courseId: 'nrp' })).toMatchObject({
      status: 402,
      body: {
        errors: { courseId: [expect.stringMatching(/^Buy NRP .*Certification to start this course\.$/)] },
        redirect: expect.stringMatching(/^\/cart\/add\//),
      },
    });
    expect(await enroll(client, { courseId: 'nrp', subscriptionUuid: ACLS_SUBSCRIPTION })).toMatchObject({
      status: 422,
      body: { errors: { courseId: ['This course is not part of your subscription.'] } },
    });
    expect(
      (await enroll(client, { courseId: 'acls', subscriptionUuid: '00000000-0000-4000-8000-000000000000' })).status,
    ).toBe(404);
    expect(await enroll(client, { courseId: 'nope' })).toMatchObject({
      status: 422,
      body: { errors: { courseId: ['This course does not exist.'] } },
    });
    expect(await enroll(client, {})).toMatchObject({ status: 422, body: { errors: { courseId: expect.any(Array) } } });
  });

  it('creates an ACLS user course from the subscription (201), then opens the same one (200)', async () => {
    const created = await enroll(client, { courseId: 'acls', subscriptionUuid: ACLS_SUBSCRIPTION });
    expect(created.status).toBe(201);
    expect(created.body.firstUserCourseSectionUuid).toBe(created.body.currentUserCourseSectionUuid);
    userCourseUuid = created.body.uuid;
    const again = await enroll(client, { courseId: 'acls', subscriptionUuid: ACLS_SUBSCRIPTION });
    expect(again).toMatchObject({ status: 200, body: { uuid: userCourseUuid } });
    const sections = await client.get(`/api/user_course_sections.json?user_course_uuid=${userCourseUuid}`);
    sectionUuids = sections.body.data.map((s: { uuid: string }) => s.uuid);
    expect(sectionUuids.length).toBeGreaterThanOrEqual(6);
    expect(sections.body.userCourse).toMatchObject({
      status: 'in_progress',
      progress: 0,
      canStart: false,
      userExamUuid: null,
    });
    const byId = await client.get(`/api/user_course_sections.json?userCourseId=${userCourseUuid}`);
    expect(byId.body.data.map((s: { uuid: string }) => s.uuid)).toEqual(sectionUuids);
    expect(await client.get('/api/user_course_sections.json')).toMatchObject({
      status: 422,
      body: { errors: { user_course_uuid: ["can't be blank"] } },
    });
  });

  it('keeps concurrent enrollments to one user course', async () => {
    const other = await learner('learner@example.com');
    const replies = await Promise.all(
      [0, 1, 2].map(() => enroll(other, { courseId: 'acls', subscriptionUuid: ACLS_SUBSCRIPTION })),
    );
    expect(new Set(replies.map((r) => r.body.uuid))).toEqual(new Set([userCourseUuid]));
  });
});

describe('sections', () => {
  it('serves a section with its content and neighbours', async () => {
    const first = await client.get(`/api/user_course_sections/${sectionUuids[0]}.json`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      uuid: sectionUuids[0],
      completedAt: null,
      previousUuid: null,
      nextUuid: sectionUuids[1],
      lastIncompleteSection: false,
    });
    expect(first.body.content).toContain('Sample content');
  });

  it('completing advances to the next section, and the last one opens the exam', async () => {
    for (let i = 0; i < sectionUuids.length - 1; i += 1) {
      const reply = await client.patch(`/api/user_course_sections/${sectionUuids[i]}.json`, { completed: true });
      expect(reply.status).toBe(200);
      expect(reply.body.completedAt).toEqual(expect.any(String));
      expect(reply.body.redirect).toBe(`/user-portal/courses/${userCourseUuid}/${sectionUuids[i + 1]}`);
    }
    const last = sectionUuids.at(-1)!;
    expect((await client.get(`/api/user_course_sections/${last}.json`)).body.lastIncompleteSection).toBe(true);
    const done = await client.patch(`/api/user_course_sections/${last}.json`, { completed: true });
    expect(done.body.userCourse).toMatchObject({ progress: 100, canStart: true, userExamUuid: expect.any(String) });
    expect(done.body.redirect).toBe(`/exams/${done.body.userCourse.userExamUuid}`);
    // Completing again is harmless and keeps the same exam.
    const again = await client.patch(`/api/user_course_sections/${last}.json`, { completed: true });
    expect(again.body.userCourse.userExamUuid).toBe(done.body.userCourse.userExamUuid);
  });

  it('rejects a body without completed: true', async () => {
    expect((await client.patch(`/api/user_course_sections/${sectionUuids[0]}.json`, { completed: false })).status).toBe(
      422,
    );
  });
});

/** Every place in the replies that says which answer is right (a non-null correctAnswer or correct). */
function answerKeyIn(replies: unknown[]): string[] {
  const found: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) walk(item, `${path}[${i}]`);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if ((key === 'correctAnswer' || key === 'correct') && inner !== null) found.push(`${path}.${key}`);
        else walk(inner, `${path}.${key}`);
      }
    }
  };
  for (const [i, reply] of replies.entries()) walk(reply, `reply${i}`);
  return found;
}

describe('exam: fail, retake, pass', () => {
  let examUuid: string;

  async function answerAll(uuid: string, pick: 'correct' | 'wrong') {
    // The learner's own view hides correctness while in progress; tests read the right answers
    // from the question bank instead (the seed content), by question text.
    const { seedCourses } = await import('@infra/local/seed/catalog/index');
    const bank = seedCourses.find((c) => c.id === 'acls')!.questions;
    const questions = await client.get(`/api/user_questions.json?userExamUuid=${uuid}`);
    for (const question of questions.body.data) {
      expect(question.correct).toBeNull();
      expect(question.userAnswers.every((a: { correct: boolean | null }) => a.correct === null)).toBe(true);
      const seed = bank.find((q) => q.content === question.content)!;
      const correctIndex = seed.answers.findIndex((a) => a.correct);
      const index = pick === 'correct' ? correctIndex : (correctIndex + 1) % 4;
      const reply = await client.patch(`/api/user_questions/${question.id}.json`, {
        selectedUserAnswerId: question.userAnswers[index].id,
      });
      expect(reply.status).toBe(200);
    }
  }

  it('starts with questions drawn from the bank and cannot be submitted until all are answered', async () => {
    examUuid = (await client.get(`/api/user_courses/${userCourseUuid}.json`)).body.userExamUuid;
    const exam = await client.get(`/api/user_exams/${examUuid}.json`);
    expect(exam.body).toMatchObject({
      status: 'in_progress',
      questionCount: 10,
      passingScore: 80,
      requiredCorrect: 8,
      canSubmit: false,
      answeredCount: 0,
    });
    expect(await client.patch(`/api/user_exams/${examUuid}/score_it.json`)).toMatchObject({
      status: 422,
      body: { errors: { base: ['You are unable to submit your exam until all questions have been answered.'] } },
    });
    const questions = await client.get(`/api/user_questions.json?userExamUuid=${examUuid}`);
    expect(questions.body.data).toHaveLength(10);
    expect(
      (
        await client.patch(`/api/user_questions/${questions.body.data[0].id}.json`, {
          selectedUserAnswerId: 'not-an-answer',
        })
      ).status,
    ).toBe(422);
  });

  it('fails with wrong answers: the score and how many were right, never the answer key, in any reply', async () => {
    await answerAll(examUuid, 'wrong');
    expect((await client.get(`/api/user_courses/${userCourseUuid}.json`)).body.examProgress).toBe(100);
    const scored = await client.patch(`/api/user_exams/${examUuid}/score_it.json`);
    expect(scored.status).toBe(200);
    expect(scored.body).toMatchObject({
      redirect: `/exams/${examUuid}/failed`,
      userExam: { status: 'failed', score: 0, correctCount: 0 },
    });
    const review = await client.get(`/api/user_questions.json?userExamUuid=${examUuid}`);
    expect(review.body.userExam).toMatchObject({ status: 'failed', correctCount: 0 });
    // Every reply a client can read after the failure: none names a right answer.
    const replies = [
      scored.body,
      review.body,
      (await client.get(`/api/user_exams/${examUuid}.json`)).body,
      (await client.get(`/api/user_courses/${userCourseUuid}.json`)).body,
      (await client.get('/api/user_courses.json')).body,
      (
        await client.patch(`/api/user_questions/${review.body.data[0].id}.json`, {
          selectedUserAnswerId: review.body.data[0].userAnswers[0].id,
        })
      ).body,
    ];
    expect(answerKeyIn(replies)).toEqual([]);
    expect((await client.patch(`/api/user_exams/${examUuid}/score_it.json`)).status).toBe(409);
    expect((await client.get(`/api/user_courses/${userCourseUuid}.json`)).body.status).toBe('failed');
  });

  it('retakes into a new in-progress exam, once', async () => {
    const retake = await client.patch(`/api/user_exams/${examUuid}/retake_it.json`);
    expect(retake.status).toBe(200);
    const next = retake.body.userExam.uuid;
    expect(next).not.toBe(examUuid);
    expect(retake.body.redirect).toBe(`/exams/${next}/in_progress`);
    expect((await client.patch(`/api/user_exams/${examUuid}/retake_it.json`)).status).toBe(409);
    expect(
      answerKeyIn([retake.body, (await client.get(`/api/user_questions.json?userExamUuid=${examUuid}`)).body]),
    ).toEqual([]);
    expect((await client.get(`/api/user_courses/${userCourseUuid}.json`)).body).toMatchObject({
      status: 'in_progress',
      userExamUuid: next,
      examProgress: 0,
    });
    examUuid = next;
  });

  it("passes with correct answers and issues a provider card dated the learner's local day, expiring two years later", async () => {
    await answerAll(examUuid, 'correct');
    // A zone whose calendar day differs from the UTC day right now: UTC+14 from 10:00 UTC, else UTC-11.
    const before = new Date();
    const zone = before.getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const scored = await client.request(
      'PATCH',
      `/api/user_exams/${examUuid}/score_it.json`,
      {},
      { headers: { 'x-time-zone': zone } },
    );
    const after = new Date();
    expect(scored.body).toMatchObject({
      redirect: `/exams/${examUuid}/passed`,
      userExam: { status: 'passed', score: 100, flexExpireAvailable: true, canAutoRenew: true },
    });
    const course = await client.get(`/api/user_courses/${userCourseUuid}.json`);
    expect(course.body).toMatchObject({
      status: 'passed',
      providerCardId: expect.stringMatching(/^ACLS-\d{4}-[0-9A-Z]{10}$/),
      manuallyConfirmed: false,
    });
    expect([localDate(before, zone), localDate(after, zone)]).toContain(course.body.issuedOn);
    expect(course.body.issuedOn).not.toBe(toIsoDate(before));
    expect(course.body.expirationDate).toBe(addYears(course.body.issuedOn, 2));
    // A passed exam is reviewed in full: the learner's answer and the right one.
    const review = (await client.get(`/api/user_questions.json?userExamUuid=${examUuid}`)).body;
    expect(
      review.data.every(
        (q: { correct: boolean; correctAnswer: string | null }) =>
          q.correct === true && typeof q.correctAnswer === 'string',
      ),
    ).toBe(true);
    expect(review.userExam.correctCount).toBe(10);
  });
});

describe('post-pass: confirm card, auto-renew, PDF and verification', () => {
  it('rejects an issue date outside the 30-day window, per field', async () => {
    const course = (await client.get(`/api/user_courses/${userCourseUuid}.json`)).body;
    const passedOn = course.issuedOn;
    const tooLate = new Date(Date.parse(`${passedOn}T00:00:00Z`) + 31 * 86400_000).toISOString().slice(0, 10);
    const tooEarly = new Date(Date.parse(`${passedOn}T00:00:00Z`) - 86400_000).toISOString().slice(0, 10);
    for (const passedAt of [tooLate, tooEarly, '2026-13-40']) {
      const reply = await client.patch(`/api/user_courses/${userCourseUuid}/update_confirmation`, {
        passedAt,
        autoRenew: false,
        firstName: 'Lena',
        lastName: 'Learner',
      });
      expect(reply.status, passedAt).toBe(422);
      expect(reply.body.errors.passedAt).toHaveLength(1);
    }
    expect(
      (
        await client.patch(`/api/user_courses/${userCourseUuid}/update_confirmation`, {
          passedAt: passedOn,
          firstName: '',
          lastName: 'X',
        })
      ).body.errors.firstName,
    ).toEqual(["First name can't be blank"]);
  });

  it('confirms the card with a later issue date and new names', async () => {
    const course = (await client.get(`/api/user_courses/${userCourseUuid}.json`)).body;
    const issueOn = new Date(Date.parse(`${course.issuedOn}T00:00:00Z`) + 10 * 86400_000).toISOString().slice(0, 10);
    const reply = await client.patch(`/api/user_courses/${userCourseUuid}/update_confirmation`, {
      passedAt: issueOn,
      autoRenew: true,
      firstName: 'Lena',
      lastName: 'Learner-Smith',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.currentUser.lastName).toBe('Learner-Smith');
    expect(reply.body.userCourse).toMatchObject({
      manuallyConfirmed: true,
      autoRenew: true,
      issuedOn: issueOn,
      expirationDate: `${Number(issueOn.slice(0, 4)) + 2}${issueOn.slice(4)}`,
    });
    const exam = await client.get(`/api/user_exams/${course.userExamUuid}.json`);
    expect(exam.body).toMatchObject({ flexExpireAvailable: false, autoRenew: true });

    const verification = await new ApiClient(stack.url).get(
      `/api/verifications/${course.providerCardId}.json?lastName=Learner-Smith`,
    );
    expect(verification.body).toMatchObject({
      cardId: course.providerCardId,
      holderName: 'Lena Learner-Smith',
      issuedOn: issueOn,
      standing: 'valid',
    });
  });

  it('turns auto-renewal on with the spec message', async () => {
    const course = (await client.get(`/api/user_courses/${userCourseUuid}.json`)).body;
    const reply = await client.patch(`/api/user_exams/${course.userExamUuid}.json`, { autoRenew: true });
    expect(reply.body.toaster.message).toBe(
      'Auto Renewal for this course has been enabled. You can update this in your billing preferences.',
    );
  });

  it('serves the provider card PDF to its holder only', async () => {
    const course = (await client.get(`/api/user_courses/${userCourseUuid}.json`)).body;
    const pdf = await client.get(`/api/provider_cards/${course.providerCardId}.pdf?user_course_uuid=${userCourseUuid}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(String(pdf.body).startsWith('%PDF-1.4')).toBe(true);
    expect(String(pdf.body)).toContain('Learner-Smith');
    expect(String(pdf.body)).toContain(`/verify/${course.providerCardId}`);
    const member = await learner('member@example.com');
    expect((await member.get(`/api/provider_cards/${course.providerCardId}.pdf`)).status).toBe(404);
  });

  it('verifies cards publicly and answers 404 for unknown ids', async () => {
    const anonymous = new ApiClient(stack.url);
    expect((await anonymous.get('/api/verifications/BLS-2025-418207.json?lastName=Learner')).body).toMatchObject({
      holderName: 'Lena Learner',
      standing: 'valid',
    });
    expect((await anonymous.get('/api/verifications/NOPE-1.json?lastName=Learner')).status).toBe(404);
  });
});

describe("another learner's data", () => {
  it('is invisible: 404 on user courses, sections, exams, questions and subscriptions', async () => {
    const other = await learner('member@example.com');
    const mine = (await client.get(`/api/user_courses/${userCourseUuid}.json`)).body;
    const questions = (await client.get(`/api/user_questions.json?userExamUuid=${mine.userExamUuid}`)).body.data;
    const attempts = [
      other.get(`/api/user_courses/${userCourseUuid}.json`),
      other.get(`/api/user_course_sections.json?user_course_uuid=${userCourseUuid}`),
      other.get(`/api/user_course_sections/${sectionUuids[0]}.json`),
      other.patch(`/api/user_course_sections/${sectionUuids[0]}.json`, { completed: true }),
      other.get(`/api/user_exams/${mine.userExamUuid}.json`),
      other.get(`/api/user_questions.json?userExamUuid=${mine.userExamUuid}`),
      other.patch(`/api/user_questions/${questions[0].id}.json`, {
        selectedUserAnswerId: questions[0].userAnswers[0].id,
      }),
      other.patch(`/api/user_exams/${mine.userExamUuid}/score_it.json`),
      other.patch(`/api/user_exams/${mine.userExamUuid}/retake_it.json`),
      other.patch(`/api/user_exams/${mine.userExamUuid}.json`, { autoRenew: false }),
      other.patch(`/api/user_courses/${userCourseUuid}/update_confirmation`, {
        passedAt: '2026-01-01',
        firstName: 'X',
        lastName: 'Y',
      }),
      other.get(`/api/subscriptions/${ACLS_SUBSCRIPTION}.json`),
      enroll(other, { courseId: 'acls', subscriptionUuid: ACLS_SUBSCRIPTION }),
    ];
    const statuses = (await Promise.all(attempts)).map((r) => r.status);
    expect(statuses).toEqual(statuses.map(() => 404));
    expect((await other.get('/api/user_courses.json')).body.data.map((c: { uuid: string }) => c.uuid)).not.toContain(
      userCourseUuid,
    );
  });
});
