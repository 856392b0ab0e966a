// cmeEvaluationSubmittedAt on the group's views: the member's courses (user_exams) map the user
// course's cme.submittedAt, and the progress report's row gets it when the member submits the evaluation.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, expect, inject, it } from 'vitest';
import * as keys from '@functions/data/keys';
import { db, tableName } from '@functions/data/table';
import { enrolledMember, groupWithAdmin, passCourse, PASSWORD, signedIn } from './group-fixtures';

beforeAll(() => {
  Object.assign(process.env, inject('stack').env);
});

const ANSWERS = { objectives: 5, practice: 4, bias: 'Yes', change: 'Two-minute compressor swaps.' };

it("a member's submitted CE evaluation shows on their courses and on the progress report", async () => {
  const group = await groupWithAdmin(0, { 'bls-cert': 1 });
  const person = await enrolledMember(group, 'bls-cert', 'Eve', 'Evaluated');
  const { userCourseUuid } = person;
  const learner = await signedIn(person.email, PASSWORD);
  const examUuid = await passCourse(learner, userCourseUuid, 'bls');
  const reportRow = async () =>
    (
      (await group.admin.get('/api/groups/user_exams.json?perPage=100')).body.data as {
        userCourseUuid: string;
        cmeEvaluationSubmittedAt: string | null;
      }[]
    ).find((row) => row.userCourseUuid === userCourseUuid);
  const courseRow = async () =>
    (
      (await group.admin.get(`/api/groups/users/${person.id}/user_exams.json`)).body.data as {
        userCourseUuid: string;
        cmeEvaluationSubmittedAt: string | null;
      }[]
    ).find((row) => row.userCourseUuid === userCourseUuid);
  expect(await reportRow()).toMatchObject({ cmeEvaluationSubmittedAt: null });
  expect(await courseRow()).toMatchObject({ cmeEvaluationSubmittedAt: null });

  // The information step needs a driver's license and state licenses on file: taken as done here.
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.userCourse(person.id, userCourseUuid),
      UpdateExpression: 'SET cme = :cme',
      ExpressionAttributeValues: {
        ':cme': {
          userInformationVerified: true,
          completed: false,
          verifiedAt: new Date().toISOString(),
          submittedAt: null,
        },
      },
    }),
  );
  const submitted = await learner.post('/api/cme_evaluation_submissions/typeform_submitted', {
    user_exam_id: examUuid,
    answers: ANSWERS,
  });
  expect(submitted.status).toBe(200);
  const at = (await courseRow())!.cmeEvaluationSubmittedAt;
  expect(Date.parse(at!)).toBeGreaterThan(Date.now() - 60_000);
  expect(await reportRow()).toMatchObject({ cmeEvaluationSubmittedAt: at });
});
