// Races on the learner's write paths, through the local gateway: answers, section completion,
// scoring, retakes and card confirmation each keep one truth when requests arrive together.
// Every test works on a learner of its own (signed up here, with a subscription written into the
// stack's table), so the tests do not share state.
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { examButton } from '@shared/rules/learning';
import { ApiClient } from '../support/api-client';
import { SECTION_SANITIZER_VERSION } from '@shared/rules/section-html';

const stack = inject('stack');

beforeAll(() => {
  // The data layer in this process talks to the stack's DynamoDB (seeding and reading back).
  Object.assign(process.env, stack.env);
});

const data = async () => ({
  ...(await import('@functions/data/table')),
  ...(await import('@functions/data/catalog')),
  ...(await import('@functions/data/learning')),
  ...(await import('@functions/data/items')),
  keys: await import('@functions/data/keys'),
});

/** Write requests that may be declared idempotent carry a key; harmless where they are not. */
const keyed = () => ({ headers: { 'idempotency-key': randomUUID() } });

interface Learner {
  client: ApiClient;
  userId: string;
  subscriptionUuid: string;
}

async function newLearner(courseIds = ['acls']): Promise<Learner> {
  const client = new ApiClient(stack.url);
  await client.bootstrap();
  const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const signUp = await client.request(
    'POST',
    '/api/users.json',
    {
      firstName: 'Rae',
      lastName: 'Racer',
      email: `racer-${randomUUID()}@example.com`,
      phone,
      password: 'Str0ngPassword',
    },
    keyed(),
  );
  expect(signUp.status).toBe(201);
  await client.bootstrap();
  const { putItems, subscriptionItem } = await data();
  const subscriptionUuid = randomUUID();
  const userId: string = signUp.body.user.id;
  await putItems([
    subscriptionItem({
      uuid: subscriptionUuid,
      userId,
      productId: 'race-pass',
      productName: 'Race Pass',
      color: '#0b5cab',
      featuredUrl: null,
      courseIds,
      layout: 'certify',
      createdAt: new Date().toISOString(),
    }),
  ]);
  return { client, userId, subscriptionUuid };
}

async function enrolled(courseId = 'acls') {
  const learner = await newLearner([courseId]);
  const created = await learner.client.request(
    'POST',
    '/api/user_courses.json',
    { courseId, subscriptionUuid: learner.subscriptionUuid },
    keyed(),
  );
  expect(created.status).toBe(201);
  const userCourseUuid: string = created.body.uuid;
  const sections = await learner.client.get(`/api/user_course_sections.json?user_course_uuid=${userCourseUuid}`);
  return {
    ...learner,
    userCourseUuid,
    sectionUuids: sections.body.data.map((s: { uuid: string }) => s.uuid) as string[],
  };
}

async function readyForExam() {
  const course = await enrolled();
  for (const uuid of course.sectionUuids)
    expect((await course.client.patch(`/api/user_course_sections/${uuid}.json`, { completed: true })).status).toBe(200);
  const examUuid: string = (await course.client.get(`/api/user_courses/${course.userCourseUuid}.json`)).body
    .userExamUuid;
  expect(examUuid).toEqual(expect.any(String));
  return { ...course, examUuid };
}

/** The exam's questions with a right and a wrong answer id each (right answers from the seeded bank). */
async function questionsOf(client: ApiClient, examUuid: string) {
  const { seedCourses } = await import('@infra/local/seed/catalog/index');
  const bank = seedCourses.find((c) => c.id === 'acls')!.questions;
  const reply = await client.get(`/api/user_questions.json?userExamUuid=${examUuid}`);
  return (reply.body.data as { id: string; content: string; userAnswers: { id: string }[] }[]).map((question) => {
    const correct = bank.find((q) => q.content === question.content)!.answers.findIndex((a) => a.correct);
    return {
      id: question.id,
      right: question.userAnswers[correct]!.id,
      wrong: question.userAnswers[(correct + 1) % 4]!.id,
    };
  });
}

