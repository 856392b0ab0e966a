// A brand-new learner with an ACLS subscription (written to the table, as a purchase would leave
// it), for tests that need a course of their own: enrolled through the subscription and, on
// request, through every section and a passing exam, as the browser's calls would do it.
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { subscriptionItem } from '@functions/data/learning';
import { db, tableName } from '@functions/data/table';
import { seedCourses } from '@infra/local/seed/catalog/index';
import type { ApiClient } from './api-client';
import { signUpLearner } from './checkout';

interface Stack {
  url: string;
  env: Record<string, string>;
}

export interface SubscribedLearner {
  client: ApiClient;
  userId: string;
  email: string;
  /** Signs in with this password. */
  password: string;
  subscriptionUuid: string;
}

/** Signs up a learner and gives them an ACLS subscription (the test process must carry the stack's env). */
export async function subscribedLearner(stack: Stack, firstName = 'Sam'): Promise<SubscribedLearner> {
  Object.assign(process.env, stack.env);
  const { client, userId, email } = await signUpLearner(stack, {
    firstName,
    lastName: 'Subscriber',
    emailPrefix: 'sub',
  });
  const subscriptionUuid = randomUUID();
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: subscriptionItem({
        uuid: subscriptionUuid,
        userId,
        productId: 'acls-certification',
        productName: 'ACLS Certification',
        color: '#b71c1c',
        featuredUrl: null,
        courseIds: ['acls'],
        layout: 'certify',
        createdAt: new Date().toISOString(),
      }),
    }),
  );
  return { client, userId, email, password: 'Str0ngPassword', subscriptionUuid };
}

/** Enrolls in ACLS through the subscription: the new user course's uuid. */
export async function enrollInAcls(learner: SubscribedLearner): Promise<string> {
  const reply = await learner.client.post('/api/user_courses.json', {
    courseId: 'acls',
    subscriptionUuid: learner.subscriptionUuid,
  });
  if (reply.status !== 201) throw new Error(`Enrollment failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.uuid as string;
}

/**
 * Completes every section and passes the exam with the seeded bank's right answers: the exam's uuid.
 * `scoreHeaders` go with the scoring request (a correlation id to find its lines by).
 */
export async function passAcls(
  client: ApiClient,
  userCourseUuid: string,
  scoreHeaders: Record<string, string> = {},
): Promise<string> {
  const sections = await client.get(`/api/user_course_sections.json?userCourseId=${userCourseUuid}`);
  for (const section of sections.body.data) {
    const done = await client.patch(`/api/user_course_sections/${section.uuid}.json`, { completed: true });
    if (done.status !== 200) throw new Error(`Section not completed: ${done.status}`);
  }
  const examUuid = (await client.get(`/api/user_courses/${userCourseUuid}.json`)).body.userExamUuid as string;
  const bank = seedCourses.find((c) => c.id === 'acls')!.questions;
  for (const question of (await client.get(`/api/user_questions.json?userExamUuid=${examUuid}`)).body.data) {
    const seed = bank.find((q) => q.content === question.content)!;
    await client.patch(`/api/user_questions/${question.id}.json`, {
      selectedUserAnswerId: question.userAnswers[seed.answers.findIndex((a) => a.correct)].id,
    });
  }
  const scored = await client.patch(`/api/user_exams/${examUuid}/score_it.json`, undefined, {
    headers: scoreHeaders,
  });
  if (scored.body.userExam?.status !== 'passed') throw new Error(`The exam was not passed: ${scored.status}`);
  return examUuid;
}
