// What the admin changes reaches learners, and only the way it should:
// - exams already drawn keep the questions they were drawn with: editing or deleting a question
//   changes future exams only, never an exam in progress nor a scored exam's review;
// - a section's HTML is sanitized before it is stored (script, onerror, svg onload, javascript:
//   links, style expressions all stored inert), and the learner's next read shows the edit.
// The course is this file's own (written into the stack's table), so no other test sees the edits.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { SECTION_SANITIZER_VERSION } from '@shared/rules/section-html';

const stack = inject('stack');
const keyed = () => ({ headers: { 'idempotency-key': randomUUID() } });

let admin: ApiClient;
beforeAll(async () => {
  Object.assign(process.env, stack.env);
  admin = new ApiClient(stack.url);
  await admin.signIn('admin@example.com');
  await admin.bootstrap();
});

interface SeededQuestion {
  id: string;
  content: string;
  answers: { id: string; content: string }[];
  correctId: string;
}

/** A bank of `count` questions (four answers, one correct) built through the admin API. */
async function bankWithQuestions(count: number) {
  const bank = (
    await admin.request(
      'POST',
      '/api/admin/question_banks.json',
      { name: `Exam bank ${randomUUID().slice(0, 6)}` },
      keyed(),
    )
  ).body.questionBank;
  const questions: SeededQuestion[] = [];
  for (let q = 1; q <= count; q += 1) {
    const content = `Bank question ${q} ${randomUUID().slice(0, 4)}?`;
    const { id } = (
      await admin.request('POST', '/api/admin/questions.json', { content, questionBankId: bank.id }, keyed())
    ).body.question;
    const answers = [];
    for (let a = 1; a <= 4; a += 1)
      answers.push(
        (
          await admin.request(
            'POST',
            '/api/admin/answers.json',
            { content: `Q${q} answer ${a}`, questionId: id },
            keyed(),
          )
        ).body.answer,
      );
    await admin.patch(`/api/admin/answers/${answers[q % 4].id}.json`, { correct: true });
    questions.push({
      id,
      content,
      answers: answers.map((answer: { id: string; content: string }) => ({ id: answer.id, content: answer.content })),
      correctId: answers[q % 4].id,
    });
  }
  return { bankId: bank.id as string, questions };
}

/** A one-section course on that bank, drawing every question, offered to a new learner by subscription. */
async function courseAndLearner(bankId: string, questionsPerExam: number) {
  const { putItems, courseItem, sectionItem } = await import('@functions/data/catalog');
  const { subscriptionItem } = await import('@functions/data/learning');
  const courseId = `admin-test-${randomUUID().slice(0, 8)}`;
  const sectionId = `${courseId}-s1`;
  await putItems([
    courseItem({
      id: courseId,
      courseType: 'BLS',
      title: 'Admin test course',
      subtitle: '',
      shortDescription: '',
      description: '',
      targetAudience: '',
      learningObjectives: [],
      creditHours: 1,
      color: '#0b5cab',
      thumbnailUrl: null,
      featuredUrl: null,
      categories: [],
      authors: [],
      approvalEntities: [],
      disclosures: '',
      productIds: [],
      questionBankId: bankId,
      questionsPerExam,
      passingScore: 80,
      sectionCount: 1,
    }),
    sectionItem({
      id: sectionId,
      courseId,
      position: 1,
      title: 'Only section',
      about: 'About it',
      duration: 5,
      content: '<p>Original content.</p>',
      contentSanitizer: SECTION_SANITIZER_VERSION,
      thumbnailUrl: null,
    }),
  ]);
  const learner = new ApiClient(stack.url);
  await learner.bootstrap();
  const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const signUp = await learner.request(
    'POST',
    '/api/users.json',
    {
      firstName: 'Eve',
      lastName: 'Examinee',
      email: `examinee-${randomUUID()}@example.com`,
      phone,
      password: 'Str0ngPassword',
    },
    keyed(),
  );
  expect(signUp.status).toBe(201);
  await learner.bootstrap();
  const subscriptionUuid = randomUUID();
  await putItems([
    subscriptionItem({
      uuid: subscriptionUuid,
      userId: signUp.body.user.id,
      productId: 'admin-pass',
      productName: 'Admin Pass',
      color: '#0b5cab',
      featuredUrl: null,
      courseIds: [courseId],
      layout: 'certify',
      createdAt: new Date().toISOString(),
    }),
  ]);
  const enrolled = await learner.request('POST', '/api/user_courses.json', { courseId, subscriptionUuid }, keyed());
  expect(enrolled.status).toBe(201);
  const sectionUuid: string = enrolled.body.firstUserCourseSectionUuid;
  return { courseId, sectionId, learner, userCourseUuid: enrolled.body.uuid as string, sectionUuid };
}

async function examOf(learner: ApiClient, userCourseUuid: string, sectionUuid: string) {
  expect((await learner.patch(`/api/user_course_sections/${sectionUuid}.json`, { completed: true })).status).toBe(200);
  const examUuid: string = (await learner.get(`/api/user_courses/${userCourseUuid}.json`)).body.userExamUuid;
  expect(examUuid).toEqual(expect.any(String));
  return examUuid;
}

