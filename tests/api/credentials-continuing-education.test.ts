// The certificate process through the API, on the seeded learner's passed BLS: certificates listed
// per accreditation, verification of the details the accreditors need, our own evaluation, the CE
// certificate PDF, the credits total; another learner's ids are 404s; racing submits apply once.
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';

const stack = inject('stack');
const BLS_USER_COURSE = '8e2f4a61-7c3b-4d9e-a1f5-2b6c8d0e4f17';
const ANSWERS = { objectives: 5, practice: 4, bias: 'Yes', change: 'Two-minute compressor swaps.' };

let learner: ApiClient;
let examUuid: string;

async function signedIn(email: string) {
  const client = new ApiClient(stack.url);
  await client.signIn(email);
  await client.bootstrap();
  return client;
}

beforeAll(async () => {
  learner = await signedIn('learner@example.com');
  const course = await learner.get(`/api/user_courses/${BLS_USER_COURSE}.json`);
  examUuid = course.body.userExamUuid ?? course.body.userExam?.uuid;
  expect(examUuid).toBeTruthy();
});

describe('before the evaluation', () => {
  it('offers the BLS certificates, one per accreditation, credits to 2 decimals', async () => {
    const course = await learner.get(`/api/user_courses/${BLS_USER_COURSE}.json`);
    expect(course.body).toMatchObject({
      cmeCertificatesCount: 2,
      cmeEvaluationId: 'eval-bls',
      cmeEvaluationSubmission: null,
    });
    const list = await learner.get(`/api/cme_certificates.json?userCourseUuid=${BLS_USER_COURSE}`);
    expect(list.body.data).toEqual([
      {
        id: 'ancc',
        name: 'Nursing Contact Hours',
        accreditation: 'Nursing Continuing Education Board (sample)',
        credits: 4,
        creditsLabel: 'Contact Hours',
        subCredits: 1,
        subCreditsLabel: 'Pharmacology Hours',
      },
      {
        id: 'capce',
        name: 'EMS Continuing Education',
        accreditation: 'Emergency Medical Services Education Commission (sample)',
        credits: 3.75,
        creditsLabel: 'CEH',
        subCredits: null,
        subCreditsLabel: null,
      },
    ]);
    const exam = await learner.get(`/api/user_exams/${examUuid}.json`);
    expect(exam.body.cmeEvaluation).toMatchObject({
      id: 'eval-bls',
      userVerificationRequired: true,
      verifyDriversLicense: true,
      verifyStateLicenses: true,
      verifyBirthDate: false,
    });
    expect(exam.body.cmeEvaluation.questions.length).toBeGreaterThan(2);
  });

  it('refuses the PDF until the evaluation is submitted, and the evaluation until the information is confirmed', async () => {
    const pdf = await learner.get(`/api/cme_certificates/ancc.pdf?user_course_uuid=${BLS_USER_COURSE}`);
    expect(pdf).toMatchObject({
      status: 409,
      body: { message: 'Complete the course evaluation to download your CE certificate.' },
    });
    const early = await learner.post('/api/cme_evaluation_submissions/typeform_submitted', {
      user_exam_id: examUuid,
      answers: ANSWERS,
    });
    expect(early).toMatchObject({
      status: 422,
      body: { errors: { base: ['Please confirm your information first.'] } },
    });
    expect((await learner.get('/api/cme_credits.json')).body).toEqual({ totalCredits: 0, data: [] });
  });

  it('names the missing details when confirming the information', async () => {
    const reply = await learner.post('/api/cme_evaluation_submissions/user_information_verified', {
      user_exam_id: examUuid,
    });
    expect(reply).toMatchObject({
      status: 422,
      body: {
        errors: { driversLicense: ["Upload your driver's license"], stateLicenses: ['Add at least one state license'] },
      },
    });
  });
});