const answer = (client: ApiClient, questionId: string, answerId: string) =>
  client.patch(`/api/user_questions/${questionId}.json`, { selectedUserAnswerId: answerId });

async function answerAll(client: ApiClient, examUuid: string, pick: 'right' | 'wrong') {
  for (const question of await questionsOf(client, examUuid))
    expect((await answer(client, question.id, question[pick])).status).toBe(200);
}

/** Every exam item of a user course, read straight from the table. */
async function examsOf(userId: string, userCourseUuid: string) {
  const { queryAll, itemSchema, keys } = await data();
  const { looseObject, string } = await import('zod/mini');
  const item = itemSchema('UserExam', () => looseObject({ userCourseUuid: string(), uuid: string() }));
  const items = await queryAll({ PK: keys.user(userId).PK, SKPrefix: 'USER_EXAM#' }, { item });
  return items.filter((exam) => exam.userCourseUuid === userCourseUuid);
}

const statuses = (replies: { status: number }[]) => replies.map((r) => r.status).sort();

describe('answers saved at the same moment', () => {
  it('ten answers at once reach 100% progress, and the failed exam then reads as scored (Review Exam)', async () => {
    const { client, userCourseUuid, examUuid } = await readyForExam();
    const questions = await questionsOf(client, examUuid);
    const replies = await Promise.all(questions.map((q) => answer(client, q.id, q.wrong)));
    expect(statuses(replies)).toEqual(questions.map(() => 200));

    const course = (await client.get(`/api/user_courses/${userCourseUuid}.json`)).body;
    expect(course).toMatchObject({ examProgress: 100, userExam: { answeredCount: 10, canSubmit: true } });
    expect((await client.patch(`/api/user_exams/${examUuid}/score_it.json`)).body.userExam).toMatchObject({
      status: 'failed',
      score: 0,
    });

    const after = (await client.get(`/api/user_courses/${userCourseUuid}.json`)).body;
    expect(after).toMatchObject({
      status: 'failed',
      examProgress: 100,
      scoredAt: expect.any(String),
      userExam: { status: 'failed', answeredCount: 10 },
    });
    expect(examButton(after).label).toBe('Review Exam');
  });
});

describe('sections completed at the same moment', () => {
  it.each([2, 3])(
    'completing the last %i sections at once attaches exactly one exam, reachable from the course',
    async (count) => {
      const { client, userId, userCourseUuid, sectionUuids } = await enrolled();
      for (const uuid of sectionUuids.slice(0, -count))
        expect((await client.patch(`/api/user_course_sections/${uuid}.json`, { completed: true })).status).toBe(200);
      const replies = await Promise.all(
        sectionUuids
          .slice(-count)
          .map((uuid) => client.patch(`/api/user_course_sections/${uuid}.json`, { completed: true })),
      );
      expect(statuses(replies)).toEqual(replies.map(() => 200));

      const course = (await client.get(`/api/user_courses/${userCourseUuid}.json`)).body;
      expect(course).toMatchObject({
        progress: 100,
        canStart: true,
        userExamUuid: expect.any(String),
        userExam: { status: 'in_progress' },
      });
      expect(replies.map((r) => r.body.redirect)).toContain(`/exams/${course.userExamUuid}`);
      expect((await client.get(`/api/user_exams/${course.userExamUuid}.json`)).status).toBe(200);
      expect((await examsOf(userId, userCourseUuid)).map((e) => e.uuid)).toEqual([course.userExamUuid]);
    },
  );

  it('an exam never drawn after the last section (a crash) is attached by the next reads, once', async () => {
    const { client, userId, userCourseUuid, sectionUuids } = await enrolled();
    // The state a crash between completing the last section and drawing the exam leaves behind.
    const { db, tableName, keys } = await data();
    const at = new Date().toISOString();
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.userCourse(userId, userCourseUuid),
        UpdateExpression: `SET ${sectionUuids.map((_, i) => `sections[${i}].completedAt = :at`).join(', ')}`,
        ExpressionAttributeValues: { ':at': at },
      }),
    );

    const reads = await Promise.all([
      client.get(`/api/user_courses/${userCourseUuid}.json`),
      client.get(`/api/user_courses/${userCourseUuid}.json`),
      client.get('/api/user_courses.json'),
      client.get(`/api/user_course_sections/${sectionUuids[0]}.json`),
    ]);
    expect(statuses(reads)).toEqual([200, 200, 200, 200]);
    const examUuid = reads[0]!.body.userExamUuid;
    expect(examUuid).toEqual(expect.any(String));
    expect(reads[1]!.body.userExamUuid).toBe(examUuid);
    expect(reads[2]!.body.data.find((c: { uuid: string }) => c.uuid === userCourseUuid).userExamUuid).toBe(examUuid);
    expect(reads[3]!.body.userCourse.userExamUuid).toBe(examUuid);
    expect((await client.get(`/api/user_exams/${examUuid}.json`)).body).toMatchObject({
      status: 'in_progress',
      questionCount: 10,
    });
    expect((await examsOf(userId, userCourseUuid)).map((e) => e.uuid)).toEqual([examUuid]);
  });
});