type ExamQuestion = {
  id: string;
  content: string;
  correct: boolean | null;
  userAnswers: { id: string; content: string; correct: boolean | null }[];
};
const examQuestions = async (learner: ApiClient, examUuid: string) =>
  (await learner.get(`/api/user_questions.json?userExamUuid=${examUuid}`)).body.data as ExamQuestion[];
const shape = (questions: ExamQuestion[]) =>
  questions.map((question) => ({
    content: question.content,
    answers: question.userAnswers.map((answer) => answer.content),
  }));

describe('exams already drawn keep their questions', () => {
  it('an exam in progress and its scored review keep the drawn questions; the next exam draws the edited bank', async () => {
    const { bankId, questions } = await bankWithQuestions(3);
    const first = await courseAndLearner(bankId, 3);
    const examUuid = await examOf(first.learner, first.userCourseUuid, first.sectionUuid);
    const drawn = await examQuestions(first.learner, examUuid);
    expect(drawn.map((question) => question.content).sort()).toEqual(
      questions.map((question) => question.content).sort(),
    );

    // The admin rewrites question 1 (content, an answer, which answer is correct) and deletes question 2.
    const [q1, q2] = questions;
    expect((await admin.patch(`/api/admin/questions/${q1!.id}.json`, { content: 'Rewritten question?' })).status).toBe(
      200,
    );
    expect(
      (
        await admin.patch(`/api/admin/answers/${q1!.answers[0]!.id}.json`, {
          content: 'Rewritten answer',
          correct: true,
          order: 4,
        })
      ).status,
    ).toBe(200);
    expect((await admin.delete(`/api/admin/questions/${q2!.id}.json`)).status).toBe(200);

    // In progress: the learner still sees exactly what was drawn.
    expect(shape(await examQuestions(first.learner, examUuid))).toEqual(shape(drawn));

    // Answered by the drawn correct answers, the exam passes with 100%: scored against what was drawn.
    for (const question of drawn) {
      const seeded = questions.find((candidate) => candidate.content === question.content)!;
      const correctContent = seeded.answers.find((answer) => answer.id === seeded.correctId)!.content;
      const pick = question.userAnswers.find((answer) => answer.content === correctContent)!;
      expect(
        (await first.learner.patch(`/api/user_questions/${question.id}.json`, { selectedUserAnswerId: pick.id }))
          .status,
      ).toBe(200);
    }
    const scored = await first.learner.patch(`/api/user_exams/${examUuid}/score_it.json`);
    expect(scored.body.userExam).toMatchObject({ status: 'passed', score: 100 });

    // The review shows the questions as drawn, with the answers that were correct then.
    const review = await examQuestions(first.learner, examUuid);
    expect(shape(review)).toEqual(shape(drawn));
    expect(review.every((question) => question.correct === true)).toBe(true);

    // A new exam draws the bank as it is now: the rewritten question, without the deleted one.
    const second = await courseAndLearner(bankId, 3);
    const next = await examQuestions(
      second.learner,
      await examOf(second.learner, second.userCourseUuid, second.sectionUuid),
    );
    expect(next.map((question) => question.content).sort()).toEqual(
      ['Rewritten question?', questions[2]!.content].sort(),
    );
    expect(
      next.find((question) => question.content === 'Rewritten question?')!.userAnswers.map((answer) => answer.content),
    ).toEqual(['Q1 answer 2', 'Q1 answer 3', 'Q1 answer 4', 'Rewritten answer']);
  });

  it('a question disabled or left without a correct answer is not drawn by new exams', async () => {
    const { bankId, questions } = await bankWithQuestions(3);
    await admin.patch(`/api/admin/questions/${questions[0]!.id}.json`, { enabled: false });
    await admin.delete(`/api/admin/answers/${questions[1]!.correctId}.json`);
    const { learner, userCourseUuid, sectionUuid } = await courseAndLearner(bankId, 3);
    const drawn = await examQuestions(learner, await examOf(learner, userCourseUuid, sectionUuid));
    expect(drawn.map((question) => question.content)).toEqual([questions[2]!.content]);
  });
});

