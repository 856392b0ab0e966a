import * as contracts from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { unenroll } from '@functions/domain/groups/enrollment';

export const handler = defineHttpHandler(contracts.unenrollGroupUserExam, async ({ group, params }) => ({
  status: 200,
  body: await unenroll(group, params.id),
}));