describe('scoring', () => {
  it('answers saved while the exam is scored are refused (409) or scored: never stored unscored', async () => {
    const { client, userCourseUuid } = await readyForExam();
    let examUuid: string = (await client.get(`/api/user_courses/${userCourseUuid}.json`)).body.userExamUuid;
    // Rounds of: all answers wrong, then seven of them turned right in a stream of saves around
    // the submit (the exam still fails at 70%, so the next round can retake it).
    for (let round = 0; round < 3; round += 1) {
      await answerAll(client, examUuid, 'wrong');
      const all = await questionsOf(client, examUuid);
      const questions = all.slice(0, 7);
      const later = <T>(ms: number, send: () => Promise<T>) =>
        new Promise<T>((resolve, reject) => setTimeout(() => send().then(resolve, reject), ms));
      const [scored, ...answers] = await Promise.all([
        later(8, () => client.patch(`/api/user_exams/${examUuid}/score_it.json`)),
        ...questions.map((q, i) => later(i * 3, () => answer(client, q.id, q.right))),
      ]);
      expect(scored.status).toBe(200);
      for (const reply of answers) expect([200, 409]).toContain(reply.status);

      // What is stored is what was scored: the stored selections that are right (by the bank) make the score.
      const review = (await client.get(`/api/user_questions.json?userExamUuid=${examUuid}`)).body;
      const rightIds = new Set(all.map((q) => q.right));
      const right = review.data.filter((q: { selectedUserAnswerId: string }) =>
        rightIds.has(q.selectedUserAnswerId),
      ).length;
      expect(review.userExam.correctCount).toBe(right);
      expect(review.userExam.score, `round ${round}`).toBe(right * 10);
      expect(review.userExam.score).toBe(scored.body.userExam.score);
      expect((await client.get(`/api/user_courses/${userCourseUuid}.json`)).body).toMatchObject({
        status: 'failed',
        examProgress: 100,
      });
      examUuid = (await client.patch(`/api/user_exams/${examUuid}/retake_it.json`)).body.userExam.uuid;
    }
  });

  it('a double submit scores once: one 200, one 409', async () => {
    const { client, examUuid } = await readyForExam();
    await answerAll(client, examUuid, 'right');
    const replies = await Promise.all([0, 1].map(() => client.patch(`/api/user_exams/${examUuid}/score_it.json`)));
    expect(statuses(replies)).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.body.message).toBe('This exam has already been submitted.');
  });

  it('concurrent retakes start one new exam', async () => {
    const { client, userId, userCourseUuid, examUuid } = await readyForExam();
    await answerAll(client, examUuid, 'wrong');
    expect((await client.patch(`/api/user_exams/${examUuid}/score_it.json`)).status).toBe(200);
    const replies = await Promise.all([0, 1, 2].map(() => client.patch(`/api/user_exams/${examUuid}/retake_it.json`)));
    expect(statuses(replies)).toEqual([200, 409, 409]);
    const next = replies.find((r) => r.status === 200)!.body.userExam.uuid;
    expect((await client.get(`/api/user_courses/${userCourseUuid}.json`)).body).toMatchObject({
      status: 'in_progress',
      userExamUuid: next,
      examProgress: 0,
    });
    expect((await examsOf(userId, userCourseUuid)).map((e) => e.uuid).sort()).toEqual([examUuid, next].sort());
  });
});