describe('the section editor', () => {
  it('reads a section by course and id, or by id alone; 404 for another course or section', async () => {
    const { bankId } = await bankWithQuestions(1);
    const { courseId, sectionId } = await courseAndLearner(bankId, 1);
    expect((await admin.get(`/api/course_sections/${sectionId}.json?courseId=${courseId}`)).body).toEqual({
      id: sectionId,
      courseId,
      title: 'Only section',
      content: '<p>Original content.</p>',
    });
    expect((await admin.get(`/api/course_sections/${sectionId}.json?courseId=acls`)).status).toBe(404);
    expect((await admin.get(`/api/course_sections/nope.json?courseId=${courseId}`)).status).toBe(404);
    // The spec's path without our courseId finds the section's course.
    expect((await admin.get(`/api/course_sections/${sectionId}.json`)).body).toMatchObject({
      id: sectionId,
      courseId,
      content: '<p>Original content.</p>',
    });
    expect((await admin.get('/api/course_sections/bls-s1.json')).body).toMatchObject({ id: 'bls-s1', courseId: 'bls' });
    expect((await admin.get('/api/course_sections/no-such-section.json')).status).toBe(404);
    expect((await admin.patch(`/api/course_sections/${sectionId}.json`, { content: '<p>x</p>' })).body).toEqual({
      errors: { courseId: ["can't be blank"] },
    });
    expect(
      (await admin.patch(`/api/course_sections/${sectionId}.json`, { courseId: 'acls', content: '<p>x</p>' })).status,
    ).toBe(404);
    expect(
      (await admin.patch(`/api/course_sections/${sectionId}.json`, { courseId, content: 'x'.repeat(200_001) })).status,
    ).toBe(422);
    // Within the limit as sent, past it once cleaned (each & is stored as &amp;): a 422, and nothing lost.
    expect(
      await admin.patch(`/api/course_sections/${sectionId}.json`, {
        courseId,
        content: `<p>${'&'.repeat(150_000)}</p>`,
      }),
    ).toMatchObject({ status: 422, body: { errors: { content: [expect.stringMatching(/too long once cleaned/)] } } });
    expect((await admin.get(`/api/course_sections/${sectionId}.json?courseId=${courseId}`)).body.content).toBe(
      '<p>Original content.</p>',
    );
  });

  it('stores every attack inert, says so, and the learner reads exactly what was stored', async () => {
    const { bankId } = await bankWithQuestions(1);
    const { courseId, sectionId, learner, sectionUuid } = await courseAndLearner(bankId, 1);
    const attack = [
      '<h2>Updated heading</h2><p>Kept <strong>text</strong>.</p>',
      '<script>alert("script")</script>',
      '<img src="/uploads/chart.png" alt="Chart" onerror="alert(\'onerror\')">',
      '<svg onload="alert(\'svg\')"><circle r="2"/></svg>',
      '<a href="javascript:alert(\'href\')">bad link</a><a href="https://example.org/guide">good link</a>',
      '<p style="width: expression(alert(\'style\'))">styled</p>',
      '<iframe src="https://evil.example/frame"></iframe>',
    ].join('');
    const saved = await admin.patch(`/api/course_sections/${sectionId}.json`, { courseId, content: attack });
    expect(saved.status).toBe(200);
    const stored =
      '<h2>Updated heading</h2><p>Kept <strong>text</strong>.</p><img src="/uploads/chart.png" alt="Chart" /><a>bad link</a><a href="https://example.org/guide">good link</a><p>styled</p>';
    expect(saved.body).toMatchObject({
      id: sectionId,
      courseId,
      content: stored,
      toaster: { type: 'info', message: expect.stringMatching(/removed/) },
    });
    expect((await admin.get(`/api/course_sections/${sectionId}.json?courseId=${courseId}`)).body.content).toBe(stored);
    expect((await learner.get(`/api/user_course_sections/${sectionUuid}.json`)).body.content).toBe(stored);

    const clean = await admin.patch(`/api/course_sections/${sectionId}.json`, {
      courseId,
      content: '<p>Second edit.</p>',
    });
    expect(clean.body.toaster).toEqual({ type: 'success', message: 'Section saved.' });
    expect((await learner.get(`/api/user_course_sections/${sectionUuid}.json`)).body.content).toBe(
      '<p>Second edit.</p>',
    );
  });

  it('serves a section written before sanitizing on write (no allow-list mark) only once the migration has cleaned it', async () => {
    const { bankId } = await bankWithQuestions(1);
    const { courseId, learner, sectionUuid } = await courseAndLearner(bankId, 1);
    const { putItems, sectionItem } = await import('@functions/data/catalog');
    // An old item: raw HTML and no contentSanitizer (its course is in the catalogue index the migration walks).
    await putItems([
      sectionItem({
        id: `${courseId}-s1`,
        courseId,
        position: 1,
        title: 'Only section',
        about: 'About it',
        duration: 5,
        content: '<p>Old <strong>text</strong>.</p><script>alert(1)</script>',
      }),
    ]);
    expect((await learner.get(`/api/user_course_sections/${sectionUuid}.json`)).body.content).toBe('');
    const { sanitizeStoredSections } = await import('@functions/domain/admin/stored-sections');
    expect((await sanitizeStoredSections({ dryRun: true })).sanitized).toBeGreaterThanOrEqual(1);
    expect((await learner.get(`/api/user_course_sections/${sectionUuid}.json`)).body.content).toBe('');
    await sanitizeStoredSections();
    expect((await learner.get(`/api/user_course_sections/${sectionUuid}.json`)).body.content).toBe(
      '<p>Old <strong>text</strong>.</p>',
    );
    expect((await sanitizeStoredSections()).sanitized).toBe(0);
  });
});
