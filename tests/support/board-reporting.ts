// Learners for the board-reporting API and e2e tests: a fresh account with a passed CE course (its
// exam passed, the personal details the accreditors need already confirmed), inside a subscription or
// bought on its own, so earning the certificate is one call (the course evaluation) and the reports
// follow from it.
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { putItems } from '@functions/data/catalog';
import { userExamItem } from '@functions/data/exams';
import * as keys from '@functions/data/keys';
import { latestPointerItem, subscriptionItem, userCourseItem, type UserCourse } from '@functions/data/learning';
import { db, tableName } from '@functions/data/table';
import { DEFAULT_TIME_ZONE } from '@functions/domain/company/company-settings';
import { seedCourses } from '@infra/local/seed/catalog/index';
import { addDays, localDate } from '@shared/rules/dates';
import { ApiClient } from './api-client';
import { uniqueEmail, uniquePhone } from './accounts';

interface Stack {
  url: string;
}

export const EVALUATION_ANSWERS = { objectives: 5, practice: 4, bias: 'Yes', change: 'Faster compressions.' };

export interface CeLearner {
  client: ApiClient;
  userId: string;
  email: string;
  userCourseUuid: string;
  userExamUuid: string;
  /** Null for a course bought on its own. */
  subscriptionUuid: string | null;
  passedOn: string;
}

/**
 * A new learner (Jane Doe) who passed `courseId` `daysAgo` days ago and confirmed their details for its
 * CE, in a subscription (or, with `subscription: false`, a course bought on its own).
 */
export async function learnerWithPassedCeCourse(
  stack: Stack,
  courseId = 'bls',
  daysAgo = 3,
  { subscription = true } = {},
): Promise<CeLearner> {
  const course = seedCourses.find((c) => c.id === courseId)!;
  const client = new ApiClient(stack.url);
  await client.bootstrap();
  const email = uniqueEmail('board');
  const created = await client.post(
    '/api/users.json',
    { firstName: 'Jane', lastName: 'Doe', email, phone: uniquePhone(), password: 'Password123!' },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  if (created.status !== 201) throw new Error(`Sign-up failed: ${created.status} ${JSON.stringify(created.body)}`);
  const userId = created.body.user.id as string;
  const passedOn = addDays(localDate(new Date(), DEFAULT_TIME_ZONE), -daysAgo);
  const passedAt = `${passedOn}T15:00:00.000Z`;
  const uuid = randomUUID();
  const examUuid = randomUUID();
  const subscriptionUuid = subscription ? randomUUID() : null;
  const userCourse: UserCourse = {
    uuid,
    userId,
    courseId,
    examType: 'Certification',
    subscriptionUuid,
    status: 'passed',
    createdAt: `${passedOn}T10:00:00.000Z`,
    sections: course.sections.map((s, i) => ({
      uuid: `${uuid}_${i + 1}`,
      sectionId: s.id,
      position: i + 1,
      completedAt: `${passedOn}T11:00:00.000Z`,
    })),
    userExamUuid: examUuid,
    examProgress: 100,
    scoredAt: passedAt,
    passedAt,
    passedOn,
    issuedOn: passedOn,
    expirationDate: addDays(passedOn, 730),
    providerCardId: null,
    manuallyConfirmed: true,
    autoRenew: false,
    cme: { userInformationVerified: true, completed: false, verifiedAt: passedAt, submittedAt: null },
  };
  await putItems([
    ...(subscriptionUuid
      ? [
          subscriptionItem({
            uuid: subscriptionUuid,
            userId,
            productId: `${courseId}-cert`,
            productName: `${course.title} Certification`,
            color: course.color,
            featuredUrl: null,
            courseIds: [courseId],
            layout: 'certify',
            createdAt: passedAt,
          }),
        ]
      : []),
    userCourseItem(userCourse),
    latestPointerItem(userCourse),
    userExamItem({
      uuid: examUuid,
      userId,
      userCourseUuid: uuid,
      courseId,
      attempt: 1,
      status: 'passed',
      score: 100,
      passingScore: 80,
      questions: [],
      createdAt: passedAt,
      scoredAt: passedAt,
    }),
  ]);
  return { client, userId, email, userCourseUuid: uuid, userExamUuid: examUuid, subscriptionUuid, passedOn };
}

/** The evaluation submitted as it was before board reporting: the certificates earned, no reports written. */
export async function submittedBeforeReporting(learner: CeLearner, accreditationIds: string[] | null) {
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

/** Adds a state license through the API; its id. */
export async function addLicense(client: ApiClient, state_id: string, profession_id: string, license: string) {
  const reply = await client.post('/api/state_licenses.json', { license, state_id, profession_id });
  if (reply.status !== 201) throw new Error(`License not added: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data.id as string;
}

/** Submits the course evaluation: the CE certificates are earned (and their reports made). */
export async function earnCertificates(learner: CeLearner): Promise<void> {
  const reply = await learner.client.post('/api/cme_evaluation_submissions/typeform_submitted', {
    user_exam_id: learner.userExamUuid,
    answers: EVALUATION_ANSWERS,
  });
  if (reply.status !== 200) throw new Error(`Evaluation refused: ${reply.status} ${JSON.stringify(reply.body)}`);
}

export interface StandInUpload {
  at: string;
  courseNumber: string;
  attendee: { licenseNumber: string; licenseeLastName: string; stateId: string; professionCode: string };
  outcome: 'accepted' | 'duplicate' | 'refused' | 'upload refused';
  rosterId: string | null;
  errorCode: string | null;
}

/** What the CE Broker stand-in received, oldest first. */
export async function ceBrokerUploads(stack: { ceBrokerUrl: string }): Promise<StandInUpload[]> {
  return ((await (await fetch(`${stack.ceBrokerUrl}_local/submissions.json`)).json()) as { data: StandInUpload[] })
    .data;
}

/** The next `failures` uploads to the stand-in answer 503. */
export async function ceBrokerOutage(stack: { ceBrokerUrl: string }, failures: number): Promise<void> {
  await fetch(`${stack.ceBrokerUrl}_local/outage`, { method: 'POST', body: JSON.stringify({ failures }) });
}

/** Runs the board-reports job now through the local gateway (as `npm run job -- board-reports`). */
export async function runBoardReportsJob(stack: Stack) {
  const reply = await fetch(`${stack.url}/_local/jobs/board-reports`, { method: 'POST' });
  return ((await reply.json()) as { result: Record<string, number> }).result;
}