describe('card confirmation', () => {
  it('confirms once: of two at the same moment exactly one succeeds, and later ones are refused', async () => {
    const { client, userCourseUuid, examUuid } = await readyForExam();
    await answerAll(client, examUuid, 'right');
    expect((await client.patch(`/api/user_exams/${examUuid}/score_it.json`)).body.userExam.status).toBe('passed');
    const { issuedOn } = (await client.get(`/api/user_courses/${userCourseUuid}.json`)).body;
    const confirm = (lastName: string) =>
      client.patch(`/api/user_courses/${userCourseUuid}/update_confirmation`, {
        passedAt: issuedOn,
        autoRenew: false,
        firstName: 'Rae',
        lastName,
      });

    const replies = await Promise.all([confirm('Racer-One'), confirm('Racer-Two')]);
    expect(statuses(replies)).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.body.message).toBe('This card has already been confirmed.');
    const again = await confirm('Racer-Three');
    expect(again).toMatchObject({ status: 409, body: { message: 'This card has already been confirmed.' } });
    const winner = replies.find((r) => r.status === 200)!.body.currentUser.lastName;
    expect((await client.get('/api/bootstrap.json')).body.currentUser.lastName).toBe(winner);
  });
});

describe('a course past 1 MB of section content', () => {
  it('enrolls with every section, and lists them without their bodies', async () => {
    const { courseItem, getCourse, putItems, sectionItem } = await data();
    const acls = (await getCourse('acls'))!;
    const courseId = `big-${randomUUID().slice(0, 8)}`;
    // Kept out of the catalogue index so other tests' search results stay the seeded five.
    const {
      GSI1PK: _pk,
      GSI1SK: _sk,
      ...course
    } = courseItem({ ...acls, id: courseId, title: 'A Very Long Course', sectionCount: 8 });
    const body = `<p>${'Long reading. '.repeat(15_000)}</p>`; // ~210 KB each, ~1.7 MB in all
    const sections = Array.from({ length: 8 }, (_, i) =>
      sectionItem({
        id: `${courseId}-s${i + 1}`,
        courseId,
        position: i + 1,
        title: `Part ${i + 1}`,
        about: `About part ${i + 1}`,
        duration: 30,
        content: body,
        contentSanitizer: SECTION_SANITIZER_VERSION,
      }),
    );
    await putItems([course, ...sections]);

    const learner = await newLearner([courseId]);
    const created = await learner.client.request(
      'POST',
      '/api/user_courses.json',
      { courseId, subscriptionUuid: learner.subscriptionUuid },
      keyed(),
    );
    expect(created.status).toBe(201);
    const mine = await learner.client.get(`/api/user_course_sections.json?user_course_uuid=${created.body.uuid}`);
    expect(mine.body.data.map((s: { title: string }) => s.title)).toEqual(sections.map((s) => s.title));
    const listed = await learner.client.get(`/api/course_sections.json?course_id=${courseId}`);
    expect(listed.body.data).toHaveLength(8);
    expect(listed.body.data[7]).not.toHaveProperty('content');
    const last = await learner.client.get(`/api/user_course_sections/${mine.body.data[7].uuid}.json`);
    expect(last.body.content).toBe(body);
  });
});