describe("another learner's ids", () => {
  it('are 404s on every call', async () => {
    const other = await signedIn('member@example.com');
    expect(
      (await other.post('/api/cme_evaluation_submissions/user_information_verified', { user_exam_id: examUuid }))
        .status,
    ).toBe(404);
    expect(
      (
        await other.post('/api/cme_evaluation_submissions/typeform_submitted', {
          user_exam_id: examUuid,
          answers: ANSWERS,
        })
      ).status,
    ).toBe(404);
    expect((await other.get(`/api/cme_certificates.json?userCourseUuid=${BLS_USER_COURSE}`)).status).toBe(404);
    expect((await other.get(`/api/cme_certificates/ancc.pdf?user_course_uuid=${BLS_USER_COURSE}`)).status).toBe(404);
    expect((await learner.get(`/api/cme_certificates.json?userCourseUuid=${randomUUID()}`)).status).toBe(404);
    expect((await learner.get('/api/cme_certificates.json')).status).toBe(422);
  });
});

describe('the process', () => {
  it("confirms the information once the license and driver's license are on file", async () => {
    expect(
      (await learner.post('/api/state_licenses.json', { license: 'RN999999', state_id: 'FL', profession_id: 'rn' }))
        .status,
    ).toBe(201);
    const bytes = Buffer.from('%PDF-1.4 licence\n');
    const upload = await learner.post('/api/direct_uploads', {
      blob: {
        filename: 'dl.pdf',
        byteSize: bytes.length,
        contentType: 'application/pdf',
        checksum: createHash('md5').update(bytes).digest('base64'),
      },
      use: 'driversLicense',
    });
    await fetch(upload.body.direct_upload.url, {
      method: 'PUT',
      headers: upload.body.direct_upload.headers,
      body: new Uint8Array(bytes),
    });
    const me = (await learner.get('/api/bootstrap.json')).body.currentUser;
    expect(
      (await learner.patch(`/api/users/${me.id}.json`, { user: { drivers_license: upload.body.signed_id } })).status,
    ).toBe(200);

    const reply = await learner.post('/api/cme_evaluation_submissions/user_information_verified', {
      user_exam_id: examUuid,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.userCourse.cmeEvaluationSubmission).toEqual({ completed: false, userInformationVerified: true });
    expect(reply.body.currentUser.id).toBe(me.id);
  });

  it('checks the evaluation answers per question', async () => {
    const reply = await learner.post('/api/cme_evaluation_submissions/typeform_submitted', {
      user_exam_id: examUuid,
      answers: { objectives: 9, bias: 'Maybe' },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      objectives: ['Please choose one of the answers.'],
      practice: ['Please answer this question.'],
      bias: ['Please choose one of the answers.'],
    });
  });

  it('completes the submission once, even when submits race', async () => {
    const replies = await Promise.all(
      [0, 1, 2].map(() =>
        learner.post('/api/cme_evaluation_submissions/typeform_submitted', {
          user_exam_id: examUuid,
          answers: ANSWERS,
        }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    for (const reply of replies)
      expect(reply.body.userCourse.cmeEvaluationSubmission).toEqual({ completed: true, userInformationVerified: true });
    expect((await learner.get(`/api/user_exams/${examUuid}.json`)).body.cmeEvaluationSubmission).toEqual({
      completed: true,
      userInformationVerified: true,
    });
  });

  it('serves each certificate as a PDF and counts the hours earned', async () => {
    const reply = await learner.request('GET', `/api/cme_certificates/ancc.pdf?user_course_uuid=${BLS_USER_COURSE}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/pdf');
    expect(String(reply.body).startsWith('%PDF-')).toBe(true);
    expect((await learner.get(`/api/cme_certificates/nope.pdf?user_course_uuid=${BLS_USER_COURSE}`)).status).toBe(404);
    expect((await learner.get('/api/cme_credits.json')).body).toEqual({
      totalCredits: 4,
      data: [{ userCourseUuid: BLS_USER_COURSE, courseName: 'Basic Life Support', credits: 4 }],
    });
  });
});
